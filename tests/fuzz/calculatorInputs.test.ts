/**
 * Fuzzing every calculator's input: what a player types into a field is read by the field's
 * parser (a value, or one sentence naming the field), and whatever the parser lets through, and any
 * choice the form offers, goes through the engine without throwing — the same path as the islands.
 */
import { allCostTables as tables } from '../../src/lib/data/tables/costTablesAll.ts';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { parseTypedDice } from '../../src/lib/dice/diceSources.ts';
import { nationId } from '../../src/lib/data/schemas.ts';
import type { CallType } from '../../src/lib/gbww2/barrageDelay.ts';
import { readBarrageDelayForm } from '../../src/lib/gbww2/barrageDelayForm.ts';
import type { MoralePosition, MoraleWeather } from '../../src/lib/gbww2/moraleCheck.ts';
import { readMoraleCheckForm } from '../../src/lib/gbww2/moraleCheckForm.ts';
import { parsePercentile } from '../../src/lib/gbww2/percentile.ts';
import { QUALITIES } from '../../src/lib/gbww2/quality.ts';
import { readMoraleOddsForm } from '../../src/lib/gw54/moraleOddsForm.ts';
import { readShootingForm } from '../../src/lib/gw54/shootingForm.ts';
import { readAircraftForm } from '../../src/lib/gwsh/game/aircraftForm.ts';
import { readCounterBatteryForm } from '../../src/lib/gwsh/game/counterBatteryForm.ts';
import { readFireMissionsForm } from '../../src/lib/gwsh/game/fireMissionsForm.ts';
import { parseOptionalWholeNumber, parseWholeNumber } from '../../src/lib/forms/wholeNumber.ts';
import { gameRoles, objectiveRules, parseGameFile, scenarioKinds } from '../../src/lib/gwsh/game/gameFile.ts';
import { exitChecklist, gameFileFromForm, type PlayerForm } from '../../src/lib/gwsh/game/gameForm.ts';
import { scoreGame } from '../../src/lib/gwsh/game/victoryPoints.ts';
import { generateScenario, scenarioOdds } from '../../src/lib/gwsh/scenario/scenario.ts';
import { readScenarioForm, scenarioFormOf } from '../../src/lib/gwsh/scenario/scenarioForm.ts';
import { scenarioInputSchema } from '../../src/lib/gwsh/scenario/scenarioInput.ts';
import { scenarioAlternatives } from '../../src/lib/gwsh/scenario/scenarioAlternatives.ts';
import { filterOptions, parsePickerQuery, standOptions } from '../../src/lib/gwsh/list/standPicker.ts';
import { theatres, yearPeriods } from '../../src/lib/gwsh/yearPeriod.ts';
import { gwsh, gbww2, gw54, rules1916 } from '../../src/lib/data/registry.ts';
import { parseDistance } from '../../src/lib/rules1916/measureText.ts';
import { NATIONS_1916, YEARS_1916 } from '../../src/lib/rules1916/nations.ts';
import { proximityTerrains } from '../../src/lib/rules1916/proximity.ts';
import { conversionFromInches, conversionFromYards, SCALE_IDS } from '../../src/lib/rules1916/scales.ts';
import { newSide, readSetupForm, rollEmptyDice, type SetupForm, type SideForm } from '../../src/lib/rules1916/setupSheetForm.ts';
import { expectClearMessage, fieldText, settings } from './arbitraries.ts';

// 10,000 inputs a property: seconds, not the default 5 s, on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const nations = nationId.options;
const years = [1914, 1915, 1916, 1917, 1918] as const;

/** A number field's parser: a whole number in range, or a sentence naming the field. */
function checkWhole(
  result: { ok: true; value: number } | { ok: false; message: string },
  text: string,
  field: string,
  min: number,
  max: number,
) {
  if (result.ok) {
    expect(Number.isInteger(result.value)).toBe(true);
    expect(result.value).toBeGreaterThanOrEqual(min);
    expect(result.value).toBeLessThanOrEqual(max);
  } else {
    expectClearMessage(result.message, text);
    expect(result.message).toContain(field);
  }
}

