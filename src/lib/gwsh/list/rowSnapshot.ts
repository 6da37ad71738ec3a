/**
 * The schema of a saved list's snapshot of the table values its cost depends on (rowChanges.ts), read with
 * each saved list (src/lib/tools/listBuilder/savedLists.ts). Apart from rowChanges.ts, which the list builder runs
 * on every edit, so that the schema library comes only with what reads storage.
 */
import * as z from 'zod/mini';
import { lazySchema } from '../../files/lazySchema.ts';

function buildRowSnapshotSchema() {
  const snapshotEntrySchema = z.strictObject({
    /** The row as the page names it. */
    name: z.string().check(z.maxLength(400)),
    /** Its permanent link. */
    href: z.string().check(z.maxLength(400)),
    /** The values the costing reads from it. */
    values: z.record(z.string().check(z.maxLength(40)), z.union([z.number(), z.string().check(z.maxLength(200)), z.null()])),
  });
  return z.record(z.string().check(z.maxLength(400)), snapshotEntrySchema);
}

/** Built on first use (lazySchema.ts). */
export const rowSnapshotSchema = lazySchema(buildRowSnapshotSchema);

export type SnapshotEntry = z.infer<ReturnType<typeof buildRowSnapshotSchema>>[string];
/** Keyed by what the list refers to, e.g. "unit:germany/mg-1917-18", "quality:germany/veteran". */
export type RowSnapshot = Record<string, SnapshotEntry>;
