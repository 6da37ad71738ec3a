/**
 * A round on paper: one sheet per table (the pairing, the table's scenario card, and a victory points form
 * for both players, 7.0 and 7.1), after a page with every table of the round. One self-contained HTML file
 * (no script, no outside file) that prints a sheet a page.
 */
import { fileSlug } from '../../files/fileSlug.ts';
import { htmlPage, htmlText as html } from '../../files/htmlText.ts';
import { nationName } from '../nationNames.ts';
import { packSummary } from '../rulesPack.ts';
import { packAlternatives } from '../packInForce.ts';
import { scoreSheetLines } from '../game/scoreSheet.ts';
import type { ScenarioTables } from '../scenario/scenario.ts';
import { scenarioCardText } from '../scenario/scenarioText.ts';
import { isBye, isPaired, playerName, playerOf, type CompetitionEvent, type PairedGame } from './event.ts';
import { cardSummary, tableCard } from './tableScenarios.ts';

const STYLE =
  '@page{size:A4;margin:12mm}body{font:11pt/1.4 system-ui,sans-serif;margin:0 auto;max-width:50rem;padding:0 1rem;color:#111}' +
  'section{break-after:page}section:last-child{break-after:auto}h1{font-size:16pt;margin:0 0 .5rem}h2{font-size:12pt;margin:1rem 0 .25rem}' +
  'table{border-collapse:collapse;width:100%;break-inside:avoid}th,td{border:1px solid #666;padding:.3rem .4rem;text-align:left;vertical-align:top}' +
  'td.w{width:6rem}td.n,th.n{text-align:right}.card{column-count:2;column-gap:1.5rem;font-size:8pt;line-height:1.3}.card p{margin:0;white-space:pre-wrap}.sign{margin-top:1.5rem}';

function sheet(event: CompetitionEvent, label: string, game: PairedGame, tables: ScenarioTables): string {
  const nation = (id: string) => {
    const n = playerOf(event, id)?.nation;
    return n ? `, ${html(nationName(tables.nations, n))}` : '';
  };
  const [allied, axis] = [html(playerName(event, game.allied)), html(playerName(event, game.axis))];
  const card = tableCard(event, game, tables);
  const scenario = card
    ? `<div class="card">${scenarioCardText(card)
        .map((line) => `<p>${html(line)}</p>`)
        .join('')}</div>`
    : '<p>No scenario was rolled for this table: roll it on the event page, or agree one with the scenario generator.</p>';
  const lines = scoreSheetLines(packAlternatives(event.rulesPack));
  const rows = lines
    .map((l) => `<tr><td>${html(l.what)}</td><td>${html(l.worth)}</td><td class="w"></td><td class="w"></td></tr>`)
    .join('');
  const pack = event.rulesPack ? packSummary(event.rulesPack) : null;
  const readings = pack
    ? `<p>Scored under the rules pack “${html(pack.name)}”${pack.alternativesTaken.length ? `: ${pack.alternativesTaken.map((r) => `${html(r.alternative)} (${html(r.rule)})`).join('; ')}` : ''}.</p>`
    : '<p>Scored with the site’s readings of 7.0.</p>';
  return (
    `<section><h1>${html(event.name)}: ${html(label)}, table ${game.table}</h1>` +
    `<p><strong>Allied:</strong> ${allied}${nation(game.allied)}. <strong>Axis:</strong> ${axis}${nation(game.axis)}.</p>` +
    `<h2>Scenario</h2>${scenario}` +
    `<h2>Victory points (Great War Spearhead 7.0)</h2><table><thead><tr><th>Counted</th><th>Worth</th><th>${allied}</th><th>${axis}</th></tr></thead><tbody>${rows}` +
    `<tr><th colspan="2">Game score (the total)</th><td class="w"></td><td class="w"></td></tr>` +
    `<tr><th colspan="2">Counts in the event (the game score held to 0–12, 7.1)</th><td class="w"></td><td class="w"></td></tr></tbody></table>` +
    `${readings}<p class="sign">Signed: ${allied} ____________________ ${axis} ____________________</p></section>`
  );
}

/**
 * The sheets of round `roundIndex`, after a first page listing its tables and byes; `only` gives the
 * sheet of that one table alone.
 */
export function tableSheetsHtml(event: CompetitionEvent, roundIndex: number, tables: ScenarioTables, only: number | null = null): string {
  const round = event.rounds[roundIndex];
  if (!round) return htmlPage(event.name, STYLE, `<p>${html(event.name)} has no round ${roundIndex + 1}.</p>`);
  const games = round.games.filter(isPaired).filter((g) => only === null || g.table === only);
  const overview =
    only === null
      ? `<section><h1>${html(event.name)}: ${html(round.label)}</h1><table><thead><tr><th class="n">Table</th><th>Allied</th><th>Axis</th><th>Scenario</th></tr></thead><tbody>${games
          .map((g) => {
            const card = tableCard(event, g, tables);
            return `<tr><td class="n">${g.table}</td><td>${html(playerName(event, g.allied))}</td><td>${html(playerName(event, g.axis))}</td><td>${card ? html(cardSummary(card)) : 'not rolled'}</td></tr>`;
          })
          .join('')}</tbody></table>${round.games
          .filter(isBye)
          .map((g) => `<p>Bye: ${html(playerName(event, g.bye))} (counts ${event.pairing.byeScore}).</p>`)
          .join('')}</section>`
      : '';
  const title = only === null ? `${event.name}: ${round.label}, table sheets` : `${event.name}: ${round.label}, table ${only}`;
  return htmlPage(title, STYLE, overview + games.map((g) => sheet(event, round.label, g, tables)).join(''));
}

/** "club-championship-1917-round-1-sheets.html", or "…-round-1-table-3.html" for one table. */
export const tableSheetsFileName = (event: CompetitionEvent, roundIndex: number, only: number | null = null): string =>
  `${fileSlug(event.name, 'event')}-${fileSlug(event.rounds[roundIndex]?.label ?? `round ${roundIndex + 1}`, 'round')}-${only === null ? 'sheets' : `table-${only}`}.html`;
