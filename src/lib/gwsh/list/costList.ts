/**
 * Costs a `gwsh-list` (GWSH 3.0, 9.0, 10.0–10.5): every brigade with its arithmetic, aircraft and defences
 * unmultiplied, the total against the list's limit, and every rule problem as a finding. Warn, never
 * block: whatever can be costed is costed, and nothing in the list is dropped.
 */
import { didYouMean } from '../../closestName.ts';
import { dataVersion } from '../../data/dataVersion.ts';
import { errorsOf, notesOf, warningsOf, type Finding } from '../../findings.ts';
import { add, compare, percent, points, subtract, sum, type Points } from '../../points/exact.ts';
import { rowHref } from '../../data/links.ts';
import { costAircraft, type AircraftCheck } from './aircraft.ts';
import { artilleryGradeFindings, foosOutsideArtillery, type GradedBrigade } from './artilleryGrade.ts';
import { costBrigade, type BrigadeContext, type BrigadeCost, type CostedBrigade } from './brigadeCost.ts';
import { plain, type ItemsCost } from './costLines.ts';
import { costDefences } from './defences.ts';
import { commandGroup, commandWithAssets, countedBrigades, divisionHqFindings } from './divisionHq.ts';
import { frontChecks } from './frontChecks.ts';
import { DASH_READING_ID, nationAtWar } from './nationAtWar.ts';
import type { GwshList } from './listFile.ts';
import type { ListPart } from './listFormat.ts';
import { qualityGroupOf } from './quality.ts';
import {
  ANY_GROUP_IS_A_BRIGADE,
  INFANTRY_GUNS_INTEGRAL,
  ARTILLERY_BRIGADE,
  FOO_GRADE_OF_ITS_OWN,
  FOO_IS_A_GROUND_UNIT,
  FOO_OFF_TABLE_WITH_ITS_BRIGADE,
  GAS_BOUGHT_AS_SUPPORT,
  HQ_COSTED_ZERO,
  HQ_GROUP_NOT_A_BRIGADE,
  OFF_TABLE_AFTER_QUALITY,
  TOTALS_COMPARED_EXACTLY,
  RANDOM_GRADE_MULTIPLIER,
  TURKISH_1918_ARABS_ONE_ROW,
  TURKISH_ARABS_ROW_ID,
  UNMULTIPLIED_WHEN_NO_MULTIPLIER,
  type ReadingRef,
} from './readings.ts';
import { resolveGeneric } from './unitRows.ts';
import { NO_ALTERNATIVES, splitReadings, takesAlternative, type Alternatives } from '../../reading.ts';
import type { CostTables } from '../../data/tables/costTables.ts';

export interface CostOptions {
  /** The air-superiority maximum the player enters (10.4); absent: not checked. */
  maxAircraft?: number | null;
  /** Readings whose alternative the event chose (a rules pack); absent: the site's readings. */
  alternatives?: Alternatives;
}

export interface ListCost {
  /** The data version the list was costed with. */
  dataVersion: string;
  nation: { id: string; name: string; qualityGroup: { id: string; name: string } | null };
  year: number;
  list: GwshList['list'];
  part: ListPart;
  total: number;
  totalText: string;
  /** Points allowed for this list and part (3.0); null where the table has none (Defend, Option B). */
  limit: number | null;
  limitText: string | null;
  /** Link to the list-points row the limit comes from. */
  limitHref: string;
  /** limit − total: negative when over; null without a limit. */
  remaining: number | null;
  brigades: BrigadeCost[];
  aircraft: AircraftCheck;
  defences: ItemsCost;
  findings: Finding[];
  errors: Finding[];
  warnings: Finding[];
  /** Findings that inform and ask nothing (a Small Brigade, an HQ's missing price). */
  notes: Finding[];
  /** Checks that decide the list and could not be made (Finding.undecided): while any stands, the list is not passed. */
  undecided: Finding[];
  /** The readings of unclear rules this result relied on, to show beside it (readings.ts). */
  readings: ReadingRef[];
  /** Readings this result relied on whose alternative the event chose (CostOptions.alternatives). */
  alternativesTaken: ReadingRef[];
}

const partField = { basic: 'basic', 'option-a': 'optionA', 'option-b': 'optionB' } as const;
const partName = { basic: 'basic list', 'option-a': 'Option A', 'option-b': 'Option B' } as const;

/** GWSH 3.0: the points allowed for a list and part; null where the table has "-". */
export function listLimit(
  tables: Pick<CostTables, 'listPoints'>,
  list: GwshList['list'],
  part: ListPart,
): { limit: number | null; name: string; href: string } {
  const row = tables.listPoints.rows.find((r) => r.id === list)!;
  return { limit: row[partField[part]], name: `${row.name}, ${partName[part]}`, href: rowHref(tables.listPoints, row.id) };
}

/** Whether a total over `limit` would be within it once rounded to the nearest whole point (halves up). */
function overOnlyUnrounded(total: Points, limit: number): boolean {
  return compare(total, points(limit)) > 0 && compare(total, add(points(limit), percent(50))) < 0;
}

