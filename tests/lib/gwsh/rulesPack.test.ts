import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allCostTables as tables } from '#src/lib/data/tables/costTablesAll.ts';
import { costList } from '#src/lib/gwsh/list/costList.ts';
import { readings as listReadings } from '#src/lib/gwsh/list/readingTexts.ts';
import { gameDayReadings } from '#src/lib/gwsh/game/gameDayReadings.ts';
import { listReport } from '#src/lib/gwsh/list/costReport.ts';
import { scoreGame } from '#src/lib/gwsh/game/victoryPoints.ts';
import { parseGameFile } from '#src/lib/gwsh/game/gameFile.ts';
import {
  formFromPack,
  gameUnderPack,
  packFromForm,
  packChanges,
  packDifferences,
  packSummary,
  parseRulesPack,
  samePack,
  readRulesPackLink,
  rulesPackFragment,
  switchableReadings,
  type RulesPack,
} from '#src/lib/gwsh/rulesPack.ts';
import { packAlternatives } from '#src/lib/gwsh/packInForce.ts';
import clubPack from '../../fixtures/rules-packs/club-1917.json' with { type: 'json' };
import designExample from '../../fixtures/games/design-example.json' with { type: 'json' };
import { brigade, defendAt350point4, list } from './list/listBuilders.ts';

const pack = (fields: Partial<RulesPack> = {}): RulesPack => ({ format: 'gwsh-rules-pack', version: 1, name: 'Test event', ...fields });
const failure = (input: unknown) => {
  const r = parseRulesPack(input);
  if (r.ok) throw new Error('expected the pack to be refused');
  return r.message;
};