describe('number fields', () => {
  it('the whole-number parser of every calculator returns a value in range or names the field', () => {
    const bounds = fc.tuple(fc.integer({ min: -100, max: 100 }), fc.nat(1000)).map(([min, span]) => [min, min + span] as const);
    fc.assert(
      fc.property(fieldText, bounds, (text, [min, max]) => {
        checkWhole(parseWholeNumber(text, 'The field', min, max), text, 'The field', min, max);
        const optional = parseOptionalWholeNumber(text, 'The field', min, max);
        if (optional.ok && optional.value === null) expect(text.trim()).toBe('');
      }),
      settings,
    );
  });

  it('typed dice, percentile rolls and picker counts', () => {
    fc.assert(
      fc.property(fieldText, (text) => {
        const dice = parseTypedDice(text);
        if (dice.ok) expect(dice.dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6)).toBe(true);
        else expectClearMessage(dice.message, text);
        const roll = parsePercentile(text);
        if (roll.ok) expect(roll.value >= 1 && roll.value <= 100 && Number.isInteger(roll.value)).toBe(true);
        else expectClearMessage(roll.message, text);
        const query = parsePickerQuery(text);
        expect(Number.isInteger(query.count) && query.count >= 1 && query.count <= 10_000).toBe(true);
      }),
      settings,
    );
  });
});

describe('GWSH calculators', () => {
  it('the stand picker finds options for any query, in any nation and year', () => {
    fc.assert(
      fc.property(fieldText, fc.oneof(fc.constantFrom(...nations), fc.string()), fc.constantFrom(...years), (text, nation, year) => {
        const { words } = parsePickerQuery(text);
        expect(Array.isArray(filterOptions(standOptions(tables, nation, year), words))).toBe(true);
      }),
      settings,
    );
  });

  it('counter-battery: the page form, with any nation, year and typed die', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...nations),
        fc.constantFrom(...years),
        fc.boolean(),
        fc.boolean(),
        fieldText,
        (nation, year, gasUsed, attackDefence, dieText) => {
          const view = readCounterBatteryForm(gwsh, { nation, year, gasUsed, attackDefence, dieText });
          // Both columns list every effect, and each column's chances add up to exactly 1.
          for (const choice of view.choices) {
            expect(choice.odds.lines.map((l) => l.key)).toEqual(view.odds.byEffect.map((e) => e.effect));
            expect(choice.odds.lines[0]!.orBetter?.fraction).toBe('1');
          }
          if (dieText.trim() === '') expect(view.die).toBeNull();
          if (view.die && !view.die.ok) expectClearMessage(view.die.message, dieText);
          expect(view.result !== null).toBe(view.die?.ok === true);
          if (view.result) expectClearMessage(view.result.message);
        },
      ),
      settings,
    );
  });

  it('fire missions: the page form, with any regiments typed in, any scenario and role', () => {
    const regiment = fc.record({
      name: fc.string({ maxLength: 40 }),
      calibre: fieldText,
      offTable: fc.boolean(),
      singleSupportStand: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(regiment, { maxLength: 8 }),
        fc.constantFrom(...scenarioKinds),
        fc.constantFrom(...gameRoles, null),
        fc.constantFrom(...years),
        (rows, scenario, role, year) => {
          const regiments = rows.map((r, i) => ({ ...r, key: i + 1 }));
          const view = readFireMissionsForm(gwsh, { scenario, role, year, regiments });
          view.errors.forEach((m) => expectClearMessage(m));
          expect(view.plan === null).toBe(view.errors.length > 0);
          if (view.plan) expect(view.plan.regiments).toHaveLength(regiments.length);
        },
      ),
      settings,
    );
  });

  it('aircraft limits: the page form, with any maximum typed and any purchases', () => {
    const types = gwsh.aircraft.rows.map((r) => r.id);
    fc.assert(
      fc.property(
        fc.constantFrom(...years),
        fieldText,
        fc.dictionary(fc.oneof(fc.constantFrom(...types), fc.string()), fc.nat(10_000), { maxKeys: 6 }),
        (year, maxText, counts) => {
          const view = readAircraftForm(tables.aircraft, { year, maxText, counts });
          if (!view.max.ok) expectClearMessage(view.max.message, maxText);
          for (const f of view.check.findings) expectClearMessage(f.message);
          // "One more" stops at the maximum; only the table's types are bought.
          expect(view.full).toBe(view.maxAircraft !== null && view.check.count >= view.maxAircraft);
          expect(view.check.lines.every((l) => types.includes(l.id))).toBe(true);
        },
      ),
      settings,
    );
  });

  it('victory points: the page form, with anything typed in its fields', () => {
    // Numbers mostly in range, so that most forms read and reach the schema; names with spaces around them.
    const count = fc.oneof({ arbitrary: fc.integer({ min: 0, max: 5 }).map(String), weight: 19 }, { arbitrary: fieldText, weight: 1 });
    const player: fc.Arbitrary<PlayerForm> = fc.record({
      name: fc.oneof(
        fc.string(),
        fc.string().map((n) => ` ${n} `),
      ),
      role: fc.constantFrom(...gameRoles, null),
      objectivesHeld: count,
      exitConditions: fc.array(fc.boolean(), { minLength: exitChecklist.length, maxLength: exitChecklist.length }),
      green: count,
      greenSecondTest: count,
      regularOrBetter: count,
      optionA: fc.boolean(),
      optionB: fc.boolean(),
      reserveBrigades: count,
    });
    const form = fc.record({
      scenario: fc.constantFrom(...scenarioKinds),
      entrenchedLines: fc.boolean(),
      objectives: count,
      objectiveRule: fc.constantFrom(...objectiveRules),
      players: fc.tuple(player, player),
    });
    fc.assert(
      fc.property(form, (f) => {
        const read = gameFileFromForm(f);
        if (!read.ok) {
          expect(read.messages.length).toBeGreaterThan(0);
          return;
        }
        // The form builds the game without the schema (so the page loads none): the schema takes it as it is.
        expect(parseGameFile(read.game)).toEqual({ ok: true, game: read.game });
        scoreGame(read.game);
      }),
      settings,
    );
  });

  it('the scenario generator: the page form, and any dice typed so far', () => {
    const form = fc.record({
      a: fc.constantFrom(...nations),
      b: fc.constantFrom(...nations),
      period: fc.constantFrom(...yearPeriods),
      theatre: fc.constantFrom(...theatres),
      desert: fc.boolean(),
      potential: fieldText,
      playerA: fc.string({ maxLength: 100 }),
      playerB: fc.string({ maxLength: 100 }),
      alternatives: fc.subarray([...scenarioAlternatives]),
    });
    fc.assert(
      fc.property(form, fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 30 }), (f, dice) => {
        const { potential, input } = readScenarioForm(f);
        if (potential && !potential.ok) expectClearMessage(potential.message, f.potential);
        // The form builds its input without the schema (so the page loads none): the schema takes it as it is.
        expect(scenarioInputSchema.parse(input)).toEqual(input);
        // A shared card's input fills the form in again to the same input.
        expect(readScenarioForm(scenarioFormOf(input)).input).toEqual(input);
        const odds = scenarioOdds(gwsh, input);
        expect(odds.outcomes.reduce((s, o) => s + o.ways, 0)).toBe(odds.outcomes[0]!.of);
        const card = generateScenario(gwsh, input, dice);
        expect(card.complete || card.nextRoll !== null).toBe(true);
        // A name is shown on one line, whatever was typed.
        expect(`${card.names.a}${card.names.b}`).not.toMatch(/[\n\r]/);
      }),
      settings,
    );
  });
});

