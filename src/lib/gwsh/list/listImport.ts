/**
 * Importing several list files at once: every file gets its own outcome, and the report
 * names each one, so a bad file never hides a good one or another bad one.
 */
import type { FileText } from '../../files/fileText.ts';
import { parseListFile, type GwshList } from './listFile.ts';

export type ImportOutcome = { file: string; ok: true; list: GwshList } | { file: string; ok: false; error: string };

/** Each file read (fileText.ts) and parsed as a `gwsh-list`, in the order given. */
export const listImports = (files: readonly { name: string; read: FileText }[]): ImportOutcome[] =>
  files.map(({ name, read }) => {
    if (!read.ok) return { file: name, ok: false, error: read.error };
    const parsed = parseListFile(read.text);
    return parsed.ok ? { file: name, ok: true, list: parsed.list } : { file: name, ok: false, error: parsed.error };
  });

export interface ImportReport {
  /** For the status line: what was added, or null when nothing was. */
  added: string | null;
  /** One sentence per file that was not imported. */
  refused: string[];
  /** After the refusals: what became of the player's lists, true to what was added. Null with none refused. */
  unchanged: string | null;
}

/** `saved[i]` says whether outcome i (when readable) was stored as a new list. */
export function importReport(outcomes: readonly ImportOutcome[], saved: readonly boolean[]): ImportReport {
  const added = outcomes.filter((o, i) => o.ok && saved[i]).map((o) => `“${o.file}”`);
  const refused = outcomes.flatMap((o, i) => {
    if (!o.ok) return [`“${o.file}” was not imported: ${o.error}`];
    return saved[i] ? [] : [`“${o.file}” was read but could not be saved in this browser.`];
  });
  const summary =
    added.length === 0
      ? null
      : `Imported ${added.length === 1 ? added[0] : `${added.length} lists (${added.join(', ')})`} as ${added.length === 1 ? 'a new list' : 'new lists'}.`;
  const unchanged =
    refused.length === 0
      ? null
      : added.length === 0
        ? 'Your lists have not been changed.'
        : 'The other files were added as new lists; nothing else was changed.';
  return { added: summary, refused, unchanged };
}
