/**
 * The size a list may reach, as one rule for every way a list grows (adding, duplicating, pasting, importing,
 * a link): at most MAX_BRIGADES brigades and MAX_STAND_LINES lines, where every stand, aircraft and defence
 * line counts. Far above any real force, low enough that a list stays quick to open and edit. The editor
 * refuses the step that would pass it, with `capSentence`; so every list it makes can be opened again.
 */
import type { GwshList } from './listFile.ts';
import { MAX_BRIGADES, MAX_STAND_LINES, nameWithSuffix } from './listFormat.ts';
import { thousands } from '../../numbers/wording.ts';

/** Every line of a list: stand lines of every brigade, aircraft lines and defence lines. */
export const listLines = (list: GwshList): number =>
  list.brigades.reduce((n, b) => n + b.stands.length, 0) + (list.aircraft ?? []).length + (list.defences ?? []).length;

/** Whether a list is within the cap. */
export const withinCap = (list: GwshList): boolean => list.brigades.length <= MAX_BRIGADES && listLines(list) <= MAX_STAND_LINES;

/** The one sentence the editor says when it refuses a step that would take the list past the cap. */
export const capSentence =
  `A list may have at most ${MAX_BRIGADES} brigades and ${thousands(MAX_STAND_LINES)} lines (stands, aircraft and defences ` +
  'together), far more than any real force: this step would pass that, so it was not made.';

/** `next` where it is within the cap or no larger than `list`; otherwise `list`, unchanged. */
export function grownWithinCap(list: GwshList, next: GwshList): GwshList {
  if (withinCap(next)) return next;
  const grew = next.brigades.length > list.brigades.length || listLines(next) > listLines(list);
  return grew ? list : next;
}

/**
 * A list past the cap (from an older version of the site) as lists within it: its brigades, then its aircraft
 * and defence lines, in order, as many to a part as the cap allows (a brigade is never cut: the format keeps
 * one to MAX_ENTRIES lines, under the cap), each part named "<name> (part i of n)". A list within the cap comes
 * back alone, as it is.
 */
export function splitList(list: GwshList): GwshList[] {
  if (withinCap(list)) return [list];
  type Part = { brigades: GwshList['brigades']; aircraft: NonNullable<GwshList['aircraft']>; defences: NonNullable<GwshList['defences']> };
  const parts: Part[] = [{ brigades: [], aircraft: [], defences: [] }];
  const linesOf = (p: Part) => p.brigades.reduce((n, b) => n + b.stands.length, 0) + p.aircraft.length + p.defences.length;
  /** The part an item of `lines` lines (a brigade when `brigade`) goes in: the last, or a new one where it would pass the cap. */
  const partFor = (lines: number, brigade: boolean): Part => {
    const last = parts.at(-1)!;
    const full = linesOf(last) + lines > MAX_STAND_LINES || (brigade && last.brigades.length >= MAX_BRIGADES);
    if (!full || linesOf(last) === 0) return last;
    const next: Part = { brigades: [], aircraft: [], defences: [] };
    parts.push(next);
    return next;
  };
  for (const brigade of list.brigades) partFor(brigade.stands.length, true).brigades.push(brigade);
  for (const line of list.aircraft ?? []) partFor(1, false).aircraft.push(line);
  for (const line of list.defences ?? []) partFor(1, false).defences.push(line);
  const name = list.name?.trim() || 'Untitled list';
  return parts.map((part, i) => ({ ...list, name: nameWithSuffix(name, ` (part ${i + 1} of ${parts.length})`), ...part }));
}
