/**
 * The GWSH scenario generator (2.0, 4.1–4.4, 5.0, 6.0): every step in the order of the rules, each
 * with its dice, its result and its rule section, ending in a scenario card. The card is plain JSON and
 * lists every die used in order, so the same input with those dice typed in reproduces it (a share link).
 *
 * Dice come from a `RollD6` (random or seeded) or from a list of typed dice. If typed dice run out, the
 * card stops at that roll: `complete` is false and `nextRoll` says which roll is needed, so a page can ask
 * for real dice one step at a time.
 */
import { OutOfDiceError, typedDice, type RollD6 } from '../../dice/diceSources.ts';
import type { TableOf } from '../../data/parseTable.ts';
import type { NationId } from '../../data/nationIds.ts';
import type { Finding } from '../../findings.ts';
import { rollBaseLines, type BaseLinesStep } from './baseLines.ts';
import type { ScenarioKind } from '../game/gameFile.ts';
import { objectiveCount, rollObjectives, type ObjectivesStep } from './objectives.ts';
import { recordDice, type NeededRoll, type ScenarioDice, type ScenarioStep } from './scenarioDice.ts';
import {
  DEFENDER_NO_FLANK_MARCH,
  DESERT_OBJECTIVES,
  HIGH_SCORER_IS_ATTACKER,
  NO_RAIN_IN_DESERT,
  TRENCH_FRONT_ENCOUNTER,
  WESTERN_FRONT_ATTACK_DEFENCE,
} from '../game/gameDayReadings.ts';
import { takesAlternative, type Alternatives, type Reading } from '../../reading.ts';
import { scenarioNotes, sideOrders, type ForcesTables, type Note, type SideOrders } from './scenarioForces.ts';
import { nationName } from '../nationNames.ts';
import { signed, STRATEGIC_DASH_NOT_AVAILABLE, strategicModifier, type StrategicModifier } from './strategicModifier.ts';
import {
  resolveTacticalSituation,
  tacticalOdds,
  type Player,
  type TacticalOdds,
  type TacticalOutcome,
  type TacticalRound,
} from './tacticalSituation.ts';
import {
  roadExits,
  rollFirstTerrainPlacer,
  rollTerrainMovement,
  type FirstPlacerStep,
  type RoadsStep,
  type TerrainMovementStep,
} from './terrainPlacement.ts';
import { rollWeather, type WeatherStep } from './weather.ts';
import { isAttackDefenceOnly, periodLabel } from '../yearPeriod.ts';
import type { ScenarioInput } from './scenarioInput.ts';

/** What a scenario needs; user input (form, link, command line) is read with `scenarioInputSchema` (scenarioInput.ts). */
export type { ScenarioInput } from './scenarioInput.ts';

export type SidesStep = ScenarioStep<
  'sides',
  { a: { nation: NationId; side: 'axis' | 'allied' }; b: { nation: NationId; side: 'axis' | 'allied' } }
>;

export interface TacticalResult {
  modifiers: Record<Player, { value: number; fromTable: StrategicModifier }>;
  rounds: TacticalRound[];
  outcome: TacticalOutcome;
  scenario: ScenarioKind;
}
export type TacticalStep = ScenarioStep<'tactical-situation', TacticalResult>;
export type ForcesStep = ScenarioStep<'forces', { a: SideOrders; b: SideOrders }>;

export type AnyScenarioStep =
  SidesStep | FirstPlacerStep | TerrainMovementStep | RoadsStep | ObjectivesStep | WeatherStep | TacticalStep | BaseLinesStep | ForcesStep;

export interface ScenarioCard {
  format: 'gwsh-scenario';
  version: 1;
  input: ScenarioInput;
  /** "A (Germany)": how the card names the players. */
  names: Record<Player, string>;
  complete: boolean;
  /** When typed dice ran out: the roll needed next. */
  nextRoll: NeededRoll | null;
  steps: AnyScenarioStep[];
  /** The chance of each tactical situation before any die is rolled (5.0). */
  odds: TacticalOdds;
  scenario: ScenarioKind | null;
  situation: TacticalOutcome | null;
  /** Each side's list, options and permissions, once the tactical situation is known. */
  sides: { a: SideOrders; b: SideOrders } | null;
  notes: Note[];
  /** Our readings of unclear rules that this card relied on (each also on its step). */
  readings: Reading[];
  /** The readings this card took the other way, as its input asks (the event's rules pack). */
  alternativesTaken: Reading[];
  /** Every die used, in order: type them in with the same input to reproduce this card. */
  dice: number[];
  findings: Finding[];
}

