/**
 * The "1916" setup sheet (Basic Game Setup): for both sides, from the dice rolled or typed in, the
 * pre-game barrages, on-call artillery, airstrikes, gas and extra heavy weapons, then the setup
 * proximity in yards and inches for each scale, the first lull turn and, optionally, one turn's lull
 * roll, with what a lull it brings allows, and the lull reinforcements. Any die not given yet leaves its
 * line waiting; nothing is guessed.
 */
import type { NationId } from '../data/schemas.ts';
import type { RollD6 } from '../dice/diceSources.ts';
import { checkedRoll } from '../dice/diceSources.ts';
import type { Finding } from '../findings.ts';
import {
  airstrikes,
  barrageModifiers,
  gasAvailability,
  onCallArtillery,
  preGameBarrages,
  type AirstrikeResult,
  type BarrageResult,
  type BattleType,
  type GasResult,
  type ModifierResult,
  type OnCallResult,
  type Role,
} from './barrages.ts';
import {
  columnChoiceFindings,
  extraHeavyWeapons,
  heavyWeaponCategories,
  type HeavyWeaponColumn,
  type HeavyWeaponRollResult,
} from './heavyWeapons.ts';
import { lullCheck, lullChanceBy, lullFeatures, type LullCheck, type LullFeature } from './lulls.ts';
import { checkYear } from './nations.ts';
import { setupProximity, type ProximityResult } from './proximity.ts';
import { reinforcements, type ReinforcementResult } from './reinforcements.ts';
import type { SetupTables } from './setupTables.ts';

export const ROLES: readonly Role[] = ['attacker', 'defender'];

export interface HeavyWeaponEntry {
  /** Stable key for the form: the recommendation id, or "own-<n>" for a category of the player's own. */
  key: string;
  /** The recommendation row, or null for the player's own category. */
  categoryId: string | null;
  label: string;
  column: HeavyWeaponColumn;
  die: number | null;
}

export interface SideInput {
  nation: NationId;
  /** The side's own sub-units on the battlefield. */
  subUnits: number;
  dice: { barrage: number | null; onCall: number | null; airstrike: number | null; gas: number | null };
  heavyWeapons: HeavyWeaponEntry[];
  /** Optional lull reinforcement die. */
  reinforcementDie: number | null;
}

export interface SetupSheetInput {
  year: number;
  battleType: BattleType;
  terrainId: string;
  proximityDie: number | null;
  attacker: SideInput;
  defender: SideInput;
  /** Optional: one turn's lull roll. */
  lull: { turn: number; die: number | null } | null;
}

export interface HeavyWeaponLine {
  key: string;
  label: string;
  column: HeavyWeaponColumn;
  recommendedColumn: HeavyWeaponColumn | null;
  result: HeavyWeaponRollResult | null;
}

export interface SideSheet {
  role: Role;
  nation: NationId;
  subUnits: number;
  modifiers: ModifierResult;
  barrage: BarrageResult | null;
  onCall: OnCallResult | null;
  airstrikes: AirstrikeResult | null;
  gas: GasResult | null;
  heavyWeapons: HeavyWeaponLine[];
  reinforcements: ReinforcementResult | null;
}

export interface DefenceRolls {
  subUnitsPresent: number;
  /** Full twenties among the sub-units present: one roll per category for each. */
  fullTwenties: number;
  remainder: number;
}

export interface SetupSheet {
  year: number;
  battleType: BattleType;
  /** Both sides' sub-units together: what barrages and on-call artillery are multiplied by. */
  subUnitsPresent: number;
  attacker: SideSheet;
  defender: SideSheet;
  defenceRolls: DefenceRolls;
  proximity: ProximityResult | null;
  lull: {
    startTurn: number | null;
    check: LullCheck | null;
    chanceByCheckTurn: ReturnType<typeof lullChanceBy> | null;
    /** What may be done in the lull the check brought, from the lull features chart; null when it brought none. */
    features: LullFeature[] | null;
  };
  /** Dice still to roll or type, by form path ("attacker.barrage"). */
  waitingFor: string[];
  findings: Finding[];
}

const checkSubUnits = (n: number, role: Role) => {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`${role} sub-units must be a whole number of 0 or more, got ${n}`);
};

const at =
  (path: string) =>
  (f: Finding): Finding => ({ ...f, path: `${path}${f.path ? `.${f.path}` : ''}` });

