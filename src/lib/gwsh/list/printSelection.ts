/**
 * What the list builder prints: this list, its whole set (the basic list and the options that
 * reinforce it, listSet.ts), every saved list, or an opponent's copy of the set for players who swap lists
 * before the game, leaving out what is hidden until revealed in play.
 */
import type { CostTables } from '../../data/tables/costTables.ts';
import { resolveGeneric } from './unitRows.ts';
import type { GwshList } from './listFile.ts';
import { sameSet } from './listSet.ts';

/** `set-sheet`: the same lists as `set`, on one compact sheet. */
export const printModes = ['this', 'set', 'set-sheet', 'all', 'opponent'] as const;
export type PrintMode = (typeof printModes)[number];

/** What a Print button asks for: which lists, and whether each roster ends with the readings it relied on. */
export interface PrintJob {
  mode: PrintMode;
  readings: boolean;
}

/**
 * The opponent's copy of a basic list: off-table formations (8.2.2) and gas fire missions (8.2.1) are left
 * out, as they are revealed only when used; the options are not printed at all, since which one the player
 * takes is revealed in play (3.0). Flank marches are decided at the table (6.1.1), not in the list.
 */
export function opponentCopy(list: GwshList, tables: Pick<CostTables, 'genericTroops'>): GwshList {
  return {
    ...list,
    brigades: list.brigades.filter((b) => !b.offTable),
    defences: (list.defences ?? []).filter((d) => resolveGeneric(tables, d.item)?.category !== 'fire-mission'),
  };
}

export interface Printed<T> {
  item: T;
  list: GwshList;
  opponent: boolean;
}

/** The sheets to print, in the order the lists are kept. */
export function listsToPrint<T extends { list: GwshList }>(
  mode: PrintMode,
  current: T,
  saved: readonly T[],
  tables: Pick<CostTables, 'genericTroops'>,
): Printed<T>[] {
  const plain = (item: T): Printed<T> => ({ item, list: item.list, opponent: false });
  const set = saved.filter((s) => sameSet(s.list, current.list));
  if (mode === 'this') return [plain(current)];
  if (mode === 'all') return saved.map(plain);
  if (mode === 'set' || mode === 'set-sheet') return set.map(plain);
  return set.filter((s) => s.list.part === 'basic').map((item) => ({ item, list: opponentCopy(item.list, tables), opponent: true }));
}