const scenarioKindOf = (o: TacticalOutcome): ScenarioKind => o.kind;

/** Every table a scenario card reads: the nations' sides (2.0), the strategic situation (5.0) and the forces' tables. */
export interface ScenarioTables extends ForcesTables {
  nations: TableOf<'nations'>;
  strategicSituation: TableOf<'strategic-situation'>;
}

function sideOf(tables: ScenarioTables, nation: NationId): 'axis' | 'allied' {
  const row = tables.nations.rows.find((n) => n.id === nation);
  if (!row) throw new Error(`nations table has no "${nation}"`);
  return row.side;
}

function sidesStep(tables: ScenarioTables, input: ScenarioInput, names: Record<Player, string>, findings: Finding[]): SidesStep {
  const a = { nation: input.a, side: sideOf(tables, input.a) };
  const b = { nation: input.b, side: sideOf(tables, input.b) };
  if (a.side === b.side) {
    findings.push({
      code: 'sides-not-opposed',
      severity: 'error',
      message: `${nationName(tables.nations, input.a)} and ${nationName(tables.nations, input.b)} are both ${a.side === 'axis' ? 'Axis' : 'Allied'}: each game needs one Axis side and one Allied side.`,
      rule: '2.0',
      path: 'b',
    });
  }
  if (input.desert && input.theatre === 'western-front') {
    findings.push({
      code: 'desert-on-western-front',
      severity: 'warning',
      message: 'A desert battlefield on the Western Front is unusual: check the theatre and the battlefield type.',
      rule: '4.1',
      path: 'desert',
    });
  }
  const where = {
    'western-front': 'on the Western Front',
    'trench-front': 'on another front locked in trench lines',
    mobile: 'on a mobile front',
  }[input.theatre];
  return {
    id: 'sides',
    label: 'Nationalities and year',
    rule: '2.0',
    dice: [],
    result: { a, b },
    message: `${names.a} against ${names.b}, ${periodLabel(input.period)}, ${where}, ${input.desert ? 'desert' : 'non-desert'} battlefield. Both may field only troops available in that year.`,
    reading: null,
  };
}

type Modifiers = Record<Player, StrategicModifier>;

/** Both strategic modifiers (5.0); a nation not available in the period is an error, its modifier taken as 0. */
function modifiersOf(tables: ScenarioTables, input: ScenarioInput, findings: Finding[]): Modifiers {
  const fromTable = modifiersFor(tables, input);
  for (const p of ['a', 'b'] as const) {
    for (const f of fromTable[p].findings) {
      findings.push({ ...f, message: `${f.message} Its strategic modifier is taken as 0 so the card can be completed.`, path: p });
    }
  }
  return fromTable;
}

/** Both strategic modifiers (5.0), a "-" read as the input's alternatives say. */
export const modifiersFor = (tables: ScenarioTables, input: ScenarioInput): Modifiers => {
  const dashIsZero = takesAlternative(new Set(input.alternatives), STRATEGIC_DASH_NOT_AVAILABLE);
  return {
    a: strategicModifier(tables, input.a, input.period, dashIsZero),
    b: strategicModifier(tables, input.b, input.period, dashIsZero),
  };
};

/** The exact odds of each tactical situation for this input, before any die is rolled (5.0). */
export function scenarioOdds(tables: ScenarioTables, input: ScenarioInput): TacticalOdds {
  const encounters = encountersOnTrenchFront(input);
  const westernFront15to18 = isAttackDefenceOnly(input.theatre, input.period) && !encounters;
  const { a, b } = modifiersFor(tables, input);
  const odds = tacticalOdds(a.modifier ?? 0, b.modifier ?? 0, { westernFront15to18 });
  if (input.theatre !== 'trench-front') return odds;
  const reading = encounters
    ? `The event’s reading: ${TRENCH_FRONT_ENCOUNTER.alternative} Ours: ${TRENCH_FRONT_ENCOUNTER.explanation}`
    : `${TRENCH_FRONT_ENCOUNTER.explanation} Other reading: ${TRENCH_FRONT_ENCOUNTER.alternative}`;
  return { ...odds, reading };
}

