/**
 * The lists players hand in to an event (the event file's `players[].lists`), checked as the organiser's
 * check and `gwsh cost --set` check them (costList, checkSets) under the event's rules pack and against its
 * data version, and against the lists the event asks for (`listsAsked`, else the three lists of 3.0). Each
 * player gets one verdict for their row: breaks a rule, to check, fine, or no list yet.
 */
import type { CostTables } from '../../data/tables/costTables.ts';
import type { Finding } from '../../findings.ts';
import { packAlternatives } from '../packInForce.ts';
import { nationName } from '../nationNames.ts';
import { costList, type CostOptions, type ListCost } from '../list/costList.ts';
import type { GwshList } from '../list/listFile.ts';
import { checkSets } from '../list/listSet.ts';
import type { CompetitionEvent, EventPlayer } from './event.ts';
import { askedListName, listsAskedOf } from './listsAsked.ts';
import type { ListsVerdict } from './listsVerdict.ts';

/** The set's findings that hold it to every list and option of 3.0, which an event's own ask replaces. */
const askedBy3_0 = new Set(['set-missing-list', 'set-missing-option']);

export interface PlayerListsCheck {
  player: EventPlayer;
  verdict: ListsVerdict;
  lists: { list: GwshList; cost: ListCost }[];
  /** Errors first, then what an organiser should look at: each list's and each force's, and what is missing or differs. */
  errors: Finding[];
  warnings: Finding[];
}

/** How the event's lists are costed: the readings its pack takes the other way, and the pack's aircraft maximum. */
export const eventCostOptions = (event: CompetitionEvent): CostOptions => ({
  alternatives: packAlternatives(event.rulesPack),
  maxAircraft: event.rulesPack?.maxAircraft ?? null,
});

/** One player's lists checked under the event. */
export function checkPlayerLists(event: CompetitionEvent, player: EventPlayer, tables: CostTables): PlayerListsCheck {
  const handed = player.lists ?? [];
  if (handed.length === 0) return { player, verdict: 'none', lists: [], errors: [], warnings: [] };
  const options = eventCostOptions(event);
  const lists = handed.map((list) => ({ list, cost: costList(list, tables, options) }));
  const sets = checkSets(
    handed.map((list, i) => ({ file: `${player.name}, list ${i + 1}`, list })),
    tables,
    options,
  );
  const asked = listsAskedOf(event);
  const missing = asked.filter((a) => !handed.some((l) => l.list === a.list && l.part === a.part));
  const extra = handed.filter((l) => !asked.some((a) => a.list === l.list && a.part === l.part));
  // A list of another nation than the one the player is registered with: a slip at the hand-in more often than not.
  const otherNation = player.nation === null ? [] : handed.filter((l) => l.nation !== player.nation);
  const otherData =
    event.dataVersion === null ? [] : handed.filter((l) => l.dataVersion !== undefined && l.dataVersion !== event.dataVersion);
  const eventWarnings: Finding[] = [
    ...missing.map((a) => ({
      code: 'event-list-missing',
      severity: 'warning' as const,
      rule: '3.0',
      message: `No ${askedListName(a)} yet: the event asks each player for one.`,
    })),
    ...extra.map((l) => ({
      code: 'event-list-not-asked',
      severity: 'warning' as const,
      rule: null,
      message: `“${l.name ?? askedListName(l)}” is a ${askedListName(l)}, which the event does not ask for.`,
    })),
    ...otherNation.map((l) => ({
      code: 'event-list-other-nation',
      severity: 'warning' as const,
      rule: null,
      message: `“${l.name ?? askedListName(l)}” is a ${nationName(tables.nations, l.nation)} list; ${player.name} is registered with ${nationName(tables.nations, player.nation!)}.`,
    })),
    ...otherData.map((l) => ({
      code: 'event-list-other-data',
      severity: 'warning' as const,
      rule: null,
      message: `“${l.name ?? askedListName(l)}” was built on data version ${l.dataVersion}; the event costs lists on ${event.dataVersion}.`,
    })),
  ];
  const errors = [...lists.flatMap((l) => l.cost.errors), ...sets.flatMap((s) => s.errors)];
  // The event names the lists it asks for, so 3.0's full set of lists and options gives way to it.
  const setWarnings = sets.flatMap((s) => s.warnings).filter((f) => !askedBy3_0.has(f.code));
  const warnings = [...eventWarnings, ...lists.flatMap((l) => l.cost.warnings), ...setWarnings];
  const verdict: ListsVerdict = errors.length > 0 ? 'breaks' : warnings.length > 0 ? 'to-check' : 'fine';
  return { player, verdict, lists, errors, warnings };
}

/** Every player's lists checked under the event, in the players' order. */
export const checkEventLists = (event: CompetitionEvent, tables: CostTables): PlayerListsCheck[] =>
  event.players.map((p) => checkPlayerLists(event, p, tables));
