import { describe, expect, it } from 'vitest';
import { fuzzRuns } from '#tests/support/fuzzRuns.ts';
import fc from 'fast-check';
import { seededRollD6 } from '#src/lib/dice/diceSources.ts';
import { nationId } from '#src/lib/data/schemas.ts';
import { gwshRuleLink } from '#src/lib/gwsh/sections.ts';
import { alternativesCanChange, generateScenario, type ScenarioCard } from '#src/lib/gwsh/scenario/scenario.ts';
import { scenarioInputSchema } from '#src/lib/gwsh/scenario/scenarioInput.ts';
import { yearPeriods } from '#src/lib/gwsh/yearPeriod.ts';
import { gwsh } from '#src/lib/data/registry.ts';

const input = (fields: Record<string, unknown>) => scenarioInputSchema.parse(fields);
const germanyFrance1914 = input({ a: 'germany', b: 'france', period: '1914' });

describe('scenario generator', () => {
  it('runs every step in rule order with typed dice', () => {
    const dice = [
      5,
      2, // 4.2 terrain: A places first
      4,
      4, // 4.2 terrain movement: equal, nothing moves
      3,
      6, // 4.3 objectives: B names the first
      6,
      5, // 4.4 weather: 11, rain
      3,
      4, // 5.0 Germany 3+2 = 5, France 4+1 = 5: mutual encounter
      2,
      3, // 6.2 base lines: B chooses
    ];
    const card = generateScenario(gwsh, germanyFrance1914, dice);
    expect(card.complete).toBe(true);
    expect(card.nextRoll).toBeNull();
    expect(card.steps.map((s) => s.id)).toEqual([
      'sides',
      'first-terrain-placer',
      'terrain-movement',
      'roads',
      'objectives',
      'weather',
      'tactical-situation',
      'base-lines',
      'forces',
    ]);
    expect(card.steps.map((s) => s.rule)).toEqual(['2.0', '4.2', '4.2', '4.2', '4.3', '4.4', '5.0', '6.2', '6.2']);
    expect(card.dice).toEqual(dice);
    expect(card.scenario).toBe('mutual-encounter');
    expect(card.sides?.a.role).toBeNull();
    expect(card.sides?.a.list.id).toBe('encounter');
    const byId = Object.fromEntries(card.steps.map((s) => [s.id, s.result]));
    expect(byId['first-terrain-placer']).toEqual({ player: 'a' });
    expect(byId['terrain-movement']).toEqual({ highScorer: null, maxMoves: { a: 0, b: 0 } });
    expect(byId['objectives']).toMatchObject({ count: 5, firstNominator: 'b' });
    expect(byId['weather']).toMatchObject({ rain: true, total: 11 });
    expect(byId['base-lines']).toEqual({ kind: 'higher-chooses', chooser: 'b' });
    expect(card.findings).toEqual([]);
    expect(card.readings).toEqual([]);
    // The odds before rolling: Germany +2 against France +1, mutual encounter 5/36 (see tacticalSituation.test.ts)
    expect(card.odds.outcomes[0]).toMatchObject({ key: 'mutual-encounter', fraction: '5/36' });
  });

  it('stops at the first roll the typed dice do not cover, and names it', () => {
    const card = generateScenario(gwsh, germanyFrance1914, [5, 2, 4, 4, 3]);
    expect(card.complete).toBe(false);
    expect(card.nextRoll).toEqual({ player: 'b', purpose: 'Objectives: die of B (France)', rule: '4.3' });
    expect(card.steps.map((s) => s.id)).toEqual(['sides', 'first-terrain-placer', 'terrain-movement', 'roads']);
    expect(card.dice).toEqual([5, 2, 4, 4, 3]);
    expect(card.situation).toBeNull();
    expect(card.sides).toBeNull();
  });

  it('sides are known as soon as the tactical situation is, even before the base-line die', () => {
    // Germany 6+2 = 8, France 1+1 = 2: Germany attacks; the defender's base-line die is missing.
    const card = generateScenario(gwsh, germanyFrance1914, [5, 2, 4, 4, 3, 6, 1, 1, 6, 1]);
    expect(card.complete).toBe(false);
    expect(card.situation).toEqual({ kind: 'attack-defence', attacker: 'a', defender: 'b' });
    expect(card.sides?.b.role).toBe('defender');
    expect(card.nextRoll?.purpose).toBe('Base lines: die of B (France) (defender)');
  });

  it('Western Front 1916: always attack-defence, a difference of one included; no flank march; the reading is on the card', () => {
    // Germany +1, British Empire +2: 3+1 = 4 against 2+2 = 4 is re-rolled; 4+1 = 5 against 2+2 = 4 → Germany attacks.
    const wf = input({ a: 'germany', b: 'british-empire', period: '1916', theatre: 'western-front' });
    const card = generateScenario(gwsh, wf, [5, 2, 4, 4, 3, 6, 1, 1, 3, 2, 4, 2, 3]);
    expect(card.complete).toBe(true);
    const tactical = card.steps.find((s) => s.id === 'tactical-situation')!;
    expect(tactical.dice).toHaveLength(4);
    expect(card.situation).toEqual({ kind: 'attack-defence', attacker: 'a', defender: 'b' });
    expect(card.sides?.a.flankMarch.allowed).toBe(false);
    expect(card.readings.map((r) => r.id)).toContain('western-front-attack-defence');
    expect(card.odds.outcomes.filter((o) => o.probability.num > 0).map((o) => o.key)).toEqual(['a-attacks', 'b-attacks']);
  });

  it('another front locked in trench lines: a difference of one is attack-defence, and the card names the reading', () => {
    // 3.0: no Encounter list where trench lines constrict (reading trench-front-encounter).
    // 5.0: Germany 1914 +2, France 1914 +1: 4+2 = 6 against 4+1 = 5, a difference of one → Germany attacks.
    const dice = [5, 2, 4, 4, 3, 6, 6, 5, 4, 4];
    const trench = generateScenario(gwsh, input({ a: 'germany', b: 'france', period: '1914', theatre: 'trench-front' }), dice);
    expect(trench.situation).toEqual({ kind: 'attack-defence', attacker: 'a', defender: 'b' });
    expect(trench.readings.map((r) => r.id)).toContain('trench-front-encounter');
    expect(trench.steps.find((s) => s.id === 'tactical-situation')!.message).toMatch(/no Encounter list/);
    expect(trench.steps.find((s) => s.id === 'tactical-situation')!.message).toMatch(/^A \(Germany\) 4\+2 = 6, B \(France\) 4\+1 = 5: /);
    // Bulgaria's modifier is 0 every year: "4+0 = 4", never "40 = 4".
    const zero = generateScenario(gwsh, input({ a: 'bulgaria', b: 'france', period: '1914', theatre: 'mobile' }), dice);
    expect(zero.steps.find((s) => s.id === 'tactical-situation')!.message).toMatch(/^A \(Bulgaria\) 4\+0 = 4, B \(France\) 4\+1 = 5: /);
    expect(trench.odds.reading).toMatch(/Other reading:/);
    // The same dice on a mobile front: an advance to contact, France the low scorer.
    const mobile = generateScenario(gwsh, input({ a: 'germany', b: 'france', period: '1914', theatre: 'mobile' }), dice);
    expect(mobile.scenario).toBe('advance-to-contact');
    expect(mobile.readings.map((r) => r.id)).not.toContain('trench-front-encounter');
  });

  it('a pack that keeps encounters on another trench-bound front: the dice give an advance to contact, both sides field the Attack List', () => {
    // The same dice as above: Germany 4+2 = 6 against France 4+1 = 5, a difference of one → an advance to
    // contact on a mobile front (6.2.1), France the low scorer; then two dice for the base lines.
    const dice = [5, 2, 4, 4, 3, 6, 6, 5, 4, 4, 2, 3];
    const trench = { a: 'germany', b: 'france', period: '1914', theatre: 'trench-front' };
    const card = generateScenario(gwsh, input({ ...trench, alternatives: ['trench-front-encounter'] }), dice);
    expect(card.situation).toEqual({ kind: 'advance-to-contact', highScorer: 'a', lowScorer: 'b' });
    expect(card.steps.find((s) => s.id === 'tactical-situation')!.message).toMatch(/a difference of one, an advance to contact/);
    expect(card.alternativesTaken.map((r) => r.id)).toEqual(['trench-front-encounter']);
    expect(card.readings.map((r) => r.id)).not.toContain('trench-front-encounter');
    // 3.0 list points: the Attack List is 650, its Option A 60 and Option B 100; the high scorer's A is free (6.2.1).
    const { a, b } = card.sides!;
    expect([a.list, b.list].map((l) => `${l.id} ${l.points}`)).toEqual(['attack 650', 'attack 650']);
    expect(a.options.map((o) => `${o.option} ${o.listPoints} ${o.victoryPoints}`)).toEqual(['A 60 0', 'B 100 -2']);
    expect(b.options.map((o) => `${o.option} ${o.listPoints} ${o.victoryPoints}`)).toEqual(['A 60 -1', 'B 100 -2']);
    // An encounter otherwise: the low scorer's brigade placed before the game may use light entrenchments,
    // the high scorer loses his; both may flank-march; no pre-planned fire.
    expect(b.entrenchments).toMatchObject({ allowed: true, rule: '6.2.1' });
    expect(b.entrenchments.message).toMatch(/bought in the Attack List/);
    expect(a.entrenchments).toMatchObject({ allowed: false, pointsLost: true });
    expect([a.flankMarch.allowed, b.flankMarch.allowed, a.prePlannedFire.allowed]).toEqual([true, true, false]);
    // The odds are a mobile front's (no re-roll of equal scores), and say whose reading they follow.
    const mobile = generateScenario(gwsh, input({ ...trench, theatre: 'mobile' }), dice);
    expect(card.odds.outcomes).toEqual(mobile.odds.outcomes);
    expect(card.odds.rerollChance).toBeNull();
    expect(card.odds.reading).toMatch(/^The event’s reading: Keep the encounter/);
    // Equal scores: Germany 3+2 = 5, France 4+1 = 5 → a mutual encounter with Attack Lists, options at −1 and −2.
    const tied = generateScenario(
      gwsh,
      input({ ...trench, alternatives: ['trench-front-encounter'] }),
      [5, 2, 4, 4, 3, 6, 6, 5, 3, 4, 2, 3],
    );
    expect(tied.situation).toEqual({ kind: 'mutual-encounter' });
    expect(tied.sides!.a.options.map((o) => o.victoryPoints)).toEqual([-1, -2]);
    expect(tied.sides!.a.list.id).toBe('attack');
    // The page reads the pack on a trench-bound front (its choice can change the card), not on a mobile one.
    const ours = generateScenario(gwsh, input(trench), dice);
    expect([ours, card, mobile].map(alternativesCanChange)).toEqual([true, true, false]);
  });

  it('desert: no weather dice, fewer roads, objectives from the Potential Objectives placed', () => {
    const desert = input({ a: 'turkey', b: 'british-empire', period: '1917', desert: true, potentialObjectives: 4 });
    const card = generateScenario(gwsh, desert, seededRollD6(3));
    const weather = card.steps.find((s) => s.id === 'weather')!;
    expect(weather.dice).toEqual([]);
    expect(card.steps.find((s) => s.id === 'objectives')?.result).toMatchObject({ count: 3, potential: 4 });
    expect(card.steps.find((s) => s.id === 'roads')?.result).toMatchObject({ longEdge: { min: 1, max: 2 } });
  });

  it("an event's choices in the desert: a rain roll as elsewhere, and five objectives whatever was placed", () => {
    const dice = [
      5,
      2, // 4.2 terrain: A places first
      4,
      4, // 4.2 terrain movement: equal, nothing moves
      3,
      6, // 4.3 objectives: B names the first
      6,
      5, // 4.4 weather, rolled in the desert under the alternative: 6 + 5 = 11, rain
      1,
      6, // 5.0 Turkey 1+0 = 1, British Empire 6+1 = 7: a difference of 6, British Empire attacks
      2,
      3, // 6.1 base lines: B chooses
    ];
    const desert = { a: 'turkey', b: 'british-empire', period: '1917', desert: true, potentialObjectives: 3 };
    const chosen = generateScenario(gwsh, input({ ...desert, alternatives: ['no-rain-in-desert', 'desert-objectives'] }), dice);
    expect(chosen.complete).toBe(true);
    const weather = chosen.steps.find((s) => s.id === 'weather')!;
    expect(weather.dice.map((d) => d.value)).toEqual([6, 5]);
    expect(weather.result).toMatchObject({ rain: true, total: 11 });
    // Five objectives, not 3 − 1 = 2, and no desert reading relied on: both were taken the other way.
    expect(chosen.steps.find((s) => s.id === 'objectives')!.result).toMatchObject({ count: 5, potential: 3 });
    expect(chosen.steps.find((s) => s.id === 'objectives')!.message).toMatch(/until 5 of the 3 Potential Objectives are objectives/);
    expect(chosen.alternativesTaken.map((r) => r.id)).toEqual(['no-rain-in-desert', 'desert-objectives']);
    expect(chosen.readings.map((r) => r.id)).not.toContain('no-rain-in-desert');
    expect(chosen.readings.map((r) => r.id)).not.toContain('desert-objectives');
    // The site's readings with the same dice: no weather dice (the 6 and 5 go to the tactical situation),
    // two objectives.
    const site = generateScenario(gwsh, input(desert), dice);
    expect(site.steps.find((s) => s.id === 'weather')!.dice).toEqual([]);
    expect(site.steps.find((s) => s.id === 'objectives')!.result).toMatchObject({ count: 2, potential: 3 });
    expect(site.alternativesTaken).toEqual([]);
    expect(site.readings.map((r) => r.id)).toEqual(expect.arrayContaining(['no-rain-in-desert', 'desert-objectives']));
    // Off the desert the choices change nothing.
    const green = { a: 'turkey', b: 'british-empire', period: '1917' };
    expect(generateScenario(gwsh, input({ ...green, alternatives: ['no-rain-in-desert'] }), dice)).toMatchObject({
      ...generateScenario(gwsh, input(green), dice),
      input: expect.anything(),
    });
  });

  it('two Allied nations: an error finding (2.0), and the card is still made', () => {
    const card = generateScenario(gwsh, input({ a: 'france', b: 'british-empire', period: '1916' }), seededRollD6(1));
    expect(card.complete).toBe(true);
    expect(card.findings).toMatchObject([{ code: 'sides-not-opposed', severity: 'error', rule: '2.0' }]);
  });

  it('a nation not available that year: error finding, modifier taken as 0', () => {
    const card = generateScenario(gwsh, input({ a: 'germany', b: 'united-states', period: '1916' }), seededRollD6(1));
    expect(card.findings).toMatchObject([{ code: 'nation-not-available', severity: 'error', path: 'b' }]);
    const tactical = card.steps.find((s) => s.id === 'tactical-situation');
    expect(tactical?.result).toMatchObject({ modifiers: { b: { value: 0, fromTable: { modifier: null } } } });
    expect(card.readings.map((r) => r.id)).toContain('strategic-dash-not-available');
    // Under the event's alternative the dash is a modifier of 0: the same card, no error, the choice named.
    const event = input({ a: 'germany', b: 'united-states', period: '1916', alternatives: ['strategic-dash-not-available'] });
    const chosen = generateScenario(gwsh, event, seededRollD6(1));
    expect(chosen.findings).toEqual([]);
    expect(chosen.steps.find((s) => s.id === 'tactical-situation')?.result).toMatchObject({
      modifiers: { b: { value: 0, fromTable: { modifier: 0, dashAsZero: true } } },
    });
    expect(chosen.dice).toEqual(card.dice);
    expect(chosen.alternativesTaken.map((r) => r.id)).toEqual(['strategic-dash-not-available']);
    expect(chosen.readings.map((r) => r.id)).not.toContain('strategic-dash-not-available');
    // Italy in 1914 has no dash to read (its row starts in 1915): still an error, no choice taken.
    const italy = generateScenario(
      gwsh,
      input({ a: 'germany', b: 'italy', period: '1914', alternatives: ['strategic-dash-not-available'] }),
      [1],
    );
    expect(italy.findings.map((f) => f.code)).toContain('nation-not-available');
    expect(italy.alternativesTaken).toEqual([]);
    // Where an event's choice can change a card: a dash (taken or not), the desert; not Germany against France.
    expect([card, chosen].map(alternativesCanChange)).toEqual([true, true]);
    expect(alternativesCanChange(generateScenario(gwsh, germanyFrance1914, []))).toBe(false);
    expect(alternativesCanChange(generateScenario(gwsh, input({ a: 'germany', b: 'france', period: '1914', desert: true }), []))).toBe(
      true,
    );
  });

  it('dice typed beyond what the card needs are reported', () => {
    const card = generateScenario(gwsh, germanyFrance1914, [5, 2, 4, 4, 3, 6, 6, 5, 3, 4, 2, 3, 6, 6]);
    expect(card.findings).toMatchObject([{ code: 'unused-dice', severity: 'warning', message: '2 typed dice were not needed (6, 6).' }]);
  });

  it('the input schema rejects unknown fields and nations', () => {
    expect(scenarioInputSchema.safeParse({ a: 'germany', b: 'france', period: '1914', extra: 1 }).success).toBe(false);
    expect(scenarioInputSchema.safeParse({ a: 'prussia', b: 'france', period: '1914' }).success).toBe(false);
    expect(germanyFrance1914).toEqual({ a: 'germany', b: 'france', period: '1914', theatre: 'mobile', desert: false });
    // A link or file from before the three fronts, with "other", reads as the open "mobile" front.
    expect(input({ a: 'germany', b: 'france', period: '1914', theatre: 'other' }).theatre).toBe('mobile');
    expect(scenarioInputSchema.safeParse({ a: 'germany', b: 'france', period: '1914', theatre: 'eastern' }).success).toBe(false);
  });

  const arbitraryInput = fc.record({
    a: fc.constantFrom(...nationId.options),
    b: fc.constantFrom(...nationId.options),
    period: fc.constantFrom(...yearPeriods),
    theatre: fc.constantFrom('western-front', 'trench-front', 'mobile'),
    desert: fc.boolean(),
    potentialObjectives: fc.integer({ min: 0, max: 6 }),
  });

  it('any card is plain JSON, and typing its dice back in reproduces it exactly (share links) (property)', () => {
    fc.assert(
      fc.property(arbitraryInput, fc.integer({ min: 0, max: 2 ** 32 - 1 }), (fields, seed) => {
        const scenarioInput = input(fields);
        const card = generateScenario(gwsh, scenarioInput, seededRollD6(seed));
        expect(card.complete).toBe(true);
        expect(JSON.parse(JSON.stringify(card)) as ScenarioCard).toEqual(card);
        expect(generateScenario(gwsh, scenarioInput, card.dice)).toEqual(card);
        expect(card.steps.flatMap((s) => s.dice).map((d) => d.value)).toEqual(card.dice);
        for (const step of card.steps) expect(gwshRuleLink(step.rule).href).not.toBeNull();
        for (const f of card.findings) if (f.rule) expect(gwshRuleLink(f.rule!).href).not.toBeNull();
        if (card.sides) {
          for (const side of [card.sides.a, card.sides.b]) {
            for (const p of [
              side.flankMarch,
              side.prePlannedFire,
              side.gas,
              side.counterBattery,
              side.aircraft,
              side.entrenchments,
              ...side.options,
              ...side.notes,
            ]) {
              expect(gwshRuleLink(p.rule).href).not.toBeNull();
            }
          }
        }
        if (scenarioInput.theatre === 'western-front' && scenarioInput.period !== '1914') expect(card.scenario).toBe('attack-defence');
      }),
      { numRuns: fuzzRuns(0.015) },
    );
  });
});
