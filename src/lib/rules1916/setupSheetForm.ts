/**
 * The "1916" setup sheet's form (form input is engine input): what the player typed, read into
 * the input of setupSheet.ts with a message for each bad field, and the edits the page makes to it
 * (year, nation, rolling the empty dice with the engine's rollMissingDice, clearing them). The island
 * holds the form and calls these; the tests and fuzzers call the same functions.
 */
import type { NationId } from '../data/schemas.ts';
import type { RollD6 } from '../dice/diceSources.ts';
import type { BattleType, Role } from './barrages.ts';
import type { HeavyWeaponColumn } from './heavyWeapons.ts';
import { parseCountText, parseDieText, parseTurnText } from './inputs.ts';
import type { SetupTables } from './setupTables.ts';
import {
  ROLES,
  rollMissingDice,
  setupSheet,
  syncHeavyWeapons,
  type SetupSheet,
  type SetupSheetInput,
  type SideSheet,
} from './setupSheet.ts';

export { ROLES };
export const ROLE_LABEL: Readonly<Record<Role, string>> = { attacker: 'Attacker', defender: 'Defender' };
export const DICE = [
  { key: 'barrage', label: 'Barrage die' },
  { key: 'onCall', label: 'On-call artillery die' },
  { key: 'airstrike', label: 'Airstrike die' },
  { key: 'gas', label: 'Gas die' },
] as const;
export type DieKey = (typeof DICE)[number]['key'];

export interface HeavyForm {
  key: string;
  categoryId: string | null;
  label: string;
  column: HeavyWeaponColumn;
  dieText: string;
}

export interface SideForm {
  nation: NationId;
  subUnitsText: string;
  dice: Record<DieKey, string>;
  heavy: HeavyForm[];
  reinforcementText: string;
}

export interface SetupForm {
  year: number;
  battleType: BattleType;
  terrainId: string;
  proximityText: string;
  lullTurnText: string;
  lullDieText: string;
  attacker: SideForm;
  defender: SideForm;
}

/** The heavy-weapon rows for a year and nation, keeping the dice already typed for rows that stay. */
export const heavyFrom = (tables: SetupTables, year: number, nation: NationId, old: readonly HeavyForm[]): HeavyForm[] =>
  syncHeavyWeapons(
    tables,
    old.map((h) => ({ key: h.key, categoryId: h.categoryId, label: h.label, column: h.column, die: null })),
    year,
    nation,
  ).map((e) => ({ ...e, dieText: old.find((h) => h.key === e.key)?.dieText ?? '' }));

export const newSide = (tables: SetupTables, year: number, nation: NationId, subUnits: number): SideForm => ({
  nation,
  subUnitsText: String(subUnits),
  dice: { barrage: '', onCall: '', airstrike: '', gas: '' },
  heavy: heavyFrom(tables, year, nation, []),
  reinforcementText: '',
});

export const initialSetupForm = (tables: SetupTables): SetupForm => ({
  year: 1916,
  battleType: 'local-attack',
  terrainId: 'open-terrain',
  proximityText: '',
  lullTurnText: '',
  lullDieText: '',
  attacker: newSide(tables, 1916, 'british-empire', 20),
  defender: newSide(tables, 1916, 'germany', 15),
});

export interface ReadSetupForm {
  /** One sentence per bad field, keyed by its path ("attacker.barrage", "lull.turn"). */
  errors: Record<string, string>;
  /** The engine's input; bad dice count as not given. Null when a side's sub-units are unreadable. */
  input: SetupSheetInput | null;
  sheet: SetupSheet | null;
}

/** Parses the form; bad fields get a message and count as not given. */
export function readSetupForm(tables: SetupTables, form: SetupForm): ReadSetupForm {
  const errors: Record<string, string> = {};
  const die = (text: string, field: string, path: string) => {
    const r = parseDieText(text, field);
    if (r.ok) return r.value;
    errors[path] = r.message;
    return null;
  };
  const side = (role: Role) => {
    const s = form[role];
    const count = parseCountText(s.subUnitsText, `${ROLE_LABEL[role]} sub-units`);
    if (!count.ok) errors[`${role}.subUnits`] = count.message;
    return {
      nation: s.nation,
      subUnits: count.ok ? count.value : 0,
      dice: Object.fromEntries(
        DICE.map((d) => [d.key, die(s.dice[d.key], `${ROLE_LABEL[role]} ${d.label.toLowerCase()}`, `${role}.${d.key}`)]),
      ) as Record<DieKey, number | null>,
      heavyWeapons: s.heavy.map((h) => ({
        key: h.key,
        categoryId: h.categoryId,
        label: h.label,
        column: h.column,
        die: die(h.dieText, `${ROLE_LABEL[role]} ${h.label} die`, `${role}.heavyWeapons.${h.key}`),
      })),
      reinforcementDie: die(s.reinforcementText, `${ROLE_LABEL[role]} reinforcement die`, `${role}.reinforcement`),
    };
  };
  const attacker = side('attacker');
  const defender = side('defender');
  const proximityDie = die(form.proximityText, 'Proximity die', 'proximity');
  let lull: { turn: number; die: number | null } | null = null;
  if (form.lullTurnText.trim() !== '') {
    const turn = parseTurnText(form.lullTurnText, 'Lull check turn');
    if (turn.ok) lull = { turn: turn.value, die: die(form.lullDieText, 'Lull die', 'lull') };
    else errors['lull.turn'] = turn.message;
  }
  const countsOk = !errors['attacker.subUnits'] && !errors['defender.subUnits'];
  const input = { year: form.year, battleType: form.battleType, terrainId: form.terrainId, proximityDie, attacker, defender, lull };
  return { errors, input: countsOk ? input : null, sheet: countsOk ? setupSheet(tables, input) : null };
}