describe('the rules pack file', () => {
  it('reads the docs/formats.md example and names the readings it changes', () => {
    const r = parseRulesPack(JSON.stringify(clubPack));
    if (!r.ok) throw new Error(r.message);
    expect(r.pack).toMatchObject({ name: 'Club championship 1917', maxAircraft: 3 });
    expect(packChanges(r.pack).map((x) => x.id)).toEqual(['off-table-after-quality', 'totals-compared-exactly', 'objective-line-loose']);
    // "site" keeps the site's reading: not an alternative.
    expect([...packAlternatives(pack({ readings: { 'off-table-after-quality': 'site' } }))]).toEqual([]);
    expect(packChanges(null)).toEqual([]);
  });

  it('docs/formats.md shows this example and names every switchable reading', () => {
    const doc = readFileSync(new URL('../../../docs/formats.md', import.meta.url), 'utf8').split('## The rules pack')[1]!;
    expect(JSON.parse(doc.split('```json')[1]!.split('```')[0]!)).toEqual(clubPack);
    for (const r of switchableReadings) expect(doc).toContain(`\`${r.id}\``);
  });

  it('every switchable reading is a reading of the engine, with its rule', () => {
    const engine = new Map([...listReadings, ...gameDayReadings].map((r) => [r.id, r]));
    for (const r of switchableReadings) expect(engine.get(r.id)?.rule).toBe(r.rule);
  });

  it('refuses a bad pack with one sentence naming the field or the reading', () => {
    expect(failure('{')).toMatch(/^the rules pack is not valid JSON/);
    expect(failure([])).toBe('the rules pack must be a JSON object');
    expect(failure({ ...pack(), name: '  ' })).toBe("name must be the event's name, 1 to 100 characters");
    expect(failure({ ...pack(), maxAircraft: 2.5 })).toBe('maxAircraft must be a whole number from 0 to 99');
    expect(failure({ ...pack(), extra: 1 })).toBe('the rules pack has unknown field "extra"');
    expect(failure({ ...pack(), format: 'gwsh-list' })).toBe('format must be "gwsh-rules-pack"');
    expect(failure(pack({ readings: { 'no-such-reading': 'alternative' } }))).toMatch(
      /^readings names "no-such-reading", which is not a reading a rules pack can switch \(every reading is at \/gwsh\/readings\/\); those it can are off-table-after-quality, /,
    );
    // A real reading with no single alternative the engine applies (re-roll ties: by whom?).
    expect(failure(pack({ readings: { 'ties-rerolled': 'alternative' } }))).toMatch(
      /^readings names "ties-rerolled", which is not a reading a rules pack can switch/,
    );
    expect(failure({ ...pack(), readings: { 'totals-compared-exactly': 'yes' } })).toBe(
      'readings.totals-compared-exactly must map reading ids to "site" or "alternative"',
    );
  });

  it('refuses a reading id that is a key of every object (__proto__, constructor, toString) like any unknown id', () => {
    for (const id of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      // Written as text: JSON.parse makes "__proto__" an own key, as a file or a link would.
      const text = `{"format":"gwsh-rules-pack","version":1,"name":"Cup","readings":{"${id}":"alternative"}}`;
      expect(failure(text)).toMatch(new RegExp(`^readings names "${id}", which is not a reading a rules pack can switch`));
    }
  });

  it('shows names and exceptions without controls that reorder text', () => {
    // U+202E (right-to-left override) would show "Cup\u202E7102" as "Cup2017".
    const p = pack({ exceptions: ['a\u2066b\u2069'] });
    const summary = packSummary({ ...p, name: 'Cup\u202E7102' });
    expect(summary.name).toBe('Cup7102');
    expect(summary.exceptions).toEqual(['ab']);
  });

  it('says what a pack from a link would change against the pack in use, or against none', () => {
    const bar = pack({ readings: { 'off-table-after-quality': 'alternative' }, maxAircraft: 3, exceptions: ['Historical TO&Es'] });
    const open = pack({ readings: { 'totals-compared-exactly': 'alternative', 'off-table-after-quality': 'site' } });
    expect(packDifferences(bar, open)).toEqual([
      'Back to the site\'s reading of 10.2: no longer "Off-table artillery pays the quality percentage less 20 points".',
      "A list's total is rounded to the nearest point before it is compared with its limit (3.0).",
      'No aircraft maximum fixed by the event (each player enters it).',
      'No exceptions agreed.',
    ]);
    expect(packDifferences(null, bar)).toEqual([
      'Off-table artillery pays the quality percentage less 20 points (10.2).',
      'Aircraft: at most 3 per list and per force (10.4).',
      'Exceptions agreed: Historical TO&Es',
    ]);
    // "site" named or left out is the same choice; the order of the readings does not matter.
    expect(packDifferences(open, pack({ readings: { 'totals-compared-exactly': 'alternative' } }))).toEqual([]);
    expect(samePack(open, pack({ readings: { 'totals-compared-exactly': 'alternative' } }))).toBe(true);
    expect(samePack(open, { ...open, name: 'Another' })).toBe(false);
  });

  it('travels in a link fragment, and a damaged link says so', () => {
    const p = pack({ readings: { 'totals-compared-exactly': 'alternative' }, exceptions: ['Historical TO&Es allowed'] });
    const fragment = rulesPackFragment(p);
    expect(fragment).toMatch(/^rules-pack=1\.[0-9a-f]{8}\./);
    expect(readRulesPackLink(`#${fragment}`)).toEqual({ ok: true, pack: p });
    const damaged = readRulesPackLink(`#${fragment.slice(0, -3)}xyz`);
    expect(damaged).toEqual({
      ok: false,
      message: 'This rules pack link is damaged: part of it is missing or changed. Ask for the link again.',
    });
    expect(readRulesPackLink('#list=1.abc').ok).toBe(false);
  });
});

describe("the rules-pack page's form", () => {
  it('makes the pack an organiser ticks, and reads a pack back into the form', () => {
    const made = packFromForm({
      name: ' Club championship 1917 ',
      alternatives: ['off-table-after-quality', 'totals-compared-exactly', 'objective-line-loose'],
      maxAircraftText: '3',
      exceptionsText: "Option B may come from the cavalry division's TO&E\n\n",
    });
    expect(made).toEqual({ ok: true, pack: clubPack });
    if (made.ok) expect(formFromPack(made.pack).maxAircraftText).toBe('3');
    expect(formFromPack(null)).toEqual({ name: '', alternatives: [], maxAircraftText: '', exceptionsText: '' });
  });

  it('names what is wrong in the form', () => {
    const blank = { name: 'Cup', alternatives: [], maxAircraftText: '', exceptionsText: '' };
    expect(packFromForm({ ...blank, maxAircraftText: 'two' })).toEqual({
      ok: false,
      message: 'The aircraft maximum must be a whole number from 0 to 99',
    });
    expect(packFromForm({ ...blank, name: '' })).toEqual({ ok: false, message: "name must be the event's name, 1 to 100 characters" });
    expect(packFromForm(blank)).toEqual({ ok: true, pack: { format: 'gwsh-rules-pack', version: 1, name: 'Cup' } });
  });
});

