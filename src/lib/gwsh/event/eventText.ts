/**
 * An event as a person reads it at a terminal (`gwsh event`): a round's tables, and the standings with
 * their tie-breakers. The event file's text is eventFileText.ts.
 */
import { lineText } from '../../files/terminalText.ts';
import { isBye, isPaired, playerName, type CompetitionEvent, type EventRound } from './event.ts';
import { tieBreakerWords, type Standing } from './standings.ts';

/** "Table 1: Ann Smith (Allied) against Bob Jones (Axis)", "Bye: Cat Lee". */
export function roundText(event: CompetitionEvent, round: EventRound): string[] {
  return [
    round.label,
    ...round.games.map((g) => {
      if (isPaired(g)) {
        const score = (id: string) => (g.scores[id] === null || g.scores[id] === undefined ? '' : ` ${g.scores[id]}`);
        return `  Table ${g.table}: ${playerName(event, g.allied)} (Allied)${score(g.allied)} against ${playerName(event, g.axis)} (Axis)${score(g.axis)}`;
      }
      if (isBye(g)) return `  Bye: ${playerName(event, g.bye)} (counts ${event.pairing.byeScore})`;
      return `  ${playerName(event, g.player)}: ${g.score} (no opponent recorded)`;
    }),
  ].map(lineText);
}

const pad = (text: string | number, width: number) => String(text).padEnd(width);

export function standingsText(event: CompetitionEvent, rows: readonly Standing[]): string[] {
  const nameWidth = Math.max(6, ...rows.map((r) => r.player.name.length));
  const head = ['Rank', pad('Player', nameWidth), 'Total', ...event.tieBreakers.map((t) => tieBreakerWords[t].title)];
  const widths = head.map((h) => h.length);
  const lines = rows.map((r) =>
    [
      pad(r.rank, widths[0]!),
      pad(r.player.name + (r.player.dropped ? ' (dropped)' : ''), nameWidth),
      pad(r.total, widths[2]!),
      ...event.tieBreakers.map((t, i) => pad(r.tieBreakers[t] ?? '–', widths[3 + i]!)),
    ]
      .join('  ')
      .trimEnd(),
  );
  return [
    `${event.name}: standings after ${event.rounds.length} round${event.rounds.length === 1 ? '' : 's'}`,
    head.join('  '),
    ...lines,
    'Ties are broken in this order:',
    ...event.tieBreakers.map((t) => `  ${tieBreakerWords[t].title}: ${tieBreakerWords[t].how}.`),
    ...event.adjustments.map(
      (a) => `Adjustment, round ${a.round}: ${playerName(event, a.player)} ${a.points > 0 ? '+' : ''}${a.points} (${a.reason})`,
    ),
  ].map(lineText);
}
