/** `gwsh export`: every published table as one JSON object, the same data as /data/. */
import { exportAll } from '../lib/data/publish.ts';
import { allTables } from '../lib/data/registry.ts';
import { jsonOut, type Command } from './result.ts';

export const exportCommand: Command = {
  usage: 'gwsh export',
  summary: "Prints every published table as one JSON object, the same data as the site's /data/ addresses.",
  run: () => ({ stdout: jsonOut(exportAll(allTables)), code: 0 }),
};
