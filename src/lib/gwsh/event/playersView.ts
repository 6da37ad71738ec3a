/**
 * What players read of an event, and nothing else: its name, the current round's tables (players, sides
 * and each table's scenario in a line) and the standings rows as the organiser's page ranks them (rank,
 * name, total, tie-breakers), left out while the organiser hides them. The hall view draws it from the
 * organiser's event, the players' link carries it (playersLink.ts), and both show its code: a short check
 * of what the view says, computed where it is drawn, so a link whose content was changed shows another code
 * than the hall's screen.
 */
import { checksum } from '../../share/checksum.ts';
import { situationText } from '../scenario/situationText.ts';
import type { TacticalOutcome } from '../scenario/tacticalSituation.ts';
import { isBye, isPaired, playerName, type CompetitionEvent, type PairedGame, type TieBreaker } from './event.ts';
import { standings } from './standings.ts';

export interface ViewTable {
  table: number;
  allied: string;
  axis: string;
  /** The table's scenario in a line, or null when none was rolled. */
  scenario: string | null;
}

export interface ViewRow {
  rank: number;
  name: string;
  total: number;
  /** One value per tie-breaker, in the event's order (null: not needed). */
  tieBreakers: (number | null)[];
}

export interface PlayersView {
  name: string;
  /** The rounds paired so far. */
  rounds: number;
  /** The current round (the latest paired), or null before the first. */
  round: { label: string; tables: ViewTable[]; byes: string[] } | null;
  tieBreakers: TieBreaker[];
  /** null while the organiser hides the standings. */
  standings: ViewRow[] | null;
}

/** A table's scenario in a short line: the tactical situation (5.0), each player named by side (A is the Allied player). */
export const scenarioLineOf = (situation: TacticalOutcome | null): string =>
  situation ? situationText(situation, { a: 'Allied', b: 'Axis' }) : 'Scenario not finished';

/** Every line scenarioLineOf gives, so a players' link carries a table's line as its number. */
export const scenarioLines: readonly string[] = (
  [
    { kind: 'mutual-encounter' },
    { kind: 'advance-to-contact', lowScorer: 'a', highScorer: 'b' },
    { kind: 'advance-to-contact', lowScorer: 'b', highScorer: 'a' },
    { kind: 'attack-defence', attacker: 'a', defender: 'b' },
    { kind: 'attack-defence', attacker: 'b', defender: 'a' },
    null,
  ] as const
).map(scenarioLineOf);

/** The view of `event`; `scenarioLine` gives a table's scenario in a line where the page can (it needs the scenario tables). */
export function playersView(event: CompetitionEvent, scenarioLine: (game: PairedGame) => string | null = () => null): PlayersView {
  const last = event.rounds.at(-1);
  const round = last
    ? {
        label: last.label,
        tables: last.games.filter(isPaired).map((g) => ({
          table: g.table,
          allied: playerName(event, g.allied),
          axis: playerName(event, g.axis),
          scenario: scenarioLine(g),
        })),
        byes: last.games.filter(isBye).map((g) => playerName(event, g.bye)),
      }
    : null;
  return {
    name: event.name,
    rounds: event.rounds.length,
    round,
    tieBreakers: [...event.tieBreakers],
    standings: event.standingsHidden
      ? null
      : standings(event).map((s) => ({
          rank: s.rank,
          name: s.player.name,
          total: s.total,
          tieBreakers: event.tieBreakers.map((t) => s.tieBreakers[t] ?? null),
        })),
  };
}

/** The view's code, as "7F3A-2C": six characters of a checksum of everything it says. */
export function viewCode(view: PlayersView): string {
  const sum = checksum(JSON.stringify(view)).toUpperCase();
  return `${sum.slice(0, 4)}-${sum.slice(4, 6)}`;
}

/** Where each player sits this round, A to Z: "table 3, Allied, against Bob", or "bye". */
export function seatsByName(view: PlayersView): { player: string; seat: string }[] {
  if (!view.round) return [];
  const seats = view.round.tables.flatMap((t) => [
    { player: t.allied, seat: `table ${t.table}, Allied, against ${t.axis}` },
    { player: t.axis, seat: `table ${t.table}, Axis, against ${t.allied}` },
  ]);
  for (const bye of view.round.byes) seats.push({ player: bye, seat: 'bye' });
  return seats.sort((a, b) => a.player.localeCompare(b.player));
}

/**
 * Why row `i` stands below the row above it on an equal total: the first tie-breaker, in the event's order,
 * on which the two differ; 'level' when none does (they share a rank); null when the totals differ.
 */
export function placedBy(rows: readonly ViewRow[], order: readonly TieBreaker[], i: number): TieBreaker | 'level' | null {
  const row = rows[i];
  const above = rows[i - 1];
  if (!row || !above || row.total !== above.total) return null;
  if (row.rank === above.rank) return 'level';
  const k = order.findIndex((_, j) => row.tieBreakers[j] !== above.tieBreakers[j]);
  return k < 0 ? 'level' : order[k]!;
}