describe('Great Battles of WWII calculators', () => {
  it('morale check: the page form, with any counts typed, any position, weather, quality and roll', () => {
    const positions: MoralePosition[] = ['open', 'soft-cover', 'crestline', 'hard-cover', 'bunker'];
    const weathers: MoraleWeather[] = ['clear', 'overcast', 'drizzle', 'fog-or-rain'];
    fc.assert(
      fc.property(
        fc.tuple(fieldText, fieldText, fieldText, fieldText),
        fc.constantFrom(...positions),
        fc.constantFrom(...weathers),
        fc.boolean(),
        fc.option(fc.constantFrom(...QUALITIES), { nil: null }),
        ([stands, suppressed, eliminated, rollText], position, weather, farFromCOps, quality) => {
          const view = readMoraleCheckForm(gbww2, {
            stands,
            suppressed,
            eliminated,
            position,
            farFromCOps,
            weather,
            useQuality: quality !== null,
            quality: quality ?? 'average',
            rollText,
          });
          for (const message of view.errors) expectClearMessage(message);
          expect(view.check === null).toBe(view.errors.length > 0);
          // Pass and fail add up to exactly 1 in both columns.
          for (const choice of view.choices ?? [])
            expect(choice.odds.lines.map((l) => l.chance.probability.num / l.chance.probability.den).reduce((a, b) => a + b)).toBeCloseTo(
              1,
              12,
            );
          if (view.roll && !view.roll.ok) expectClearMessage(view.roll.message, rollText);
          expect(view.rollResult !== null).toBe(view.roll?.ok === true);
        },
      ),
      settings,
    );
  });

  it('barrage delay: the page form, with any quality, call, HQ and typed roll', () => {
    const calls: CallType[] = ['pre-planned', 'pre-registered', 'on-call'];
    fc.assert(
      fc.property(fc.constantFrom(...QUALITIES), fc.constantFrom(...calls), fc.boolean(), fieldText, (quality, call, hq, rollText) => {
        const view = readBarrageDelayForm(gbww2, { quality, call, hq, rollText });
        // Pre-planned fire never rolls; otherwise both columns run from immediate (certain "or sooner") to three turns.
        expect(view.choices === null).toBe(call === 'pre-planned');
        for (const choice of view.choices ?? []) expect(choice.odds.lines.at(-1)!.orBetter?.fraction).toBe('1');
        if (view.roll && !view.roll.ok) expectClearMessage(view.roll.message, rollText);
        expect(view.outcome !== null).toBe(view.roll?.ok === true);
      }),
      settings,
    );
  });
});

