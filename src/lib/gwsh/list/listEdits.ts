/**
 * The edits a player makes to a `gwsh-list` in the list builder, as pure functions that return a new list.
 * No rule is applied here (the costing reports problems as findings); these only keep the file well formed:
 * counts are whole numbers within the file's bounds, and one stand type appears once per brigade.
 */
import type { Brigade, GwshList } from './listFile.ts';
import { brigadeName, MAX_COUNT, MAX_NAME_LENGTH, nameWithSuffix, type Grade, type ListPart, type ListType } from './listFormat.ts';
import { grownWithinCap } from './listCap.ts';
import { thousands } from '../../numbers/wording.ts';
import { fileSlug } from '../../files/fileSlug.ts';

type Items = 'aircraft' | 'defences';
type ItemEntry = { id: string; count: number };

const clampCount = (n: number) => Math.min(Math.max(Math.trunc(n), 0), MAX_COUNT);
const setAt = <T>(items: readonly T[], index: number, value: T) => items.map((item, i) => (i === index ? value : item));
const without = <T>(items: readonly T[], index: number) => items.filter((_, i) => i !== index);

/**
 * A count typed by the player: a whole number from 0 to the file's maximum, or null while the field
 * does not hold one (empty, "-", "2.5"), so the page can keep the last good count and say why.
 */
export function parseCount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n <= MAX_COUNT ? n : null;
}

/** A count as typed into the list builder: the number, or one sentence saying what to type instead. */
export type CountEntry = { ok: true; count: number } | { ok: false; message: string };

/**
 * Reads a count typed into a stand, aircraft or defence line. A line holds at least 1: zero or less is
 * refused with the way to take the line out, never turned silently into another number.
 */
export function readCount(text: string): CountEntry {
  const trimmed = text.trim();
  const most = thousands(MAX_COUNT);
  if (trimmed === '') return { ok: false, message: `Type how many, from 1 to ${most}.` };
  if (/^(-\d+|0+)$/.test(trimmed))
    return { ok: false, message: 'A line holds at least 1: to take it out of the list, use its Remove button.' };
  const n = parseCount(trimmed);
  if (n === null) {
    return { ok: false, message: /^\d+$/.test(trimmed) ? `At most ${most} on one line.` : `A count is a whole number, from 1 to ${most}.` };
  }
  return { ok: true, count: n };
}

/** A list to start from. */
export function newList(fields: { nation: string; year: number; list?: ListType; part?: ListPart; name?: string }): GwshList {
  return {
    format: 'gwsh-list',
    version: 1,
    name: fields.name ?? '',
    nation: fields.nation,
    year: fields.year,
    list: fields.list ?? 'attack',
    part: fields.part ?? 'basic',
    brigades: [],
    aircraft: [],
    defences: [],
  };
}

/** The next unused "Brigade n" name. */
export function nextBrigadeName(list: GwshList): string {
  const names = new Set(list.brigades.map((b) => b.name));
  let i = list.brigades.length;
  while (names.has(brigadeName(i))) i++;
  return brigadeName(i);
}

/** Adds an empty brigade; at the cap (listCap.ts) the list comes back unchanged. */
export function addBrigade(list: GwshList, grade: Grade = 'regular'): GwshList {
  const brigade: Brigade = { name: nextBrigadeName(list), grade, offTable: false, stands: [] };
  return grownWithinCap(list, { ...list, brigades: [...list.brigades, brigade] });
}

export function updateBrigade(list: GwshList, index: number, patch: Partial<Pick<Brigade, 'name' | 'grade' | 'offTable'>>): GwshList {
  const brigade = list.brigades[index];
  if (!brigade) return list;
  const name = patch.name === undefined ? brigade.name : patch.name.slice(0, MAX_NAME_LENGTH);
  return { ...list, brigades: setAt(list.brigades, index, { ...brigade, ...patch, name }) };
}

export const removeBrigade = (list: GwshList, index: number): GwshList => ({ ...list, brigades: without(list.brigades, index) });

/** Moves a brigade up (-1) or down (+1); at either end the list is returned unchanged. */
export function moveBrigade(list: GwshList, index: number, by: -1 | 1): GwshList {
  const to = index + by;
  if (!list.brigades[index] || !list.brigades[to]) return list;
  const brigades = [...list.brigades];
  [brigades[index], brigades[to]] = [brigades[to]!, brigades[index]!];
  return { ...list, brigades };
}

