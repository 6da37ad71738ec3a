/**
 * The lists an event asks each player to hand in (the event file's `listsAsked`): by default the three lists
 * of 3.0, an Encounter, a Defend and an Attack list, each a basic list, less the Encounter list where the
 * event's front and year have none; an event may ask for fewer (a day of Attack lists alone) or add the options. The lists' check asks for these alone (eventLists.ts).
 */
import type { AskedList, CompetitionEvent } from './event.ts';
import type { EventUpdate } from './eventEdits.ts';
import { isTrenchBound } from '../front.ts';

export const defaultListsAsked: readonly AskedList[] = [
  { list: 'encounter', part: 'basic' },
  { list: 'defend', part: 'basic' },
  { list: 'attack', part: 'basic' },
];

/**
 * Every list a player can be asked for (3.0: three list types, each a basic list and two options), in the
 * order the page offers them. Written out rather than built from listFormat.ts's list types and parts, which
 * the event page does not otherwise load; a test holds the two to the same lists.
 */
export const askableLists: readonly AskedList[] = [
  { list: 'defend', part: 'basic' },
  { list: 'defend', part: 'option-a' },
  { list: 'defend', part: 'option-b' },
  { list: 'attack', part: 'basic' },
  { list: 'attack', part: 'option-a' },
  { list: 'attack', part: 'option-b' },
  { list: 'encounter', part: 'basic' },
  { list: 'encounter', part: 'option-a' },
  { list: 'encounter', part: 'option-b' },
];

const partWords: Readonly<Record<AskedList['part'], string>> = { basic: 'basic list', 'option-a': 'Option A', 'option-b': 'Option B' };
const typeWords: Readonly<Record<AskedList['list'], string>> = { defend: 'Defend', attack: 'Attack', encounter: 'Encounter' };

/** "Attack basic list", "Defend Option A". */
export const askedListName = (a: AskedList): string => `${typeWords[a.list]} ${partWords[a.part]}`;

/** Where trench lines constrict the fighting there is no Encounter list (3.0, list points table): a Defend and an Attack list. */
const trenchListsAsked: readonly AskedList[] = defaultListsAsked.filter((a) => a.list !== 'encounter');

/** The lists asked when the event names none: the three of 3.0, or no Encounter list on a trench-bound front and year. */
export const defaultListsAskedFor = (event: Pick<CompetitionEvent, 'front' | 'year'>): readonly AskedList[] =>
  event.front && event.year !== null && isTrenchBound(event.front, event.year) ? trenchListsAsked : defaultListsAsked;

export const listsAskedOf = (event: CompetitionEvent): readonly AskedList[] => event.listsAsked ?? defaultListsAskedFor(event);

const same = (a: AskedList, b: AskedList) => a.list === b.list && a.part === b.part;

/** Asks for a list, or stops asking for it; an event asks for at least one. */
export function setListAsked(event: CompetitionEvent, list: AskedList, asked: boolean): EventUpdate {
  const now = listsAskedOf(event);
  const next = asked ? (now.some((a) => same(a, list)) ? [...now] : [...now, list]) : now.filter((a) => !same(a, list));
  if (next.length === 0) return { ok: false, message: 'an event asks each player for at least one list' };
  return { ok: true, event: { ...event, listsAsked: next } };
}
