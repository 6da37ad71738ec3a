/** A round on paper (src/lib/gwsh/event/tableSheets.ts, src/lib/gwsh/game/scoreSheet.ts). */
import { describe, expect, it } from 'vitest';
import { rollRoundScenarios, tableCard } from '#src/lib/gwsh/event/tableScenarios.ts';
import { tableSheetsFileName, tableSheetsHtml } from '#src/lib/gwsh/event/tableSheets.ts';
import { scoreSheetLines } from '#src/lib/gwsh/game/scoreSheet.ts';
import { scenarioCardText } from '#src/lib/gwsh/scenario/scenarioText.ts';
import { gwsh } from '#src/lib/data/registry.ts';
import type { PairedGame } from '#src/lib/gwsh/event/event.ts';
import { clubEvent } from './clubEvent.ts';

// Round 1 of the fixture: tables 1 and 2 rolled (Ann v Bob, Cat v Dan); table 3 (Eve, no nation, v Fay) not.
const club = rollRoundScenarios(clubEvent(), 0, { period: '1917', theatre: 'western-front' }, gwsh, 5).event;
const count = (text: string, part: string) => text.split(part).length - 1;

describe('table sheets', () => {
  it('prints a page of the round’s tables, then a sheet per table with its card and a form for both players', () => {
    const html = tableSheetsHtml(club, 0, gwsh);
    // The overview and three tables: four pages.
    expect(count(html, '<section>')).toBe(4);
    expect(html).toContain('<title>Club championship 1917: Round 1, table sheets</title>');
    expect(html).toContain('<h1>Club championship 1917: Round 1, table 1</h1>');
    expect(html).toContain('<strong>Allied:</strong> Ann Smith, British Empire. <strong>Axis:</strong> Bob Jones, Germany.');
    // Table 1's card, line for line as the scenario page gives it.
    const card = tableCard(club, club.rounds[0]!.games[0] as PairedGame, gwsh)!;
    expect(html).toContain(`<p>${scenarioCardText(card)[0]}</p>`);
    expect(count(html, 'No scenario was rolled for this table')).toBe(1);
    // Eight 7.0 lines, a total and the 7.1 score, each with a box per player, on each of three sheets.
    expect(count(html, '<td class="w"></td><td class="w"></td>')).toBe(3 * (8 + 2));
    expect(count(html, 'not rolled')).toBe(1);
    expect(tableSheetsFileName(club, 0)).toBe('club-championship-1917-round-1-sheets.html');
    expect(tableSheetsFileName(club, 0, 3)).toBe('club-championship-1917-round-1-table-3.html');
  });

  it('gives one table’s sheet alone, and escapes what players typed', () => {
    const event = { ...club, name: 'Cup <1917> & co' };
    const html = tableSheetsHtml(event, 0, gwsh, 2);
    expect(count(html, '<section>')).toBe(1);
    expect(html).toContain('<h1>Cup &lt;1917&gt; &amp; co: Round 1, table 2</h1>');
    expect(html).not.toContain('<1917>');
  });

  it('scores the exit bonus through entrenched lines as the event reads 7.0', () => {
    // The site's reading: +5 replaces +3. The other reading: both lines, 3 + 5 = +8.
    expect(scoreSheetLines()[1]!.worth).toBe('+3; +5 through continuous entrenched lines');
    expect(scoreSheetLines(new Set(['exit-bonus-replaces']))[1]!.worth).toBe('+3; +8 through continuous entrenched lines');
    const packed = tableSheetsHtml(
      { ...club, rulesPack: { format: 'gwsh-rules-pack', version: 1, name: 'Cup', readings: { 'exit-bonus-replaces': 'alternative' } } },
      0,
      gwsh,
      1,
    );
    expect(packed).toContain('+3; +8 through continuous entrenched lines');
    expect(packed).toContain(
      'Scored under the rules pack “Cup”: An exit through continuous entrenched lines scores both lines, +3 and +5 = +8 (7.0).',
    );
  });
});
