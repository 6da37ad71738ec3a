/**
 * Checks that depend on where the game is fought (the list's `theatre`, front.ts): the Encounter list's
 * availability (3.0, list points table), defences bought with points where the main rules allocate them
 * (10.3), and the 1914 western-front Defend allowance of light entrenchments (3.0). With no front set,
 * the checks that would apply are named in one line instead (issue: never silently skipped).
 */
import type { Finding } from '../../findings.ts';
import { frontNames, isTrenchBound, type Front } from '../front.ts';
import type { GwshList } from './listFile.ts';
import { NO_ALTERNATIVES, takesAlternative, type Alternatives } from '../../reading.ts';
import {
  ALLOWANCE_FROM_TWO_LARGEST,
  INFANTRY_GUNS_INTEGRAL,
  STATIC_DEFENCES_NOT_BOUGHT,
  TRENCH_BOUND_FRONTS,
  WESTERN_FRONT_1914_LIGHT_ONLY,
  type ReadingRef,
} from './readings.ts';
import type { CostTables } from '../../data/tables/costTables.ts';
import { resolveGeneric } from './unitRows.ts';

const LIGHT = 'light-entrenchments';

/** What the front checks need to know about a brigade. */
export interface FrontBrigade {
  /** An infantry brigade (reading ALLOWANCE_FROM_TWO_LARGEST): not artillery, cavalry, armour or an HQ's group alone. */
  isInfantry: boolean;
  /** The brigade's own infantry-type stands (BrigadeFacts.infantryTypeStands): the ones the allowance entrenches. */
  infantryTypeStands: number;
  /** Its infantry gun stands, entrenched with it by reading INFANTRY_GUNS_INTEGRAL. */
  infantryGuns: number;
}

export interface FrontCheck {
  findings: Finding[];
  readings: ReadingRef[];
}

type Works = { id: string; name: string; count: number; path: string };

/** The field works (not gas) a list buys, with their place in the file. */
function fieldWorks(list: GwshList, tables: Pick<CostTables, 'genericTroops'>): Works[] {
  return (list.defences ?? []).flatMap((d, i) => {
    const row = resolveGeneric(tables, d.item);
    return row?.category === 'defence' && d.count > 0 ? [{ id: d.item, name: row.ref.name, count: d.count, path: `defences[${i}]` }] : [];
  });
}

/**
 * GWSH 3.0 (reading ALLOWANCE_FROM_TWO_LARGEST): the infantry-type stands of the list's two largest infantry
 * brigades, their fighting, HQ and support stands, counted the same however the list groups its stands (a
 * Division HQ or field guns listed inside a regiment add nothing); their infantry guns too, by reading
 * INFANTRY_GUNS_INTEGRAL unless the event takes its alternative (`gunsIntegral` false).
 */
export function westernFront1914Allowance(brigades: readonly FrontBrigade[], gunsIntegral = true): number {
  const sizes = brigades
    .filter((b) => b.isInfantry)
    .map((b) => b.infantryTypeStands + (gunsIntegral ? b.infantryGuns : 0))
    .sort((a, b) => b - a);
  return (sizes[0] ?? 0) + (sizes[1] ?? 0);
}

function skipped(list: GwshList, works: Works[]): Finding[] {
  const would: string[] = [];
  if (list.list === 'encounter') would.push('whether the Encounter list exists there (3.0)');
  if (works.length > 0) would.push('whether defences are bought with points there (10.3)');
  if (works.length > 0 && list.list === 'defend' && list.year === 1914) would.push('the 1914 western-front Defend allowance (3.0)');
  if (would.length === 0) return [];
  return [
    {
      code: 'front-not-set',
      severity: 'warning',
      rule: '3.0',
      path: 'theatre',
      message: `No front is set, so these checks were skipped: ${would.join('; ')}. Set the front to run them.`,
      undecided: true,
    },
  ];
}

function encounterFindings(list: GwshList, where: Front): Finding[] {
  if (list.list !== 'encounter' || !isTrenchBound(where, list.year)) return [];
  return [
    {
      code: 'encounter-not-available',
      severity: 'error',
      rule: '3.0',
      path: 'list',
      message: `There is no Encounter list on this front (${frontNames[where]}, ${list.year}): trench lines constrict the fighting, so only Attack and Defend lists are used.`,
    },
  ];
}

