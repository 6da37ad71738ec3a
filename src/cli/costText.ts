/**
 * What `gwsh cost` prints at a terminal: one line per file (its figures, or why it could not be read), and
 * under it each rule broken and each thing to check, placed by brigade and line; with --set, a line per
 * player's set and its own findings. Everything read from a file is kept to its line (lineText).
 */
import type { Finding } from '../lib/findings.ts';
import type { ExitCode } from './result.ts';
import { capitalised } from '../lib/capitalised.ts';
import { nationName } from '../lib/gwsh/nationNames.ts';
import { allCostTables } from '../lib/data/tables/costTablesAll.ts';
import { lineText } from '../lib/files/terminalText.ts';
import type { ListCost } from '../lib/gwsh/list/costList.ts';
import type { GwshList } from '../lib/gwsh/list/listFile.ts';
import { pathOf, placeName } from '../lib/gwsh/list/listPlaces.ts';
import type { ListSet } from '../lib/gwsh/list/listSet.ts';
import { TOTALS_COMPARED_EXACTLY } from '../lib/gwsh/list/readings.ts';

export type Outcome = {
  file: string;
  code: ExitCode;
  error?: string;
  problems?: readonly string[];
  player?: string;
  list?: GwshList;
  result?: ListCost;
};

/** "over-limit, unknown-unit ×2" */
export function codeList(findings: readonly Finding[]): string {
  const counts = new Map<string, number>();
  for (const f of findings) counts.set(f.code, (counts.get(f.code) ?? 0) + 1);
  return [...counts].map(([code, n]) => (n > 1 ? `${code} ×${n}` : code)).join(', ');
}

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "  unknown-unit (10.5), Brigade 2 ("Storm"), stand line 1: "infantery" is in neither …" */
function findingLine(f: Finding, list: GwshList | undefined): string {
  const place = f.path && list ? placeName(list, pathOf(f.path)) : null;
  return `  ${f.code}${f.rule ? ` (${f.rule})` : ''}${place ? `, ${place}` : ''}: ${lineText(f.message)}`;
}

/** The file's line, then its problems or findings indented beneath it. */
export function outcomeLines(o: Outcome): string[] {
  const player = o.player ?? o.list?.player;
  const file = lineText(o.file) + (player ? ` (${lineText(player)})` : '');
  if (!o.result) {
    const problems = o.problems ?? [o.error ?? ''];
    if (problems.length === 1) return [`${file}: unreadable: ${lineText(problems[0]!)}`];
    return [`${file}: unreadable, ${count(problems.length, 'problem')}:`, ...problems.map((p) => `  ${lineText(p)}`)];
  }
  const r = o.result;
  const figures = `${r.totalText}/${r.limitText ?? '-'}`;
  // Within the limit only once rounded (the pack's reading of 3.0): said, so "350.4/350 OK" does not puzzle.
  const rounded = r.alternativesTaken.some((a) => a.id === TOTALS_COMPARED_EXACTLY.id) ? ' (rounded, as the rules pack reads 3.0)' : '';
  const head =
    r.errors.length > 0
      ? `${file}: ${figures} ${count(r.errors.length, 'error')}: ${codeList(r.errors)}`
      : r.undecided.length > 0
        ? `${file}: ${figures} NOT CHECKED: ${codeList(r.undecided)}`
        : `${file}: ${figures} OK${rounded}`;
  return [head, ...[...r.errors, ...r.warnings].map((f) => findingLine(f, o.list))];
}

/** A player's set: who, which lists, and what it breaks as a whole (3.0, 8.2.1). */
export function setLines(set: ListSet): string[] {
  const who = set.player ? lineText(set.player) : 'No player named';
  const head = `Set: ${who}, ${nationName(allCostTables.nations, set.nation)} ${set.year} ${capitalised(set.list)} (${set.files.map(lineText).join(', ')})`;
  const verdict = set.errors.length === 0 ? 'OK' : `${count(set.errors.length, 'error')}: ${codeList(set.errors)}`;
  return [`${head}: ${verdict}`, ...[...set.errors, ...set.warnings].map((f) => findingLine(f, undefined))];
}