/** A front locked in trench lines other than the Western Front keeps its encounters (the event's reading). */
const encountersOnTrenchFront = (input: ScenarioInput): boolean =>
  input.theatre === 'trench-front' && takesAlternative(new Set(input.alternatives), TRENCH_FRONT_ENCOUNTER);

function tacticalStep(dice: ScenarioDice, input: ScenarioInput, names: Record<Player, string>, fromTable: Modifiers): TacticalStep {
  const encounters = encountersOnTrenchFront(input);
  const westernFront15to18 = isAttackDefenceOnly(input.theatre, input.period) && !encounters;
  const trenchFront = input.theatre === 'trench-front' && !encounters;
  const modA = fromTable.a.modifier ?? 0;
  const modB = fromTable.b.modifier ?? 0;
  const from = dice.log().length;
  let round = 0;
  const rollD6: RollD6 = () => {
    const player: Player = round % 2 === 0 ? 'a' : 'b';
    const again = round >= 2 ? ' (re-roll after equal scores)' : '';
    round += 1;
    return dice.roll(player, `Tactical situation: die of ${names[player]}${again}`, '5.0');
  };
  const resolved = resolveTacticalSituation({ a: modA, b: modB }, { westernFront15to18 }, rollD6);
  const last = resolved.rounds.at(-1)!;
  // "3+2 = 5", and "2+0 = 2" for a zero modifier (signed(0) is "0", which would read as "20 = 2").
  const sum = (roll: number, mod: number) => `${roll}${mod === 0 ? '+0' : signed(mod)}`;
  const scores = `${names.a} ${sum(last.rollA, modA)} = ${last.scoreA}, ${names.b} ${sum(last.rollB, modB)} = ${last.scoreB}`;
  const o = resolved.outcome;
  let message: string;
  if (o.kind === 'mutual-encounter') message = `${scores}: equal scores, a mutual encounter (6.2.2).`;
  else if (o.kind === 'advance-to-contact') {
    message = `${scores}: a difference of one, an advance to contact (6.2.1); ${names[o.lowScorer]} is the low scorer and deploys a brigade first.`;
  } else {
    const why = trenchFront
      ? 'on a front locked in trench lines there is no Encounter list, so every game is attack-defence'
      : westernFront15to18
        ? 'on the Western Front 1915–18 every game is attack-defence'
        : 'a difference of two or more';
    message = `${scores}: ${why}; ${names[o.attacker]} attacks and ${names[o.defender]} defends (6.1).`;
  }
  if (resolved.rounds.length > 1) message = `${resolved.rounds.length - 1} re-roll(s) after equal scores. ${message}`;
  return {
    id: 'tactical-situation',
    label: 'Tactical situation',
    rule: '5.0',
    dice: dice.since(from),
    result: {
      modifiers: { a: { value: modA, fromTable: fromTable.a }, b: { value: modB, fromTable: fromTable.b } },
      rounds: resolved.rounds,
      outcome: o,
      scenario: scenarioKindOf(o),
    },
    message,
    reading: trenchFront ? TRENCH_FRONT_ENCOUNTER : westernFront15to18 ? WESTERN_FRONT_ATTACK_DEFENCE : null,
  };
}

function forcesStep(tables: ScenarioTables, input: ScenarioInput, names: Record<Player, string>, situation: TacticalOutcome): ForcesStep {
  const context = { period: input.period, theatre: input.theatre, attackListInEncounter: encountersOnTrenchFront(input) };
  const a = sideOrders(tables, situation, 'a', { ...context, nation: input.a });
  const b = sideOrders(tables, situation, 'b', { ...context, nation: input.b });
  const describe = (s: SideOrders) =>
    `${names[s.player]}: ${s.list.name} (${s.list.points} points)${s.options.length ? `, may add ${s.options.map((o) => `Option ${o.option} (${o.victoryPoints === 0 ? 'no VP penalty' : `${o.victoryPoints} VP`})`).join(' or ')}` : ''}`;
  return {
    id: 'forces',
    label: 'Lists, options and what each side may use',
    rule: situation.kind === 'attack-defence' ? '6.1' : '6.2',
    dice: [],
    result: { a, b },
    message: `${describe(a)}. ${describe(b)}.`,
    reading:
      situation.kind === 'advance-to-contact'
        ? HIGH_SCORER_IS_ATTACKER
        : situation.kind === 'attack-defence'
          ? DEFENDER_NO_FLANK_MARCH
          : null,
  };
}

