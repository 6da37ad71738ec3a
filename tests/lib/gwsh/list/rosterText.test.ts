/** The plain-text roster (src/lib/gwsh/list/rosterText.ts), on a list worked out by hand. */
import { allCostTables as tables } from '#src/lib/data/tables/costTablesAll.ts';
import { describe, expect, it } from 'vitest';
import { costList } from '#src/lib/gwsh/list/costList.ts';
import { rosterText } from '#src/lib/gwsh/list/rosterText.ts';
import { dataVersion } from '#src/lib/data/changelog.ts';
import { brigade, list } from './listBuilders.ts';
import { packSummary, parseRulesPack } from '#src/lib/gwsh/rulesPack.ts';
import { packAlternatives } from '#src/lib/gwsh/packInForce.ts';
import clubPack from '#tests/fixtures/rules-packs/club-1917.json' with { type: 'json' };

describe('rosterText', () => {
  it('writes the list, each brigade with its stands and cost, the total and the problems', () => {
    // Germany 1917 Attack, all-Veteran division:
    //   Sturm, Veteran: 9 infantry × 5 + 2 mg-1917-18 × 12 = 69 × 120 % = 82.8 (with the Division HQ, 0)
    //   Guns, Veteran, off table: 4 × 77mm × 6 = 24 × 120 % × 80 % = 23.04
    //   1 fighter: 12 → total 117.84 of 650. One fighting brigade besides the guns: two, so legal;
    //   no front set: the front check is only a note and is left out of the text.
    const l = list({
      name: 'Sturm 1917',
      player: 'Ada',
      nation: 'germany',
      year: 1917,
      divisionGrade: 'veteran',
      brigades: [
        brigade('Sturm', 'veteran', [
          ['infantry', 9],
          ['mg-1917-18', 2],
          ['division-hq', 1],
        ]),
        brigade('Guns', 'veteran', [['77mm-field-gun', 4]], true),
      ],
      aircraft: [{ type: 'fighter', count: 1 }],
    });
    expect(rosterText(l, costList(l, tables))).toBe(
      [
        'Sturm 1917',
        'Player: Ada',
        `Attack, basic list · Germany 1917 · division all Veteran · data version ${dataVersion}`,
        '',
        'Sturm (Veteran): 82.8 pts',
        '  9 × Infantry, 2 × MG 1917-18, 1 × Division HQ',
        'Guns (Veteran, off table): 23.04 pts',
        '  4 × 77mm field gun',
        'Aircraft: 12 pts',
        '  1 × Fighter',
        '',
        'Total: 117.84 of 650 pts',
        '',
      ].join('\n'),
    );
  });

  it('lists every problem with its rule, and names an unknown stand as written', () => {
    // 200 infantry × 5 = 1,000 × 100 % against 650: over by 350; no Division HQ; one brigade.
    const l = list({
      nation: 'germany',
      year: 1917,
      brigades: [
        brigade('', 'regular', [
          ['infantry', 200],
          ['laser-tank', 1],
        ]),
      ],
    });
    const text = rosterText(l, costList(l, tables));
    expect(text).toContain('Brigade 1 (Regular): 1000 pts\n  200 × Infantry, 1 × "laser-tank" (not found)\n');
    expect(text).toContain('Total: 1000 of 650 pts\n');
    expect(text).toContain(
      'Breaks a rule: The list costs 1000 points, 350 over the 650 allowed for the Attack List, basic list. (GWSH 3.0)\n',
    );
    expect(text).toContain('Breaks a rule: The list has no Division HQ, which 9.0 requires every list to buy;');
  });

  it("names the event's rules pack at the foot: the readings it switched, its aircraft and its exceptions", () => {
    // Off-table Veteran guns under the pack: 4 × 77mm × 6 = 24 × (120 − 20) % = 24 (not 23.04).
    const l = list({ name: 'Guns', nation: 'germany', year: 1917, brigades: [brigade('Guns', 'veteran', [['77mm-field-gun', 4]], true)] });
    const parsed = parseRulesPack(clubPack);
    if (!parsed.ok) throw new Error(parsed.message);
    const text = rosterText(l, costList(l, tables, { alternatives: packAlternatives(parsed.pack) }), packSummary(parsed.pack));
    expect(text).toContain('Guns (Veteran, off table): 24 pts\n');
    expect(text.split('\n').slice(-8)).toEqual([
      '',
      "Checked with Club championship 1917's rules pack.",
      'Other reading: Off-table artillery pays the quality percentage less 20 points (GWSH 10.2)',
      "Other reading: A list's total is rounded to the nearest point before it is compared with its limit (GWSH 3.0)",
      'Other reading: An objective scores +2 only as the +2 line is written (strict) (GWSH 7.0)',
      'Aircraft: at most 3',
      "Exception agreed: Option B may come from the cavalry division's TO&E",
      '',
    ]);
  });

  it('keeps a name with a line break on its own line: no line of the text can be forged from a name', () => {
    const l = list({
      name: 'Sturm\nTotal: 1 of 650 pts',
      player: 'Ada\r\nOK',
      nation: 'germany',
      year: 1917,
      brigades: [brigade('A\u2028B', 'regular', [['infantry', 1]])],
    });
    const lines = rosterText(l, costList(l, tables)).split('\n');
    expect(lines.slice(0, 2)).toEqual(['Sturm Total: 1 of 650 pts', 'Player: Ada OK']);
    // 1 infantry × 5 × 100 % = 5.
    expect(lines).toContain('A B (Regular): 5 pts');
    expect(lines.filter((line) => line.startsWith('Total:'))).toEqual(['Total: 5 of 650 pts']);
  });
});
