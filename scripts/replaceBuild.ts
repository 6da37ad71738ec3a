// Puts a finished build in the place of the one being served (scripts/build.ts): two renames, so the folder
// is missing only between them, and the site server (scripts/siteServer.ts) finds the new files next request.
// The build's module graph, kept beside its folder (src/integrations/moduleGraph.ts), follows it.
import { existsSync, renameSync, rmSync } from 'node:fs';
import { moduleGraphFile } from '../src/integrations/moduleGraph.ts';

export function replaceBuild(next: string, out: string): void {
  const old = `${out}.old`;
  rmSync(old, { recursive: true, force: true });
  if (existsSync(out)) renameSync(out, old);
  renameSync(next, out);
  rmSync(old, { recursive: true, force: true });
  if (existsSync(moduleGraphFile(next))) renameSync(moduleGraphFile(next), moduleGraphFile(out));
}