/**
 * Whether an event's choices of the scenario's readings can change this card (a desert battlefield, a
 * nation with a dash in the strategic situation table that year, another front locked in trench lines), so
 * a page need read them only then.
 */
export const alternativesCanChange = (card: ScenarioCard): boolean =>
  card.input.desert ||
  card.input.theatre === 'trench-front' ||
  card.alternativesTaken.length > 0 ||
  card.readings.includes(STRATEGIC_DASH_NOT_AVAILABLE);

/**
 * Generates a scenario card from the tables given. `dice` is a roller (random or seeded) or the dice a player
 * typed in, in order.
 */
export function generateScenario(tables: ScenarioTables, input: ScenarioInput, dice: RollD6 | readonly number[]): ScenarioCard {
  const typed = typeof dice === 'function' ? null : typedDice(dice);
  // A name is shown on one line, whatever was typed or sent in a link.
  const named = (name: string | undefined, fallback: string) => name?.replace(/\s+/g, ' ').trim() || fallback;
  const names: Record<Player, string> = {
    a: `${named(input.playerA, 'A')} (${nationName(tables.nations, input.a)})`,
    b: `${named(input.playerB, 'B')} (${nationName(tables.nations, input.b)})`,
  };
  const recorder = recordDice(typed ? typed.roll : (dice as RollD6), names);
  const findings: Finding[] = [];
  const steps: AnyScenarioStep[] = [];
  // The event's choices (ScenarioInput.alternatives): two readings of the desert alone, the dash, and the
  // encounters of a trench-bound front (read by the steps they change).
  const alternatives: Alternatives = new Set(input.alternatives);
  const rainInDesert = input.desert && takesAlternative(alternatives, NO_RAIN_IN_DESERT);
  const fiveInDesert = input.desert && takesAlternative(alternatives, DESERT_OBJECTIVES);
  const counted = objectiveCount(input.desert, input.potentialObjectives, fiveInDesert);
  findings.push(...counted.findings);
  const modifiers = modifiersOf(tables, input, findings);
  const dashAsZero = modifiers.a.dashAsZero || modifiers.b.dashAsZero;
  const taken = [
    ...(rainInDesert ? [NO_RAIN_IN_DESERT] : []),
    ...(fiveInDesert ? [DESERT_OBJECTIVES] : []),
    ...(dashAsZero ? [STRATEGIC_DASH_NOT_AVAILABLE] : []),
    ...(encountersOnTrenchFront(input) ? [TRENCH_FRONT_ENCOUNTER] : []),
  ];
  let situation: TacticalOutcome | null = null;
  let sides: { a: SideOrders; b: SideOrders } | null = null;
  let complete = false;

  try {
    steps.push(sidesStep(tables, input, names, findings));
    steps.push(rollFirstTerrainPlacer(recorder, names));
    steps.push(rollTerrainMovement(recorder, names));
    steps.push(roadExits(input.desert));
    steps.push(rollObjectives(recorder, names, counted, input.desert && !fiveInDesert));
    steps.push(rollWeather(recorder, names, input.desert && !rainInDesert));
    const tactical = tacticalStep(recorder, input, names, modifiers);
    steps.push(tactical);
    situation = tactical.result.outcome;
    const forces = forcesStep(tables, input, names, situation);
    sides = forces.result;
    steps.push(rollBaseLines(recorder, names, situation));
    steps.push(forces);
    complete = true;
  } catch (e) {
    if (!(e instanceof OutOfDiceError)) throw e;
  }

  const unused = typed?.remaining() ?? [];
  if (complete && unused.length > 0) {
    findings.push({
      code: 'unused-dice',
      severity: 'warning',
      message: `${unused.length} typed ${unused.length === 1 ? 'die was' : 'dice were'} not needed (${unused.join(', ')}).`,
      rule: null,
      path: 'dice',
    });
  }
  return {
    format: 'gwsh-scenario',
    version: 1,
    input,
    names,
    complete,
    nextRoll: complete ? null : recorder.needed(),
    steps,
    odds: scenarioOdds(tables, input),
    scenario: situation ? scenarioKindOf(situation) : null,
    situation,
    sides,
    notes: situation ? scenarioNotes(situation, input.period) : [],
    readings: [
      ...new Set([...steps.map((s) => s.reading), modifiers.a.reading, modifiers.b.reading].filter((r): r is Reading => r !== null)),
    ],
    alternativesTaken: taken,
    dice: recorder.log().map((d) => d.value),
    findings,
  };
}