describe('The Great War in 54mm calculators', () => {
  it("morale and shooting odds: the pages' forms, with any figures typed, any weapon, range and cover", () => {
    const weapons = gw54.weapons.rows.map((w) => w.id);
    fc.assert(
      fc.property(
        fieldText,
        fc.boolean(),
        fc.constantFrom(...weapons),
        fc.constantFrom('short' as const, 'long' as const),
        fc.boolean(),
        (text, officer, weaponId, band, cover) => {
          const morale = readMoraleOddsForm({ figures: text, officer });
          if (!morale.figures.ok) expectClearMessage(morale.figures.message, text);
          expect(morale.test === null).toBe(!morale.figures.ok);
          const shooting = readShootingForm(gw54, { weaponId, band, cover, firers: text });
          if (!shooting.firers.ok) expectClearMessage(shooting.firers.message, text);
          // "At least none" is certain, in both columns.
          for (const choice of shooting.choices ?? []) expect(choice.odds.lines[0]!.orBetter?.fraction).toBe('1');
        },
      ),
      settings,
    );
  });
});

describe('"1916" calculators', () => {
  it('the setup sheet: any dice, counts and lull turn typed, any year, nations and terrain (the shipped form module)', () => {
    const side = fc.record({
      nation: fc.constantFrom(...NATIONS_1916.map((n) => n.id)),
      subUnitsText: fieldText,
      dice: fc.array(fieldText, { minLength: 5, maxLength: 5 }),
      heavy: fc.array(fieldText, { maxLength: 6 }),
    });
    const sideForm = (
      year: number,
      s: { nation: (typeof NATIONS_1916)[number]['id']; subUnitsText: string; dice: string[]; heavy: string[] },
    ): SideForm => {
      const base = newSide(rules1916, year, s.nation, 0);
      return {
        ...base,
        subUnitsText: s.subUnitsText,
        dice: { barrage: s.dice[0]!, onCall: s.dice[1]!, airstrike: s.dice[2]!, gas: s.dice[3]! },
        reinforcementText: s.dice[4]!,
        heavy: base.heavy.map((h, i) => ({ ...h, dieText: s.heavy[i] ?? '' })),
      };
    };
    fc.assert(
      fc.property(
        fc.constantFrom(...YEARS_1916),
        fc.constantFrom('local-attack' as const, 'big-push' as const),
        fc.constantFrom(...proximityTerrains(rules1916).map((t) => t.id)),
        side,
        side,
        fieldText,
        fieldText,
        fieldText,
        fc.integer({ min: 1, max: 6 }),
        (year, battleType, terrainId, a, d, proximityText, lullTurnText, lullDieText, face) => {
          const form: SetupForm = {
            year,
            battleType,
            terrainId,
            proximityText,
            lullTurnText,
            lullDieText,
            attacker: sideForm(year, a),
            defender: sideForm(year, d),
          };
          const read = readSetupForm(rules1916, form);
          for (const message of Object.values(read.errors)) expectClearMessage(message);
          for (const f of read.sheet?.findings ?? []) expectClearMessage(f.message);
          // Rolling the empty dice fills only empty fields, and never makes a readable form unreadable.
          const rolled = rollEmptyDice(rules1916, form, () => face);
          if (form.proximityText.trim() !== '') expect(rolled.proximityText).toBe(form.proximityText);
          if (read.sheet) expect(readSetupForm(rules1916, rolled).sheet).not.toBeNull();
        },
      ),
      settings,
    );
  });

  it('the scale converter: any distance typed, either way, at any scale', () => {
    fc.assert(
      fc.property(fieldText, fc.constantFrom(...SCALE_IDS), fc.boolean(), (text, scale, fromYards) => {
        const parsed = parseDistance(text, 'The distance');
        if (!parsed.ok) return expectClearMessage(parsed.message, text);
        const conversion = fromYards ? conversionFromYards(parsed.value) : conversionFromInches(parsed.value, scale);
        expect(conversion.yards.den).toBeGreaterThan(0);
      }),
      settings,
    );
  });
});