/** The form with a new year: each side's heavy-weapon rows follow it. */
export const withYear = (tables: SetupTables, form: SetupForm, year: number): SetupForm => ({
  ...form,
  year,
  attacker: { ...form.attacker, heavy: heavyFrom(tables, year, form.attacker.nation, form.attacker.heavy) },
  defender: { ...form.defender, heavy: heavyFrom(tables, year, form.defender.nation, form.defender.heavy) },
});

/** The form with a side's nation changed, its heavy-weapon rows following it. */
export const withNation = (tables: SetupTables, form: SetupForm, role: Role, nation: NationId): SetupForm => ({
  ...form,
  [role]: { ...form[role], nation, heavy: heavyFrom(tables, form.year, nation, form[role].heavy) },
});

const filled = (text: string, value: number | null) => (text.trim() === '' && value !== null ? String(value) : text);

/**
 * "Roll the empty setup dice": the engine's rollMissingDice decides what is rolled (the lull die too,
 * when one is due); only fields the player left empty are filled, so a typed or mistyped die is kept.
 */
export function rollEmptyDice(tables: SetupTables, form: SetupForm, rollD6: RollD6): SetupForm {
  const { input } = readSetupForm(tables, form);
  if (!input) return form;
  // A mistyped die reads as null, but it is the player's to correct: roll for empty fields only.
  const keep = (text: string, die: number | null) => (text.trim() === '' ? null : (die ?? 0));
  const typed: SetupSheetInput = {
    ...input,
    proximityDie: keep(form.proximityText, input.proximityDie),
    attacker: {
      ...input.attacker,
      dice: sideDice(form.attacker, input.attacker.dice, keep),
      heavyWeapons: input.attacker.heavyWeapons.map((h, i) => ({ ...h, die: keep(form.attacker.heavy[i]!.dieText, h.die) })),
    },
    defender: {
      ...input.defender,
      dice: sideDice(form.defender, input.defender.dice, keep),
      heavyWeapons: input.defender.heavyWeapons.map((h, i) => ({ ...h, die: keep(form.defender.heavy[i]!.dieText, h.die) })),
    },
    lull: input.lull && { ...input.lull, die: keep(form.lullDieText, input.lull.die) },
  };
  const rolled = rollMissingDice(typed, rollD6);
  const side = (s: SideForm, r: SetupSheetInput['attacker']): SideForm => ({
    ...s,
    dice: Object.fromEntries(DICE.map((d) => [d.key, filled(s.dice[d.key], r.dice[d.key])])) as Record<DieKey, string>,
    heavy: s.heavy.map((h, i) => ({ ...h, dieText: filled(h.dieText, r.heavyWeapons[i]!.die) })),
  });
  return {
    ...form,
    proximityText: filled(form.proximityText, rolled.proximityDie),
    lullDieText: rolled.lull ? filled(form.lullDieText, rolled.lull.die) : form.lullDieText,
    attacker: side(form.attacker, rolled.attacker),
    defender: side(form.defender, rolled.defender),
  };
}

function sideDice(
  s: SideForm,
  dice: Record<DieKey, number | null>,
  keep: (text: string, die: number | null) => number | null,
): Record<DieKey, number | null> {
  return Object.fromEntries(DICE.map((d) => [d.key, keep(s.dice[d.key], dice[d.key])])) as Record<DieKey, number | null>;
}

/** Every die emptied, the rest of the form kept. */
export function clearDice(form: SetupForm): SetupForm {
  const side = (s: SideForm): SideForm => ({
    ...s,
    dice: { barrage: '', onCall: '', airstrike: '', gas: '' },
    heavy: s.heavy.map((h) => ({ ...h, dieText: '' })),
    reinforcementText: '',
  });
  return { ...form, proximityText: '', lullDieText: '', attacker: side(form.attacker), defender: side(form.defender) };
}

/** One line for the live region: what each side gets so far, and the proximity. */
export function setupSummary(sheet: SetupSheet | null): string {
  if (!sheet) return 'Enter both sides’ sub-units to see the results.';
  const side = (s: SideSheet) =>
    `${ROLE_LABEL[s.role]}: ${s.barrage ? `${s.barrage.barrages.total} barrages` : 'barrages waiting'}, ${s.onCall ? `${s.onCall.onCall.total} on-call` : 'on-call waiting'}, ${s.airstrikes ? `${s.airstrikes.airstrikes} airstrikes` : 'airstrikes waiting'}, ${s.gas ? (s.gas.available ? 'gas available' : 'no gas') : 'gas waiting'}.`;
  const proximity = sheet.proximity
    ? ` Proximity ${sheet.proximity.yards} yards; lull rolls from turn ${sheet.proximity.lullStartTurn}.`
    : ' Proximity waiting.';
  return `${side(sheet.attacker)} ${side(sheet.defender)}${proximity}`;
}