function limitFindings(total: Points, limit: ReturnType<typeof listLimit>, alternatives: Alternatives): Finding[] {
  if (limit.limit === null) {
    return [
      {
        code: 'limit-not-available',
        severity: 'error',
        rule: '3.0',
        path: 'part',
        message: `The ${limit.name} does not exist: the list points table gives it no points.`,
      },
    ];
  }
  const over = subtract(total, points(limit.limit));
  if (compare(over, points(0)) <= 0) return [];
  // Reading TOTALS_COMPARED_EXACTLY: named where rounding the total would bring it within the limit; an
  // event that chose its alternative compares the rounded total.
  const byRounding = overOnlyUnrounded(total, limit.limit);
  if (byRounding && takesAlternative(alternatives, TOTALS_COMPARED_EXACTLY)) return [];
  return [
    {
      code: 'over-limit',
      severity: 'error',
      rule: '3.0',
      message:
        `The list costs ${plain(total).text} points, ${plain(over).text} over the ${limit.limit} allowed for the ${limit.name}` +
        (byRounding ? '; totals are compared exactly, and rounded to a whole point it would be within the limit.' : '.'),
      ...(byRounding && { reading: TOTALS_COMPARED_EXACTLY.id }),
    },
  ];
}

function listFindings(list: GwshList, known: boolean, nations: CostTables['nations']): Finding[] {
  const findings: Finding[] = [];
  if (!known) {
    findings.push({
      code: 'unknown-nation',
      severity: 'error',
      rule: '10.5.2',
      path: 'nation',
      message:
        `"${list.nation}" is not a nation with a troop cost table, so only generic troops can be costed.` +
        didYouMean(
          list.nation,
          nations.rows.map((n) => n.id),
        ),
    });
  }
  if (list.brigades.length === 0 && (list.aircraft ?? []).length === 0 && (list.defences ?? []).length === 0) {
    findings.push({ code: 'empty-list', severity: 'info', rule: null, message: 'The list is empty: add a brigade to start.' });
  }
  if (list.dataVersion !== undefined && list.dataVersion !== dataVersion) {
    findings.push({
      code: 'data-version-differs',
      severity: 'info',
      rule: null,
      path: 'dataVersion',
      message: `This list was built on data version ${list.dataVersion} and is costed here with data version ${dataVersion}.`,
    });
  }
  return findings;
}

/** Totals the stands that entrenchments could be bought for (10.5.1). */
function entrenchable(brigades: readonly CostedBrigade[]) {
  return {
    infantrySupport: brigades.reduce((n, b) => n + b.facts.infantrySupportStands, 0),
    onTableArtillery: brigades.reduce((n, b) => n + (b.view.offTable ? 0 : b.facts.artilleryStands), 0),
  };
}

/** Whether the list buys Turkey's "1918 Arabs/3rd line reserves" in another year, where the reading decides it. */
const buysArabsOutside1918 = (list: GwshList) =>
  list.nation === 'turkey' &&
  list.year !== 1918 &&
  list.brigades.some((b) => b.stands.some((s) => s.unit === TURKISH_ARABS_ROW_ID && s.count > 0));

const divisionBrigades = (brigades: readonly CostedBrigade[]) =>
  brigades.map((b) => ({ ...b.facts, standCount: b.view.standCount, offTable: b.view.offTable }));

/** 9.0's two brigades are there only by counting a group off the table (ANY_GROUP_IS_A_BRIGADE). */
function twoOnlyWithThinGroups(brigades: readonly CostedBrigade[]): boolean {
  const division = divisionBrigades(brigades);
  return countedBrigades(division, false, false) >= 2 && countedBrigades(division, false, true) < 2;
}

/** The readings of unclear rules that this list's result depends on. */
function readingsUsed(
  tables: CostTables,
  list: GwshList,
  brigades: readonly CostedBrigade[],
  graded: readonly GradedBrigade[],
  front: readonly ReadingRef[],
  total: Points,
  limit: number | null,
): ReadingRef[] {
  const isGas = (item: string) => resolveGeneric(tables, item)?.category === 'fire-mission';
  const used: [boolean, ReadingRef][] = [
    [brigades.some((b) => b.view.offTable), OFF_TABLE_AFTER_QUALITY],
    [brigades.some((b) => b.facts.hasFoo), FOO_IS_A_GROUND_UNIT],
    [brigades.some((b) => b.facts.hasFoo && b.view.offTable), FOO_OFF_TABLE_WITH_ITS_BRIGADE],
    [buysArabsOutside1918(list), TURKISH_1918_ARABS_ONE_ROW],
    [(list.defences ?? []).some((d) => isGas(d.item)), GAS_BOUGHT_AS_SUPPORT],
    [brigades.some((b) => b.view.grade === 'random'), RANDOM_GRADE_MULTIPLIER],
    [brigades.some((b) => b.view.isArtillery || b.facts.hasFoo), ARTILLERY_BRIGADE],
    [foosOutsideArtillery(graded).length > 0, FOO_GRADE_OF_ITS_OWN],
    [brigades.some((b) => b.view.qualityPercent === null), UNMULTIPLIED_WHEN_NO_MULTIPLIER],
    [brigades.some((b) => b.facts.divisionHqs + b.facts.corpsHqs > 0), HQ_COSTED_ZERO],
    [list.part === 'basic' && divisionBrigades(brigades).some(commandWithAssets), HQ_GROUP_NOT_A_BRIGADE],
    [list.part === 'basic' && twoOnlyWithThinGroups(brigades), ANY_GROUP_IS_A_BRIGADE],
    [limit !== null && overOnlyUnrounded(total, limit), TOTALS_COMPARED_EXACTLY],
    [brigades.some((b) => !b.view.isArtillery && b.facts.isInfantry && b.facts.infantryGuns > 0), INFANTRY_GUNS_INTEGRAL],
  ];
  return [...used.filter(([applies]) => applies).map(([, reading]) => reading), ...front];
}

