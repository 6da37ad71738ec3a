/**
 * GWSH 8.2.1, 8.2.2 and 6.1.1: the fire missions of each artillery or heavy mortar regiment, on or off
 * table: 10 for guns of 90mm or less, 5 for larger calibres, unlimited for a single brigade-level
 * support stand (no more than one stand of that calibre in its brigade or regiment). The attacker in an
 * attack-defence game may pre-plan up to 6 of them per off-table regiment (5 over 90mm); smoke is two
 * rounds of fire per regiment; gas only in attack-defence games. Numbers come from the published tables.
 */
import type { TableOf } from '../../data/parseTable.ts';
import type { Finding } from '../../findings.ts';
import { SINGLE_STAND_PRE_PLANNING } from './gameDayReadings.ts';
import { NO_ALTERNATIVES, takesAlternative, type Alternatives, type Reading } from '../../reading.ts';
import type { GameRole, ScenarioKind } from './gameFile.ts';

/** One regiment as the fire-missions form reads it (fireMissionsForm.ts checks each field). */
export interface ArtilleryRegiment {
  name?: string;
  /** Calibre of the regiment's guns or mortars in millimetres. */
  calibreMm: number;
  offTable: boolean;
  /** A single support stand at brigade level, the only one of its calibre there: unlimited missions. */
  singleSupportStand?: boolean;
}

export interface FireMissionContext {
  scenario: ScenarioKind;
  role: GameRole | null;
  /** Year of the game; gas for the defender needs counter-battery fire, which starts in 1915. */
  year?: number;
  /** Readings whose alternative the event chose (its rules pack): SINGLE_STAND_PRE_PLANNING's. */
  alternatives?: Alternatives;
}

/** The fire-missions and ammunition-limits tables (8.2.1), which the page passes in. */
export interface FireMissionTables {
  fireMissions: TableOf<'fire-missions'>;
  ammunitionLimits: TableOf<'ammunition-limits'>;
}

type FireMissionRow = FireMissionTables['fireMissions']['rows'][number];

/** The fire-mission table row for a calibre: "90mm or less" or "larger calibre". */
export function fireMissionRow(tables: FireMissionTables, calibreMm: number): FireMissionRow {
  if (!(calibreMm > 0)) throw new RangeError(`calibre must be a positive number of millimetres, got ${calibreMm}`);
  const bounded = tables.fireMissions.rows
    .filter((r): r is FireMissionRow & { maxCalibreMm: number } => r.maxCalibreMm !== null)
    .sort((x, y) => x.maxCalibreMm - y.maxCalibreMm)
    .find((r) => calibreMm <= r.maxCalibreMm);
  const row = bounded ?? tables.fireMissions.rows.find((r) => r.maxCalibreMm === null);
  if (!row) throw new Error('fire-missions table has no row for larger calibres');
  return row;
}

/** 6.1.1: the pre-planned missions allowed per off-table regiment, by calibre band. */
export function prePlannedPerRegiment(tables: FireMissionTables): { upTo90mm: number; larger: number } {
  return { upTo90mm: fireMissionRow(tables, 90).prePlanned, larger: fireMissionRow(tables, 91).prePlanned };
}

function ammunition(tables: FireMissionTables, id: 'smoke' | 'gas-attacker' | 'gas-defender'): number {
  const row = tables.ammunitionLimits.rows.find((r) => r.id === id);
  if (!row) throw new Error(`ammunition-limits table has no "${id}" row`);
  return row.value;
}

export interface GasAllowance {
  allowed: boolean;
  maxMissions: number;
  uses: 'pre-planned or counter-battery' | 'counter-battery only' | null;
  message: string;
  rule: string;
}

const gasByYear = 'Which gas is available in which year is set by the main rulebook, rule 8.9.2.5.';

/** 8.2.1: gas only in attack-defence games: the attacker 6 missions in all, the defender 3 for counter-battery. */
export function gasAllowance(tables: FireMissionTables, scenario: ScenarioKind, role: GameRole | null, year?: number): GasAllowance {
  if (scenario === 'attack-defence' && role === 'attacker') {
    const max = ammunition(tables, 'gas-attacker');
    return {
      allowed: true,
      maxMissions: max,
      uses: 'pre-planned or counter-battery',
      message: `Up to ${max} gas fire missions in total, pre-planned or counter-battery. ${gasByYear}`,
      rule: '8.2.1',
    };
  }
  if (scenario === 'attack-defence' && role === 'defender') {
    const max = ammunition(tables, 'gas-defender');
    if (year !== undefined && year < 1915) {
      return {
        allowed: false,
        maxMissions: 0,
        uses: null,
        message: 'The defender may use gas only for counter-battery fire, which starts in 1915 (8.2.3), so none in 1914.',
        rule: '8.2.1',
      };
    }
    return {
      allowed: true,
      maxMissions: max,
      uses: 'counter-battery only',
      message: `Up to ${max} gas fire missions, for counter-battery fire only. ${gasByYear}`,
      rule: '8.2.1',
    };
  }
  return { allowed: false, maxMissions: 0, uses: null, message: 'Gas is used only in attack-defence games.', rule: '8.2.1' };
}