export function setupSheet(tables: SetupTables, input: SetupSheetInput): SetupSheet {
  checkYear(input.year);
  ROLES.forEach((role) => checkSubUnits(input[role].subUnits, role));
  const subUnitsPresent = input.attacker.subUnits + input.defender.subUnits;
  const findings: Finding[] = [];
  const waitingFor: string[] = [];

  const side = (role: Role): SideSheet => {
    const s = input[role];
    const { year } = input;
    const wait = <T>(die: number | null, path: string, f: (die: number) => T): T | null => {
      if (die === null) {
        waitingFor.push(`${role}.${path}`);
        return null;
      }
      return f(die);
    };
    const modifiers = barrageModifiers(tables, s.nation, year);
    const barrage = wait(s.dice.barrage, 'barrage', (die) =>
      preGameBarrages(tables, { role, battleType: input.battleType, year, nation: s.nation, die, subUnitsPresent }),
    );
    const onCall = wait(s.dice.onCall, 'onCall', (die) => onCallArtillery(tables, { year, nation: s.nation, die, subUnitsPresent }));
    const air = wait(s.dice.airstrike, 'airstrike', (die) => airstrikes(tables, { role, year, die }));
    const gas = wait(s.dice.gas, 'gas', (die) => gasAvailability(tables, { year, nation: s.nation, die }));
    const categories = heavyWeaponCategories(tables, year, s.nation);
    const heavyWeapons = s.heavyWeapons.map((entry): HeavyWeaponLine => {
      const category = categories.find((c) => c.id === entry.categoryId);
      findings.push(...columnChoiceFindings(category, entry.column, `${role}.heavyWeapons.${entry.key}`));
      return {
        key: entry.key,
        label: entry.label,
        column: entry.column,
        recommendedColumn: category?.column ?? null,
        result: wait(entry.die, `heavyWeapons.${entry.key}`, (die) =>
          extraHeavyWeapons(tables, { column: entry.column, die, friendlySubUnits: s.subUnits }),
        ),
      };
    });
    const reinforcementResult = s.reinforcementDie === null ? null : reinforcements(tables, role, s.reinforcementDie);
    // Modifier findings are reported once per side, not once per roll that uses them.
    findings.push(...modifiers.findings.map(at(role)));
    for (const r of [barrage, air, gas])
      if (r) findings.push(...r.findings.filter((f) => f.code !== 'barrage-modifier-reconstructed').map(at(role)));
    return {
      role,
      nation: s.nation,
      subUnits: s.subUnits,
      modifiers,
      barrage,
      onCall,
      airstrikes: air,
      gas,
      heavyWeapons,
      reinforcements: reinforcementResult,
    };
  };

  const attacker = side('attacker');
  const defender = side('defender');

  if (subUnitsPresent === 0) {
    findings.push({
      code: 'no-sub-units',
      severity: 'warning',
      message: 'No sub-units are entered for either side, so every barrage and on-call figure is 0.',
      rule: 'barrages',
      path: 'subUnits',
    });
  }
  const defenceRolls = { subUnitsPresent, fullTwenties: Math.floor(subUnitsPresent / 20), remainder: subUnitsPresent % 20 };
  if (defenceRolls.remainder !== 0) {
    findings.push({
      code: 'defence-rolls-remainder',
      severity: 'info',
      message: `Defensive works are rolled once per 20 sub-units present: ${subUnitsPresent} sub-units make ${defenceRolls.fullTwenties} full twenties and ${defenceRolls.remainder} over, and the rules do not say whether a part twenty earns a roll.`,
      rule: 'defensive-positions',
      path: 'subUnits',
    });
  }

  let proximity: ProximityResult | null = null;
  if (input.proximityDie === null) waitingFor.push('proximity');
  else proximity = setupProximity(tables, input.terrainId, input.proximityDie);

  const startTurn = proximity?.lullStartTurn ?? null;
  let check: LullCheck | null = null;
  let chance = null;
  if (input.lull && startTurn !== null) {
    const due = input.lull.turn >= startTurn;
    if (due && input.lull.die === null) waitingFor.push('lull');
    else check = lullCheck(input.lull.turn, startTurn, due ? input.lull.die : null);
    chance = lullChanceBy(input.lull.turn, startTurn);
  }

  return {
    year: input.year,
    battleType: input.battleType,
    subUnitsPresent,
    attacker,
    defender,
    defenceRolls,
    proximity,
    lull: { startTurn, check, chanceByCheckTurn: chance, features: check?.length ? lullFeatures(tables.lullFeatures, check.length) : null },
    waitingFor,
    findings,
  };
}

/** The heavy weapon entries a side starts with: one per recommended category, on its recommended column. */
export function recommendedEntries(tables: SetupTables, year: number, nation: NationId): HeavyWeaponEntry[] {
  return heavyWeaponCategories(tables, year, nation).map((c) => ({
    key: c.id,
    categoryId: c.id,
    label: c.name,
    column: c.column,
    die: null,
  }));
}

/**
 * A side's heavy weapon entries after its year or nation changed: the new recommendations (keeping a
 * die or column already set for the same category) followed by the player's own categories.
 */
export function syncHeavyWeapons(
  tables: SetupTables,
  entries: readonly HeavyWeaponEntry[],
  year: number,
  nation: NationId,
): HeavyWeaponEntry[] {
  const recommended = recommendedEntries(tables, year, nation).map((fresh) => {
    const old = entries.find((e) => e.categoryId === fresh.categoryId);
    return old ? { ...fresh, column: old.column, die: old.die } : fresh;
  });
  return [...recommended, ...entries.filter((e) => e.categoryId === null)];
}

/** A new side with no dice yet. */
export function emptySide(tables: SetupTables, year: number, nation: NationId, subUnits: number): SideInput {
  return {
    nation,
    subUnits,
    dice: { barrage: null, onCall: null, airstrike: null, gas: null },
    heavyWeapons: recommendedEntries(tables, year, nation),
    reinforcementDie: null,
  };
}

/**
 * The input with every missing die rolled, in sheet order: proximity, then the attacker's and the
 * defender's barrage, on-call, airstrike, gas and heavy weapon dice, then the lull die if one is due.
 * Reinforcement dice are rolled only by `rollReinforcements`, as they are optional.
 */
export function rollMissingDice(input: SetupSheetInput, rollD6: RollD6): SetupSheetInput {
  const roll = (die: number | null) => die ?? checkedRoll(rollD6);
  const proximityDie = roll(input.proximityDie);
  const rollSide = (s: SideInput): SideInput => ({
    ...s,
    dice: { barrage: roll(s.dice.barrage), onCall: roll(s.dice.onCall), airstrike: roll(s.dice.airstrike), gas: roll(s.dice.gas) },
    heavyWeapons: s.heavyWeapons.map((e) => ({ ...e, die: roll(e.die) })),
  });
  const attacker = rollSide(input.attacker);
  const defender = rollSide(input.defender);
  const lull = input.lull && input.lull.turn >= proximityDie ? { ...input.lull, die: roll(input.lull.die) } : input.lull;
  return { ...input, proximityDie, attacker, defender, lull };
}
