/**
 * The data changelog: every change to published data, dated, newest first. Typed here
 * without zod; the registry validates the file against ./changelogSchema.ts on load.
 */
import changelogJson from '../../content/data-changelog.json' with { type: 'json' };

export interface ChangelogEntry {
  /** The data version this change produced (semantic: major = a row removed or changed meaning). */
  version: string;
  /** An ISO date, YYYY-MM-DD. */
  date: string;
  summary: string;
  changes: string[];
}

export const changelog: readonly ChangelogEntry[] = changelogJson.entries;

/** The version of the published data (./dataVersion.ts, written from the newest entry by `npm run pin-ids`). */
export { dataVersion } from './dataVersion.ts';