/**
 * Costs a list with the tables given (its nation's troop costs must be among them, or only generic troops
 * can be costed). Never throws for a list that `parseListFile` accepted.
 */
export function costList(
  list: GwshList,
  tables: CostTables,
  options: CostOptions = {},
  /** How each brigade is costed: costBrigade, or a memo of it that keeps unchanged brigades' costs (listCoster.ts). */
  brigadeCost: typeof costBrigade = costBrigade,
): ListCost {
  const hasTable = tables.troopCosts.has(list.nation);
  const group = qualityGroupOf(tables.nationalQuality, list.nation);
  const nationRow = tables.nations.rows.find((n) => n.id === list.nation);
  const alternatives = options.alternatives ?? NO_ALTERNATIVES;
  const ctx: BrigadeContext = {
    nation: list.nation,
    nationName: nationRow?.name ?? list.nation,
    tables,
    hasTable,
    group,
    year: list.year,
    alternatives,
  };

  const brigades = list.brigades.map((b, i) => brigadeCost(b, i, ctx));
  const aircraft = costAircraft({
    table: tables.aircraft,
    year: list.year,
    purchases: list.aircraft ?? [],
    suggest: (typed) =>
      didYouMean(
        typed,
        tables.aircraft.rows.map((r) => r.id),
      ),
    maxAircraft: options.maxAircraft,
  });
  const defences = costDefences(list, entrenchable(brigades), tables);
  const total = sum([...brigades.map((b) => b.exact), aircraft.exact, defences.exact]);
  const limit = listLimit(tables, list.list, list.part);
  const gunsIntegral = !takesAlternative(alternatives, INFANTRY_GUNS_INTEGRAL);
  const graded = brigades.map((b) => ({
    ...b.view,
    hasFoo: b.facts.hasFoo,
    hqOnly: b.facts.divisionHqs + b.facts.corpsHqs === b.view.standCount,
    gunStands: b.facts.artilleryStands - (gunsIntegral && b.facts.isInfantry ? b.facts.infantryGuns : 0),
  }));
  const front = frontChecks(
    list,
    brigades.map((b) => ({
      isInfantry: b.facts.isInfantry && !commandGroup({ ...b.facts, standCount: b.view.standCount }),
      infantryTypeStands: b.facts.infantryTypeStands,
      infantryGuns: b.facts.infantryGuns,
    })),
    tables,
    alternatives,
  );

  const findings = [
    ...listFindings(list, hasTable, tables.nations),
    ...nationAtWar(tables, list.nation, list.year, alternatives.has(DASH_READING_ID)),
    ...limitFindings(total, limit, alternatives),
    ...brigades.flatMap((b) => b.findings),
    ...artilleryGradeFindings(graded, list.divisionGrade),
    ...divisionHqFindings(list, divisionBrigades(brigades), alternatives),
    ...aircraft.view.findings,
    ...defences.findings,
    ...front.findings,
  ];
  const remaining = limit.limit === null ? null : plain(subtract(points(limit.limit), total)).value;
  return {
    dataVersion,
    nation: { id: list.nation, name: ctx.nationName, qualityGroup: group ? { id: group.id, name: group.name } : null },
    year: list.year,
    list: list.list,
    part: list.part,
    total: plain(total).value,
    totalText: plain(total).text,
    limit: limit.limit,
    limitText: limit.limit === null ? null : plain(points(limit.limit)).text,
    limitHref: limit.href,
    remaining,
    brigades: brigades.map((b) => b.view),
    aircraft: aircraft.view,
    defences: defences.view,
    findings,
    errors: errorsOf(findings),
    warnings: warningsOf(findings),
    notes: notesOf(findings),
    undecided: findings.filter((f) => f.undecided),
    ...splitReadings(readingsUsed(tables, list, brigades, graded, front.readings, total, limit.limit), alternatives),
  };
}
