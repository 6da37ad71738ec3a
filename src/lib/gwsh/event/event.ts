/**
 * An event from the first pairing to the results (the `gwsh-competition` file, version 2,
 * docs/formats.md): its players and their sides, every round's games and byes, the organiser's adjustments,
 * and the rules and data it is played under. GWSH 2.0: every game is an Axis list against an Allied list;
 * 7.1: each game counts its score clamped to 0–12, and the totals rank the players.
 */
import type { RulesPack } from '../rulesPack.ts';
import { counted } from '../../numbers/wording.ts';
import type { GwshList } from '../list/listFile.ts';
import type { ListPart, ListType } from '../list/listFormat.ts';
import type { PendingReport } from './reportedResults.ts';
import type { Front } from '../front.ts';

export const EVENT_FORMAT = 'gwsh-competition';
export const EVENT_VERSION = 2;

/** The same caps as the running table's file (a thousand players, a hundred rounds). */
export { MAX_PLAYERS, MAX_ROUNDS } from './eventSize.ts';

/** `either`: a player who brought an Axis and an Allied list, given the side the pairing needs. */
export const eventSides = ['allied', 'axis', 'either'] as const;
export type EventSide = (typeof eventSides)[number];
export type GameSide = Exclude<EventSide, 'either'>;

export const tieBreakers = ['strength-of-schedule', 'head-to-head', 'games-won'] as const;
export type TieBreaker = (typeof tieBreakers)[number];

/** A list the event asks each player to bring (3.0), by list type and part. */
export interface AskedList {
  list: ListType;
  part: ListPart;
}

export interface EventPlayer {
  /** Unique in the event; games, byes and adjustments name players by it. */
  id: string;
  name: string;
  club: string | null;
  side: EventSide;
  nation: string | null;
  /** Left the event: kept in the standings, never paired again. */
  dropped?: boolean;
  /** The lists the player handed in (gwsh-list files), checked under the event's rules pack and data version. */
  lists?: GwshList[];
}

/** A table's game: the Allied player against the Axis player, each one's 7.0 game score or null until scored. */
export interface PairedGame {
  table: number;
  allied: string;
  axis: string;
  scores: Record<string, number | null>;
  /** The scenario rolled for the table (the scenario generator's input and dice, so it can be re-read). */
  scenario?: TableScenario;
}

export interface TableScenario {
  /** The player who is "A" on the card (the Allied player's nation is "b"). */
  a: string;
  period: string;
  theatre: string;
  dice: number[];
}

/** A player with no opponent this round; the bye counts `pairing.byeScore`. */
export interface ByeGame {
  bye: string;
}

/** A score recorded without a pairing: how the rounds of a version 1 file are kept. */
export interface UnpairedScore {
  player: string;
  score: number;
}

export type EventGame = PairedGame | ByeGame | UnpairedScore;

export interface EventRound {
  label: string;
  games: EventGame[];
}

/** A bonus or penalty the organiser gives, with the reason shown in the standings. */
export interface Adjustment {
  player: string;
  /** The round it belongs to, from 1. */
  round: number;
  points: number;
  reason: string;
}

export interface PairingSettings {
  /** Keep players of one club apart where the scores allow. */
  avoidSameClub: boolean;
  /** What a bye counts in the standings (a competition score, 0 to 12). */
  byeScore: number;
  /** The first round is drawn from it, so the same file always gives the same pairing. */
  seed: number;
}

export interface CompetitionEvent {
  format: typeof EVENT_FORMAT;
  version: typeof EVENT_VERSION;
  name: string;
  /** The year the lists are chosen for (1914 to 1918), or null when the event has none. */
  year: number | null;
  /** The front the event's games are fought on (front.ts); absent: not set. With the year, it decides the lists asked. */
  front?: Front;
  /** The data version the lists are costed under (src/lib/data/dataVersion.ts). */
  dataVersion: string | null;
  rulesPack: RulesPack | null;
  pairing: PairingSettings;
  tieBreakers: TieBreaker[];
  players: EventPlayer[];
  rounds: EventRound[];
  adjustments: Adjustment[];
  /** Standings are kept from the players until the organiser shows them (at the prize-giving). */
  standingsHidden: boolean;
  /** The lists each player brings; absent: the three lists of 3.0 (defaultListsAsked, listsAsked.ts). */
  listsAsked?: AskedList[];
  /** Results players reported from their phones, waiting for the organiser (reportedResults.ts); absent: none. */
  reports?: PendingReport[];
  /** The round clock (roundClock.ts); absent: none set. */
  clock?: RoundClock;
}

/** The round clock: its length, the time run before the latest start, and when that was (null while paused). */
export interface RoundClock {
  minutes: number;
  /** Milliseconds run before `runningSince`. */
  elapsed: number;
  /** When it was last started or resumed (milliseconds since 1970), or null while paused. */
  runningSince: number | null;
}

export const isPaired = (game: EventGame): game is PairedGame => 'allied' in game;
export const isBye = (game: EventGame): game is ByeGame => 'bye' in game;
export const isUnpaired = (game: EventGame): game is UnpairedScore => 'score' in game && 'player' in game;

/** The players a game involves. */
export const gamePlayers = (game: EventGame): string[] =>
  isPaired(game) ? [game.allied, game.axis] : isBye(game) ? [game.bye] : [game.player];

/** Whether both scores of a paired game are in (byes and unpaired scores always are). */
export const isScored = (game: EventGame): boolean =>
  !isPaired(game) || (typeof game.scores[game.allied] === 'number' && typeof game.scores[game.axis] === 'number');

/** The tables of the current round not yet scored (the hall screen's "still to report"). */
export const unscoredTables = (event: CompetitionEvent): number[] =>
  (event.rounds.at(-1)?.games ?? []).filter((g): g is PairedGame => isPaired(g) && !isScored(g)).map((g) => g.table);

export const defaultPairing: PairingSettings = { avoidSameClub: true, byeScore: 6, seed: 1 };

export function newEvent(name: string, seed: number = defaultPairing.seed): CompetitionEvent {
  return {
    format: EVENT_FORMAT,
    version: EVENT_VERSION,
    name,
    year: null,
    dataVersion: null,
    rulesPack: null,
    pairing: { ...defaultPairing, seed },
    tieBreakers: [...tieBreakers],
    players: [],
    rounds: [],
    adjustments: [],
    standingsHidden: false,
  };
}

/** The player of an id (the id itself stands in for a name the event no longer has). */
/** "“My event” (4 players, 2 rounds)": how a message names an event it opens or replaces. */
export const eventSummary = (event: CompetitionEvent): string =>
  `“${event.name}” (${counted(event.players.length, 'player', 'players')}, ${counted(event.rounds.length, 'round', 'rounds')})`;

/** Whether two typed names are one player's: case and surrounding spaces aside. */
export const sameName = (a: string, b: string): boolean => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** Each player list's players by id, made once per list (a round of 500 tables names 1,000 players). */
const playersById = new WeakMap<readonly EventPlayer[], Map<string, EventPlayer>>();

/** The player with this id, or undefined. */
export function playerOf(event: CompetitionEvent, id: string): EventPlayer | undefined {
  let byId = playersById.get(event.players);
  if (!byId) playersById.set(event.players, (byId = new Map(event.players.map((p) => [p.id, p]))));
  return byId.get(id);
}

export const playerName = (event: CompetitionEvent, id: string): string => playerOf(event, id)?.name ?? id;
