/**
 * Importing several list files at once: every file gets its own outcome, and the report
 * names each one, so a bad file never hides a good one or another bad one. A backup of all lists
 * (listBackup.ts) gives one outcome per list in it.
 */
import type { FileText } from '../../files/fileText.ts';
import { jsonInput } from '../../files/jsonInput.ts';
import { thousands } from '../../numbers/wording.ts';
import { listContentKey, readBackup } from './listBackup.ts';
import { splitList } from './listCap.ts';
import type { KnownIds } from './unitRows.ts';
import { parseListFile, parseOversizedList, type GwshList, type ListFailure } from './listFile.ts';

export type ImportOutcome = { file: string; ok: true; list: GwshList } | ({ file: string } & ListFailure);

/** A list file's outcome; a list past the cap (an older version's) comes in as the parts it splits into. */
const outcomesOf = (file: string, input: unknown, known?: KnownIds): ImportOutcome[] => {
  const parsed = parseListFile(input, known);
  if (parsed.ok) return [{ file, ok: true, list: parsed.list }];
  const oversized = parseOversizedList(input);
  if (!oversized) return [{ file, ...parsed }];
  const parts = splitList(oversized);
  return parts.map((list, i) => ({ file: `${file}, part ${i + 1} of ${parts.length}`, ok: true, list }));
};

/** One list to read from an import: a list file, one entry of a backup, or a file already known to be bad. */
export type ImportEntry = { file: string; input: unknown } | { file: string; error: string };

/**
 * The lists each file holds, not yet read as lists (fileText.ts read the files): one entry per list file,
 * one per list of a backup, in the order given. Reading each entry (entryOutcomes) is the costly part, so a
 * page can do it in steps.
 */
export const importEntries = (files: readonly { name: string; read: FileText }[]): ImportEntry[] =>
  files.flatMap(({ name, read }): ImportEntry[] => {
    if (!read.ok) return [{ file: name, error: read.error }];
    const json = jsonInput(read.text);
    const backup = json.ok ? readBackup(json.json) : null;
    if (backup === null) return [{ file: name, input: read.text }];
    if (!backup.ok) return [{ file: name, error: backup.error }];
    if (backup.entries.length === 0) return [{ file: name, error: 'This backup holds no lists.' }];
    return backup.entries.map((entry, i) => ({ file: `${name}, list ${i + 1}`, input: entry }));
  });

/** One entry read as a `gwsh-list`; a list past the cap comes in as its parts. */
export const entryOutcomes = (entry: ImportEntry, known?: KnownIds): ImportOutcome[] =>
  'error' in entry ? [{ file: entry.file, ok: false, error: entry.error }] : outcomesOf(entry.file, entry.input, known);

/** Each file read (fileText.ts) and parsed as a `gwsh-list`, or as a backup of lists, in the order given. */
export const listImports = (files: readonly { name: string; read: FileText }[], known?: KnownIds): ImportOutcome[] =>
  importEntries(files).flatMap((entry) => entryOutcomes(entry, known));

/** What became of one readable list: added as a new list, refused by the browser's storage, or already saved. */
export type ImportResult = 'added' | 'not-saved' | 'already-saved';

export interface ImportReport {
  /** For the status line: what was added, or null when nothing was. */
  added: string | null;
  /** One sentence per file that was not imported. */
  refused: string[];
  /** How many lists were left out because the same list is already saved (a backup restored twice). */
  alreadySaved: number;
  /** After the refusals: what became of the player's lists, true to what was added. Null with none refused. */
  unchanged: string | null;
}

/** How many lists a restore saves at once (one change of the page's state each). */
export const IMPORT_BATCH = 100;

/** Runs `work` on each item in turn; a page gives itself back between slices (eachYielding), a test need not. */
export type InSteps = <T, R>(items: readonly T[], work: (item: T) => R) => Promise<R[]>;