describe('a rules pack changes results that depend on the readings it switches', () => {
  it('off-table artillery: 20 points off the quality percentage instead of 20 % off the multiplied cost', () => {
    // 6 × 150mm-howitzer × 11 = 66, German Veteran 120 %, off table.
    //   Site: 66 × 120 % × 80 % = 63.36. Alternative: 66 × (120 − 20) % = 66.
    const guns = list({ nation: 'germany', year: 1918, brigades: [brigade('Guns', 'veteran', [['150mm-howitzer', 6]], true)] });
    const site = costList(guns, tables);
    const event = costList(guns, tables, {
      alternatives: packAlternatives(pack({ readings: { 'off-table-after-quality': 'alternative' } })),
    });
    expect(site.total).toBe(63.36);
    expect(event.total).toBe(66);
    expect(event.brigades[0]).toMatchObject({ cost: 66, multiplier: 1, offTableOther: { reading: 'site', percent: 96, cost: 63.36 } });
    expect(event.brigades[0]!.steps.map((s) => [s.kind, s.text])).toEqual([
      ['line', '66'],
      ['base', '66'],
      ['off-table', '66'],
      ['cost', '66'],
    ]);
    expect(event.brigades[0]!.steps[2]!.label).toBe(
      "× 100% off-table artillery: 120% national quality less 20 points (the event's reading)",
    );
    expect(event.readings.map((r) => r.id)).not.toContain('off-table-after-quality');
    expect(event.alternativesTaken.map((r) => r.id)).toEqual(['off-table-after-quality']);
    const report = listReport(guns, event);
    expect(report.brigades[0]).toMatchObject({
      cost: 66,
      costUnderSiteReading: { reading: 'off-table-after-quality', percent: 96, cost: 63.36 },
    });
    expect(report.alternativesTaken?.map((r) => r.id)).toEqual(['off-table-after-quality']);
  });

  it('a Defend list at 350.4 of 350: over under the site reading, within it when the pack rounds totals', () => {
    // German Veteran: 56 infantry × 5 + 1 mg-1917-18 × 12 = 292 × 120 % = 350.4; rounded, 350.
    const defend = defendAt350point4();
    const alternatives = packAlternatives(pack({ readings: { 'totals-compared-exactly': 'alternative' } }));
    expect(costList(defend, tables).errors.map((f) => f.code)).toContain('over-limit');
    const event = costList(defend, tables, { alternatives });
    expect(event.total).toBe(350.4);
    expect(event.errors.map((f) => f.code)).not.toContain('over-limit');
    expect(event.alternativesTaken.map((r) => r.id)).toEqual(['totals-compared-exactly']);
    // 362.4 is over whichever way: still an error under the pack.
    const far = defendAt350point4(58);
    expect(costList(far, tables, { alternatives }).errors.map((f) => f.code)).toContain('over-limit');
  });

  it('a 1914 western-front Defend list may buy forts when the pack takes 10.3 as written', () => {
    const works = list({
      nation: 'france',
      year: 1914,
      list: 'defend',
      theatre: 'western-front',
      brigades: [brigade('1st', 'regular', [['infantry', 12]])],
      defences: [{ item: 'fort', count: 1 }],
    });
    const codes = (alternatives?: Set<string>) => costList(works, tables, { alternatives }).findings.map((f) => f.code);
    expect(codes()).toContain('western-front-1914-light-only');
    expect(codes(new Set(['western-front-1914-light-only']))).not.toContain('western-front-1914-light-only');
  });

  it('victory points: the objective switch follows the pack, whatever the game file says', () => {
    const parsed = parseGameFile(designExample);
    if (!parsed.ok) throw new Error(parsed.message);
    const strictPack = pack({ readings: { 'objective-line-loose': 'alternative' } });
    expect(gameUnderPack(parsed.game, strictPack).objectiveRule).toBe('strict');
    expect(
      gameUnderPack({ ...parsed.game, objectiveRule: 'strict' }, pack({ readings: { 'objective-line-loose': 'site' } })).objectiveRule,
    ).toBe('loose');
    // A pack that does not name the reading leaves the file's own switch.
    expect(gameUnderPack(parsed.game, pack())).toBe(parsed.game);
    const score = scoreGame(gameUnderPack(parsed.game, strictPack));
    expect(score.readings[0]?.id).toBe('objective-line-strict');
    expect(score.players[0]!.lines[0]!.message).toContain('(strict: a 3.0 brigade there, no enemy element within 300mm)');
  });
});