/** A copy of a brigade, inserted after it, with its own name. */
export function duplicateBrigade(list: GwshList, index: number): GwshList {
  const brigade = list.brigades[index];
  if (!brigade) return list;
  const copy: Brigade = {
    ...brigade,
    name: nameWithSuffix(brigade.name || brigadeName(index), ' (copy)'),
    stands: brigade.stands.map((s) => ({ ...s })),
  };
  const brigades = [...list.brigades.slice(0, index + 1), copy, ...list.brigades.slice(index + 1)];
  return grownWithinCap(list, { ...list, brigades });
}

/** Adds `count` stands of a type to a brigade: to its line if it has one, otherwise as a new line. */
export function addStand(list: GwshList, index: number, unit: string, count = 1): { list: GwshList; line: number } {
  const brigade = list.brigades[index];
  if (!brigade) return { list, line: -1 };
  const line = brigade.stands.findIndex((s) => s.unit === unit);
  if (line >= 0) {
    const stand = brigade.stands[line]!;
    const stands = setAt(brigade.stands, line, { ...stand, count: clampCount(stand.count + count) });
    return { list: { ...list, brigades: setAt(list.brigades, index, { ...brigade, stands }) }, line };
  }
  const stands = [...brigade.stands, { unit, count: clampCount(count) }];
  const next = grownWithinCap(list, { ...list, brigades: setAt(list.brigades, index, { ...brigade, stands }) });
  return next === list ? { list, line: -1 } : { list: next, line: stands.length - 1 };
}

export function setStandCount(list: GwshList, index: number, line: number, count: number): GwshList {
  const brigade = list.brigades[index];
  const stand = brigade?.stands[line];
  if (!brigade || !stand) return list;
  const stands = setAt(brigade.stands, line, { ...stand, count: clampCount(count) });
  return { ...list, brigades: setAt(list.brigades, index, { ...brigade, stands }) };
}

export function removeStand(list: GwshList, index: number, line: number): GwshList {
  const brigade = list.brigades[index];
  if (!brigade) return list;
  return { ...list, brigades: setAt(list.brigades, index, { ...brigade, stands: without(brigade.stands, line) }) };
}

/** Aircraft or defences as plain { id, count } entries. */
export function itemsOf(list: GwshList, kind: Items): ItemEntry[] {
  if (kind === 'aircraft') return (list.aircraft ?? []).map((a) => ({ id: a.type, count: a.count }));
  return (list.defences ?? []).map((d) => ({ id: d.item, count: d.count }));
}

function withItems(list: GwshList, kind: Items, items: ItemEntry[]): GwshList {
  if (kind === 'aircraft') return { ...list, aircraft: items.map((i) => ({ type: i.id, count: i.count })) };
  return { ...list, defences: items.map((i) => ({ item: i.id, count: i.count })) };
}

/** Adds `count` of an aircraft type or defence item: to its line if there is one. */
export function addItem(list: GwshList, kind: Items, id: string, count = 1): GwshList {
  const items = itemsOf(list, kind);
  const at = items.findIndex((i) => i.id === id);
  if (at >= 0) return withItems(list, kind, setAt(items, at, { id, count: clampCount(items[at]!.count + count) }));
  return grownWithinCap(list, withItems(list, kind, [...items, { id, count: clampCount(count) }]));
}

export function setItemCount(list: GwshList, kind: Items, line: number, count: number): GwshList {
  const items = itemsOf(list, kind);
  const item = items[line];
  return item ? withItems(list, kind, setAt(items, line, { ...item, count: clampCount(count) })) : list;
}

export const removeItem = (list: GwshList, kind: Items, line: number): GwshList =>
  withItems(list, kind, without(itemsOf(list, kind), line));

const listTypeNames: Record<ListType, string> = { encounter: 'Encounter', defend: 'Defend', attack: 'Attack' };
const partNames: Record<ListPart, string> = { basic: 'basic list', 'option-a': 'Option A', 'option-b': 'Option B' };

export const listTypeName = (type: ListType) => listTypeNames[type];
export const partName = (part: ListPart) => partNames[part];

/** What the list is, in words: "Attack, Option A · Germany 1917"; `nationName` as its cost names it (ListCost.nation). */
export function describeList(list: GwshList, nationName: string): string {
  return `${listTypeNames[list.list]}, ${partNames[list.part]} · ${nationName} ${list.year}`;
}

/** The name shown for a list: its own, or what it is when it has none. */
export const displayName = (list: GwshList) => list.name?.trim() || `${listTypeNames[list.list]}, ${partNames[list.part]}`;

/** A file name for a downloaded list: "attack-option-a-1917.gwsh-list.json", or with another ending (".txt"). */
export function listFileName(list: GwshList, ending = '.gwsh-list.json'): string {
  return `${fileSlug(displayName(list), 'list')}${ending}`;
}