export interface RegimentMissions {
  index: number;
  name: string;
  calibreMm: number;
  offTable: boolean;
  singleSupportStand: boolean;
  /** The fire-missions table row used. */
  rowId: string;
  /** Fire missions for the game; null means unlimited. */
  fireMissions: number | null;
  /** How many of them may be pre-planned; 0 where pre-planning is not allowed; null: unlimited. */
  prePlanned: number | null;
  smokeRounds: number;
  message: string;
}

export interface FireMissionPlan {
  regiments: RegimentMissions[];
  /** Sum over the regiments; null when any has unlimited missions. */
  totalFireMissions: number | null;
  /** Null when any regiment may pre-plan without limit. */
  totalPrePlanned: number | null;
  totalSmokeRounds: number;
  gas: GasAllowance;
  prePlanning: { allowed: boolean; message: string; rule: string };
  findings: Finding[];
  /** The readings taken the other way, as the event chose. */
  alternativesTaken: Reading[];
}

function prePlanningFor(ctx: FireMissionContext): FireMissionPlan['prePlanning'] {
  if (ctx.scenario !== 'attack-defence')
    return { allowed: false, message: 'Artillery cannot be pre-planned in an encounter.', rule: '6.2' };
  if (ctx.role !== 'attacker') return { allowed: false, message: 'The defender cannot pre-plan artillery fire.', rule: '6.1.2' };
  return {
    allowed: true,
    message: 'The attacker may pre-plan fire from any off-table artillery regiment; pre-planned missions count towards its total.',
    rule: '6.1.1',
  };
}

/** Whether an event's choice of SINGLE_STAND_PRE_PLANNING can change this plan: a single stand off table may pre-plan. */
export const alternativesCanChange = (plan: FireMissionPlan): boolean =>
  plan.prePlanning.allowed && plan.regiments.some((r) => r.singleSupportStand && r.offTable);

/** The fire missions, pre-planning, smoke and gas of a side's artillery. */
export function fireMissionPlan(
  tables: FireMissionTables,
  regiments: readonly ArtilleryRegiment[],
  ctx: FireMissionContext,
): FireMissionPlan {
  const prePlanning = prePlanningFor(ctx);
  const smoke = ammunition(tables, 'smoke');
  const findings: Finding[] = [];
  // The event's alternative of SINGLE_STAND_PRE_PLANNING: a single stand pre-plans without limit, as on table.
  const unlimitedSingle = takesAlternative(ctx.alternatives ?? NO_ALTERNATIVES, SINGLE_STAND_PRE_PLANNING);
  const rows = regiments.map((r, index): RegimentMissions => {
    const row = fireMissionRow(tables, r.calibreMm);
    const fireMissions = r.singleSupportStand ? null : row.fireMissions;
    const canPrePlan = prePlanning.allowed && r.offTable;
    const prePlanned = !canPrePlan
      ? 0
      : fireMissions !== null
        ? Math.min(row.prePlanned, fireMissions)
        : unlimitedSingle
          ? null
          : row.prePlanned;
    const name = r.name?.trim() || `Regiment ${index + 1}`;
    const missions =
      fireMissions === null
        ? 'unlimited fire missions (a single brigade-level support stand)'
        : `${fireMissions} fire missions (${row.name.toLowerCase()})`;
    const plan = canPrePlan
      ? prePlanned === null
        ? "any of them pre-planned (the event's reading)"
        : `up to ${prePlanned} of them pre-planned`
      : prePlanning.allowed
        ? 'none pre-planned: only off-table artillery can pre-plan (8.2.2)'
        : 'none pre-planned';
    return {
      index,
      name,
      calibreMm: r.calibreMm,
      offTable: r.offTable,
      singleSupportStand: r.singleSupportStand ?? false,
      rowId: row.id,
      fireMissions,
      prePlanned,
      smokeRounds: smoke,
      message: `${name} (${r.calibreMm}mm, ${r.offTable ? 'off' : 'on'} table): ${missions}, ${plan}; smoke, when available, ${smoke} rounds of fire.`,
    };
  });
  const singleOffTable = rows.some((r) => r.singleSupportStand && r.offTable && prePlanning.allowed);
  if (singleOffTable && !unlimitedSingle) {
    // The code is written out (it is SINGLE_STAND_PRE_PLANNING.id) so the rule register's test reads it.
    findings.push({ code: 'single-stand-pre-planning', severity: 'info', message: SINGLE_STAND_PRE_PLANNING.explanation, rule: '8.2.1' });
  }
  const limited = rows.every((r) => r.fireMissions !== null);
  return {
    regiments: rows,
    totalFireMissions: limited ? rows.reduce((s, r) => s + (r.fireMissions ?? 0), 0) : null,
    totalPrePlanned: rows.some((r) => r.prePlanned === null) ? null : rows.reduce((s, r) => s + r.prePlanned!, 0),
    totalSmokeRounds: rows.reduce((s, r) => s + r.smokeRounds, 0),
    gas: gasAllowance(tables, ctx.scenario, ctx.role, ctx.year),
    prePlanning,
    findings,
    alternativesTaken: singleOffTable && unlimitedSingle ? [SINGLE_STAND_PRE_PLANNING] : [],
  };
}
