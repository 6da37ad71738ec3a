/**
 * The fire-missions page's form (GWSH 8.2.1, 8.2.2, 6.1.1): the game and the regiments as typed, read
 * into the engine's plan with one sentence per bad calibre. The page keeps only the form.
 */
import { parseWholeNumber } from '../../forms/wholeNumber.ts';
import type { Alternatives } from '../../reading.ts';
import { fireMissionPlan, type ArtilleryRegiment, type FireMissionPlan, type FireMissionTables } from './fireMissions.ts';
import { rolesOf, scenarioKinds, type GameRole, type ScenarioKind } from './gameKinds.ts';
import { isFields, isOneOf, isShortText, isYear } from '../../forms/keptForm.ts';

export interface RegimentForm {
  /** Keeps a row's identity while others are added or removed. */
  key: number;
  name: string;
  /** Calibre in millimetres, as typed. */
  calibre: string;
  offTable: boolean;
  singleSupportStand: boolean;
}

export interface FireMissionsForm {
  scenario: ScenarioKind;
  role: GameRole | null;
  year: number;
  regiments: RegimentForm[];
}

export const initialFireMissionsForm: FireMissionsForm = {
  scenario: 'attack-defence',
  role: 'attacker',
  year: 1917,
  regiments: [
    { key: 1, name: 'Field artillery', calibre: '77', offTable: true, singleSupportStand: false },
    { key: 2, name: 'Heavy artillery', calibre: '150', offTable: true, singleSupportStand: false },
  ],
};

/** A new regiment row: 77mm on table, the commonest field gun. */
export const newRegiment = (key: number): RegimentForm => ({ key, name: '', calibre: '77', offTable: false, singleSupportStand: false });

/** A scenario changes the roles a side can take (7.0): the first of them, or none in a mutual encounter. */
export const withScenario = (form: FireMissionsForm, scenario: ScenarioKind): FireMissionsForm => ({
  ...form,
  scenario,
  role: rolesOf[scenario][0] ?? null,
});

/** The roles a side can take in the form's scenario. */
export const rolesFor = (scenario: ScenarioKind): GameRole[] => rolesOf[scenario].filter((r): r is GameRole => r !== null);

export interface FireMissionsView {
  /** One sentence per calibre that is not a whole number of millimetres from 1 to 1000. */
  errors: string[];
  /** Null until every calibre reads. */
  plan: FireMissionPlan | null;
}

/** `alternatives`: the readings the event's rules pack takes the other way. */
export function readFireMissionsForm(tables: FireMissionTables, form: FireMissionsForm, alternatives?: Alternatives): FireMissionsView {
  const parsed = form.regiments.map((r, i) => ({ form: r, calibre: parseWholeNumber(r.calibre, `Regiment ${i + 1}: calibre`, 1, 1000) }));
  const errors = parsed.flatMap((p) => (p.calibre.ok ? [] : [p.calibre.message]));
  if (errors.length > 0) return { errors, plan: null };
  const regiments: ArtilleryRegiment[] = parsed.map(({ form: r, calibre }, i) => ({
    name: r.name.trim() || `Regiment ${i + 1}`,
    calibreMm: calibre.ok ? calibre.value : 0,
    offTable: r.offTable,
    singleSupportStand: r.singleSupportStand,
  }));
  return { errors, plan: fireMissionPlan(tables, regiments, { scenario: form.scenario, role: form.role, year: form.year, alternatives }) };
}

const MAX_KEPT_REGIMENTS = 50;

/** A form the page kept (keptForm.ts), or null when it does not read as one. */
export function fireMissionsFormFrom(json: unknown): FireMissionsForm | null {
  if (!isFields(json) || !isOneOf(scenarioKinds, json.scenario) || !isYear(json.year) || !Array.isArray(json.regiments)) return null;
  if (json.regiments.length > MAX_KEPT_REGIMENTS) return null;
  const regiments: RegimentForm[] = [];
  for (const r of json.regiments as unknown[]) {
    if (!isFields(r) || !Number.isInteger(r.key) || !isShortText(r.name, 60) || !isShortText(r.calibre, 10)) return null;
    if (typeof r.offTable !== 'boolean' || typeof r.singleSupportStand !== 'boolean') return null;
    regiments.push({
      key: r.key as number,
      name: r.name,
      calibre: r.calibre,
      offTable: r.offTable,
      singleSupportStand: r.singleSupportStand,
    });
  }
  const roles = rolesFor(json.scenario);
  const role = isOneOf(roles, json.role) ? json.role : (roles[0] ?? null);
  return { scenario: json.scenario, role, year: json.year, regiments };
}
