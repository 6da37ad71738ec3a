/**
 * The event for others to check: the standings as CSV for a spreadsheet, and a results page as one
 * self-contained HTML file (no script, no outside file): the standings with their tie-breakers, the
 * adjustments with their reasons, and every round's tables and scores.
 */
import { csvText } from '../../files/csv.ts';
import { fileSlug } from '../../files/fileSlug.ts';
import { htmlPage, htmlText as html } from '../../files/htmlText.ts';
import { isBye, isPaired, playerName, type CompetitionEvent } from './event.ts';
import { standings, tieBreakerWords, type RoundResult } from './standings.ts';

/** "club-championship-1917.json": the file name of an export, from the event's name. */
export const eventFileName = (event: CompetitionEvent, ending: string): string => `${fileSlug(event.name, 'event')}${ending}`;

const roundCell = (r: RoundResult): string | number =>
  r.kind === 'game' ? (r.gameScore === null ? '' : r.points) : r.kind === 'bye' ? `bye ${r.points}` : r.kind === 'score' ? r.points : '';

/** Rank, Player, Club, Side, one column per round (what it counted), Adjustments, Total, then the tie-breakers. */
export function standingsCsv(event: CompetitionEvent): string {
  const header = [
    'Rank',
    'Player',
    'Club',
    'Side',
    ...event.rounds.map((r) => r.label),
    'Adjustments',
    'Total',
    ...event.tieBreakers.map((t) => tieBreakerWords[t].title),
  ];
  const rows = standings(event).map((s) => [
    s.rank,
    s.player.name,
    s.player.club,
    s.player.side,
    ...s.rounds.map(roundCell),
    s.adjustments,
    s.total,
    ...event.tieBreakers.map((t) => s.tieBreakers[t] ?? ''),
  ]);
  return csvText([header, ...rows]);
}

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#111}' +
  'table{border-collapse:collapse;margin:0 0 1.5rem}th,td{border:1px solid #999;padding:.25rem .5rem;text-align:left}' +
  'td.n,th.n{text-align:right}caption{text-align:left;font-weight:600;padding:.25rem 0}';

/** The results page: standings (unless still hidden), adjustments, then each round's tables. */
export function resultsHtml(event: CompetitionEvent): string {
  const name = (id: string) => html(playerName(event, id));
  const rows = standings(event);
  const standingsTable = event.standingsHidden
    ? '<p>The standings are hidden until the prize-giving.</p>'
    : `<table><caption>Standings after ${event.rounds.length} round(s)</caption><thead><tr><th class="n">Rank</th><th>Player</th><th class="n">Total</th>${event.tieBreakers
        .map((t) => `<th class="n" title="${html(tieBreakerWords[t].how)}">${html(tieBreakerWords[t].title)}</th>`)
        .join('')}</tr></thead><tbody>${rows
        .map(
          (s) =>
            `<tr><td class="n">${s.rank}</td><td>${html(s.player.name)}${s.player.dropped ? ' (dropped)' : ''}</td><td class="n">${s.total}</td>${event.tieBreakers
              .map((t) => `<td class="n">${s.tieBreakers[t] ?? '–'}</td>`)
              .join('')}</tr>`,
        )
        .join(
          '',
        )}</tbody></table><ul>${event.tieBreakers.map((t) => `<li>${html(tieBreakerWords[t].title)}: ${html(tieBreakerWords[t].how)}.</li>`).join('')}</ul>`;
  const adjustments = event.adjustments.length
    ? `<h2>Adjustments</h2><ul>${event.adjustments.map((a) => `<li>Round ${a.round}: ${name(a.player)} ${a.points > 0 ? '+' : ''}${a.points} (${html(a.reason)})</li>`).join('')}</ul>`
    : '';
  const rounds = event.rounds
    .map(
      (round) =>
        `<table><caption>${html(round.label)}</caption><thead><tr><th class="n">Table</th><th>Allied</th><th class="n">Score</th><th>Axis</th><th class="n">Score</th></tr></thead><tbody>${round.games
          .map((g) => {
            if (isPaired(g))
              return `<tr><td class="n">${g.table}</td><td>${name(g.allied)}</td><td class="n">${html(g.scores[g.allied] ?? '')}</td><td>${name(g.axis)}</td><td class="n">${html(g.scores[g.axis] ?? '')}</td></tr>`;
            if (isBye(g)) return `<tr><td class="n">–</td><td colspan="4">Bye: ${name(g.bye)} (counts ${event.pairing.byeScore})</td></tr>`;
            return `<tr><td class="n">–</td><td colspan="4">${name(g.player)}: ${g.score} (no opponent recorded)</td></tr>`;
          })
          .join('')}</tbody></table>`,
    )
    .join('');
  return htmlPage(
    `${event.name}: results`,
    STYLE,
    `<h1>${html(event.name)}</h1>${standingsTable}${adjustments}<h2>Rounds</h2>${rounds}<p>Scores count from 0 to 12 in the standings (Great War Spearhead 7.1); a bye counts ${event.pairing.byeScore}.</p>`,
  );
}
