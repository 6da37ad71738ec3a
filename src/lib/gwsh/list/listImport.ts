/**
 * Importing several list files at once: every file gets its own outcome, and the report
 * names each one, so a bad file never hides a good one or another bad one. A backup of all lists
 * (listBackup.ts) gives one outcome per list in it.
 */
import type { FileText } from '../../files/fileText.ts';
import { jsonInput } from '../../files/jsonInput.ts';
import { isAlreadySaved, readBackup } from './listBackup.ts';
import { splitList } from './listCap.ts';
import { parseListFile, parseOversizedList, type GwshList } from './listFile.ts';

export type ImportOutcome = { file: string; ok: true; list: GwshList } | { file: string; ok: false; error: string };

/** A list file's outcome; a list past the cap (an older version's) comes in as the parts it splits into. */
const outcomesOf = (file: string, input: unknown): ImportOutcome[] => {
  const parsed = parseListFile(input);
  if (parsed.ok) return [{ file, ok: true, list: parsed.list }];
  const oversized = parseOversizedList(input);
  if (!oversized) return [{ file, ok: false, error: parsed.error }];
  const parts = splitList(oversized);
  return parts.map((list, i) => ({ file: `${file}, part ${i + 1} of ${parts.length}`, ok: true, list }));
};

/** Each file read (fileText.ts) and parsed as a `gwsh-list`, or as a backup of lists, in the order given. */
export const listImports = (files: readonly { name: string; read: FileText }[]): ImportOutcome[] =>
  files.flatMap(({ name, read }): ImportOutcome[] => {
    if (!read.ok) return [{ file: name, ok: false, error: read.error }];
    const json = jsonInput(read.text);
    const backup = json.ok ? readBackup(json.json) : null;
    if (backup === null) return outcomesOf(name, read.text);
    if (!backup.ok) return [{ file: name, ok: false, error: backup.error }];
    return backup.entries.flatMap((entry, i) => outcomesOf(`${name}, list ${i + 1}`, entry));
  });

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

/**
 * Adds each readable list with `create` (null: storage refused it), in order, except a list already saved
 * exactly so; `saved` is asked each time, so two copies of one list in a backup add it once.
 */
export function addImported(
  outcomes: readonly ImportOutcome[],
  saved: () => readonly GwshList[],
  create: (list: GwshList) => unknown,
): ImportResult[] {
  return outcomes.map((o) => {
    if (!o.ok) return 'not-saved';
    if (isAlreadySaved(o.list, saved())) return 'already-saved';
    return create(o.list) !== null ? 'added' : 'not-saved';
  });
}

/** `results[i]` says what became of outcome i when it was readable. */
export function importReport(outcomes: readonly ImportOutcome[], results: readonly ImportResult[]): ImportReport {
  const added = outcomes.filter((o, i) => o.ok && results[i] === 'added').map((o) => `“${o.file}”`);
  const alreadySaved = outcomes.filter((o, i) => o.ok && results[i] === 'already-saved').length;
  const refused = outcomes.flatMap((o, i) => {
    if (!o.ok) return [`“${o.file}” was not imported: ${o.error}`];
    return results[i] === 'not-saved' ? [`“${o.file}” was read but could not be saved in this browser.`] : [];
  });
  const same =
    alreadySaved === 0
      ? ''
      : ` ${alreadySaved === 1 ? 'One list was' : `${alreadySaved} lists were`} already saved exactly so, and left as it is.`;
  const imported =
    added.length === 0
      ? null
      : `Imported ${added.length === 1 ? added[0] : `${added.length} lists (${added.join(', ')})`} as ${added.length === 1 ? 'a new list' : 'new lists'}.`;
  const summary = imported === null && same === '' ? null : `${imported ?? 'No new lists.'}${same}`;
  const unchanged =
    refused.length === 0
      ? null
      : added.length === 0
        ? 'Your lists have not been changed.'
        : 'The other files were added as new lists; nothing else was changed.';
  return { added: summary, refused, alreadySaved, unchanged };
}