/** GWSH 10.3 (reading STATIC_DEFENCES_NOT_BOUGHT): in the static periods defences come from the main rules (15.0–18.0), not from points. */
function staticDefenceFindings(list: GwshList, where: Front, works: Works[], alternatives: Alternatives): FrontCheck {
  if (works.length === 0 || list.list === 'encounter' || !isTrenchBound(where, list.year)) return { findings: [], readings: [] };
  const asAdvice = takesAlternative(alternatives, STATIC_DEFENCES_NOT_BOUGHT);
  const finding: Finding = {
    code: 'defences-from-main-rules',
    severity: asAdvice ? 'info' : 'error',
    rule: '10.3',
    path: 'defences',
    reading: STATIC_DEFENCES_NOT_BOUGHT.id,
    message: `On this front in ${list.year} the main rules (sections 15 to 18) allocate defences${asAdvice ? '; the event also allows these, bought with points.' : ", not the list's points: leave out the field works bought here."}`,
  };
  return { findings: [finding], readings: [STATIC_DEFENCES_NOT_BOUGHT] };
}

/** GWSH 3.0: a 1914 western-front Defend list may buy light entrenchments for two infantry brigades. */
function westernFront1914Findings(
  list: GwshList,
  works: Works[],
  brigades: readonly FrontBrigade[],
  alternatives: Alternatives,
): FrontCheck {
  const findings: Finding[] = [];
  const readings: ReadingRef[] = [];
  const light = works.filter((w) => w.id === LIGHT).reduce((n, w) => n + w.count, 0);
  if (light > 0 && list.part === 'basic') {
    readings.push(ALLOWANCE_FROM_TWO_LARGEST);
    // Infantry guns count by INFANTRY_GUNS_INTEGRAL, which the list's readings name where it has any (costList.ts).
    const allowance = westernFront1914Allowance(brigades, !takesAlternative(alternatives, INFANTRY_GUNS_INTEGRAL));
    if (light > allowance) {
      findings.push({
        code: 'entrenchment-allowance',
        severity: 'error',
        rule: '3.0',
        path: 'defences',
        message: `The list buys light entrenchments for ${light} stands; on the western front in 1914 a Defend list may entrench two infantry brigades, here ${allowance} stands.`,
      });
    }
  }
  const heavier = works.filter((w) => w.id !== LIGHT);
  if (heavier.length > 0) readings.push(WESTERN_FRONT_1914_LIGHT_ONLY);
  // The alternative (an event's choice) lets such a list buy every work of 10.3's price list.
  if (takesAlternative(alternatives, WESTERN_FRONT_1914_LIGHT_ONLY)) return { findings, readings };
  for (const w of heavier) {
    findings.push({
      code: 'western-front-1914-light-only',
      severity: 'error',
      rule: '3.0',
      path: w.path,
      message: `On the western front in 1914 a Defend list buys light entrenchments only (as read here), not ${w.name}.`,
      reading: WESTERN_FRONT_1914_LIGHT_ONLY.id,
    });
  }
  return { findings, readings };
}

export function frontChecks(
  list: GwshList,
  brigades: readonly FrontBrigade[],
  tables: Pick<CostTables, 'genericTroops'>,
  alternatives: Alternatives = NO_ALTERNATIVES,
): FrontCheck {
  const works = fieldWorks(list, tables);
  const where = list.theatre;
  if (!where) return { findings: skipped(list, works), readings: [] };
  const wf1914Defend = where === 'western-front' && list.year === 1914 && list.list === 'defend';
  const wf1914 = wf1914Defend ? westernFront1914Findings(list, works, brigades, alternatives) : { findings: [], readings: [] };
  const statics = staticDefenceFindings(list, where, works, alternatives);
  const findings = [...encounterFindings(list, where), ...statics.findings, ...wf1914.findings];
  const frontMatters = list.list === 'encounter' || works.length > 0;
  return { findings, readings: [...(frontMatters ? [TRENCH_BOUND_FRONTS] : []), ...statics.readings, ...wf1914.readings] };
}