/**
 * Adds the readable lists in batches of IMPORT_BATCH with `createMany` (which saves the lists it is given in
 * order and returns how many it saved, stopping at the first that storage refuses). A list already saved
 * exactly so (listContentKey, `current` the data version a saved list is stamped with), or met earlier in
 * the same import, is left out: one key per list, made once, so a restore takes time in proportion to the
 * lists, and `inSteps` lets the page answer the player between them.
 */
export async function addImported(
  outcomes: readonly ImportOutcome[],
  saved: readonly GwshList[],
  current: string,
  createMany: (lists: readonly GwshList[]) => number,
  inSteps: InSteps,
): Promise<ImportResult[]> {
  const seen = new Set(await inSteps(saved, (l) => listContentKey(l, current)));
  const results: ImportResult[] = await inSteps(outcomes, (o) => {
    if (!o.ok) return 'not-saved';
    const key = listContentKey(o.list, current);
    if (seen.has(key)) return 'already-saved';
    seen.add(key);
    return 'added';
  });
  const toAdd = outcomes.flatMap((o, i) => (o.ok && results[i] === 'added' ? [{ i, list: o.list }] : []));
  const batches = Array.from({ length: Math.ceil(toAdd.length / IMPORT_BATCH) }, (_, b) =>
    toAdd.slice(b * IMPORT_BATCH, (b + 1) * IMPORT_BATCH),
  );
  let refused = false;
  await inSteps(batches, (batch) => {
    const made = refused ? 0 : createMany(batch.map((b) => b.list));
    if (made < batch.length) refused = true;
    batch.slice(made).forEach((b) => (results[b.i] = 'not-saved'));
  });
  return results;
}

/** How many names a message lists before it says how many more there are. */
const NAMED = 3;
/** How many refusals are given a sentence each before the rest are counted. */
const REFUSALS_NAMED = 5;

/** “a”, “b”, “c” and 3,997 more. */
const someNames = (names: readonly string[]) =>
  names.length <= NAMED ? names.join(', ') : `${names.slice(0, NAMED).join(', ')} and ${thousands(names.length - NAMED)} more`;

/** `results[i]` says what became of outcome i when it was readable. */
export function importReport(outcomes: readonly ImportOutcome[], results: readonly ImportResult[]): ImportReport {
  const added = outcomes.filter((o, i) => o.ok && results[i] === 'added').map((o) => `“${o.file}”`);
  const alreadySaved = outcomes.filter((o, i) => o.ok && results[i] === 'already-saved').length;
  const everyRefusal = outcomes.flatMap((o, i) => {
    if (!o.ok) return [`“${o.file}” was not imported: ${o.error}`];
    return results[i] === 'not-saved' ? [`“${o.file}” was read but could not be saved in this browser.`] : [];
  });
  const refused =
    everyRefusal.length <= REFUSALS_NAMED + 1
      ? everyRefusal
      : [
          ...everyRefusal.slice(0, REFUSALS_NAMED),
          `${thousands(everyRefusal.length - REFUSALS_NAMED)} more were not imported or not saved.`,
        ];
  const same =
    alreadySaved === 0
      ? ''
      : alreadySaved === 1
        ? ' One list was already saved just as it is, so it was not added again.'
        : ` ${thousands(alreadySaved)} lists were already saved just as they are, so they were not added again.`;
  const imported =
    added.length === 0
      ? null
      : `Imported ${added.length === 1 ? added[0] : `${thousands(added.length)} lists (${someNames(added)})`} as ${added.length === 1 ? 'a new list' : 'new lists'}.`;
  const summary = imported === null && same === '' ? null : `${imported ?? 'No new lists.'}${same}`;
  const unchanged =
    refused.length === 0
      ? null
      : added.length === 0
        ? 'Your lists have not been changed.'
        : 'The other files were added as new lists; nothing else was changed.';
  return { added: summary, refused, alreadySaved, unchanged };
}
