/**
 * One brigade's cost (GWSH 10.2): its stands added up to a base cost, multiplied by national quality for
 * its grade, less 20 % when it is off-table artillery, with every step of the arithmetic kept.
 */
import { capitalised } from '../../capitalised.ts';
import { formatSpan } from '../../data/yearSpan.ts';
import type { CostTables } from '../../data/tables/costTables.ts';
import type { Finding } from '../../findings.ts';
import { add, multiply, ONE, percent, subtract, sum, ZERO, type Points } from '../../points/exact.ts';
import { rowHref, tablePageHref } from '../../data/links.ts';
import { lineLabel, missingCostFinding, plain, priceLine, sumLines, type CostLine, type Priced, type Step } from './costLines.ts';
import type { Brigade } from './listFile.ts';
import { brigadeName, type Grade } from './listFormat.ts';
import { offTableDiscount, type QualityGroup } from './quality.ts';
import { takesAlternative, type Alternatives } from '../../reading.ts';
import {
  CORPS_HQ_ROW_ID,
  DIVISION_HQ_ROW_ID,
  FOO_IS_A_GROUND_UNIT,
  FOO_OFF_TABLE_WITH_ITS_BRIGADE,
  FOO_ROW_ID,
  HQ_COSTED_ZERO,
  OFF_TABLE_AFTER_QUALITY,
  TURKISH_1918_ARABS_ONE_ROW,
  TURKISH_ARABS_ROW_ID,
} from './readings.ts';
import { availableIn, type ResolvedRow } from './rows.ts';
import { infantryHq, resolveUnit, unitIds } from './unitRows.ts';
import { didYouMean } from '../../closestName.ts';

/** GWSH 3.0: a brigade with fewer stands than this at the start of the game is a Small Brigade. */
export const SMALL_BRIGADE_STANDS = 10;

export interface BrigadeCost {
  index: number;
  path: string;
  name: string;
  grade: Grade;
  offTable: boolean;
  /** Every stand is artillery or an Artillery FOO (readings.ts, ARTILLERY_BRIGADE). */
  isArtillery: boolean;
  /** Stands in the brigade, all lines together. */
  standCount: number;
  stands: CostLine[];
  baseCost: number;
  baseCostText: string;
  /** National quality in percent; null when the table has none for this nation and grade. */
  qualityPercent: number | null;
  /** 0.8 off table (8.2.2), otherwise 1. */
  offTableFactor: number;
  /** Everything the base cost was multiplied by: quality × off-table factor. */
  multiplier: number;
  /**
   * Off table, what the reading of "20% less" not taken would charge (OFF_TABLE_AFTER_QUALITY): `reading`
   * says which that is ("alternative", the quality percentage less 20 points, unless a rules pack chose it;
   * then "site", quality × 80 %), with the percentage of the base cost it pays. Null on table or without a
   * quality figure.
   */
  offTableOther: { reading: 'site' | 'alternative'; percent: number; cost: number; costText: string } | null;
  cost: number;
  costText: string;
  steps: Step[];
}

/** What the list-wide checks need to know about a brigade besides its cost. */
export interface BrigadeFacts {
  hasFoo: boolean;
  /** Division HQ stands bought in the brigade (9.0). */
  divisionHqs: number;
  /** Corps HQ stands bought in the brigade (9.0). */
  corpsHqs: number;
  infantrySupportStands: number;
  artilleryStands: number;
  /**
   * The brigade's own infantry-type stands, as 3.0's 1914 allowance counts them: infantry, infantry support
   * and its own HQ stands; never a Division or Corps HQ, a FOO, guns or vehicles, wherever they are listed.
   */
  infantryTypeStands: number;
  /** Infantry gun stands (INFANTRY_GUNS_INTEGRAL): an infantry brigade's integral support by our reading. */
  infantryGuns: number;
  /** Infantry, as 3.0's 1914 allowance counts it: not artillery, cavalry or armour (the command group is left out by costList). */
  isInfantry: boolean;
}

export interface BrigadeContext {
  nation: string;
  nationName: string;
  tables: CostTables;
  /** Whether the nation has a troop-cost table (unknown-nation is reported once, for the list). */
  hasTable: boolean;
  group: QualityGroup | undefined;
  year: number;
  /** Readings whose alternative the event chose (src/lib/reading.ts). */
  alternatives: Alternatives;
}

export interface CostedBrigade extends Priced<BrigadeCost> {
  facts: BrigadeFacts;
  findings: Finding[];
}

export const gradeName = (grade: Grade) => capitalised(grade);

function standFindings(line: CostLine, row: ResolvedRow | undefined, ctx: BrigadeContext, hqPrice: HqPrice): Finding[] {
  const path = line.path;
  if (!row) {
    if (!ctx.hasTable) return [];
    return [
      {
        code: 'unknown-unit',
        severity: 'error',
        rule: '10.5',
        path,
        message:
          `"${line.id}" is in neither the ${ctx.nationName} cost table nor the generic troops table; it is shown and costed 0.` +
          didYouMean(line.id, unitIds(ctx.tables, ctx.nation)),
      },
    ];
  }
  const findings: Finding[] = [];
  if (row.category === 'defence' || row.category === 'fire-mission') {
    findings.push({
      code: 'defence-in-brigade',
      severity: 'error',
      rule: '10.2',
      path,
      message: `${row.ref.name} is not a ground unit: buy it under defences, where it is not multiplied by national quality.`,
    });
  }
  // The event's alternative reads the Turkish row as two types, the reserves available in every year.
  const arabsAsReserves = row.ref.rowId === TURKISH_ARABS_ROW_ID && takesAlternative(ctx.alternatives, TURKISH_1918_ARABS_ONE_ROW);
  if (line.count > 0 && !availableIn(row.ref, ctx.year) && !arabsAsReserves) {
    findings.push({
      code: 'unit-outside-year',
      severity: 'error',
      rule: '2.0',
      path,
      message: `${row.ref.name} is available in ${formatSpan(row.ref.years!)} only, not in ${ctx.year}.`,
      ...(row.ref.rowId === TURKISH_ARABS_ROW_ID && { reading: TURKISH_1918_ARABS_ONE_ROW.id }),
    });
  }
  if (row.category === 'hq') {
    // GWSH 9.0 requires HQs that 10.5 never prices (reading HQ_COSTED_ZERO): say so, not "missing".
    if (line.count > 0) findings.push(hqUnpricedFinding(row, path, hqPrice));
    return findings;
  }
  const missing = line.count > 0 ? missingCostFinding(line) : null;
  if (missing) findings.push(missing);
  return findings;
}

/** The infantry HQ stand an HQ is priced as, where the event takes the alternative of HQ_COSTED_ZERO. */
type HqPrice = ReturnType<typeof infantryHq>;

function hqUnpricedFinding(row: ResolvedRow, path: string, price: HqPrice): Finding {
  return {
    code: 'hq-unpriced',
    severity: 'info',
    rule: '9.0',
    path,
    message: `${row.ref.name}: the rules require it but give it no points, so it is costed ${price ? `as ${price.name} (the event's reading)` : '0'}.`,
  };
}

interface QualityStep {
  /** null: no multiplier in the table, the base cost is carried through unmultiplied. */
  factor: Points | null;
  percentValue: number | null;
  label: string;
  href: string;
}

/** GWSH 10.2: the quality step, or why there is none (reading UNMULTIPLIED_WHEN_NO_MULTIPLIER). */
function qualityStep(grade: Grade, ctx: BrigadeContext): QualityStep {
  const table = ctx.tables.nationalQuality;
  if (!ctx.group) {
    const label = `× 100%: "${ctx.nation}" is in no national quality group, so the base cost is shown unmultiplied`;
    return { factor: null, percentValue: null, href: tablePageHref(table), label };
  }
  const href = rowHref(table, ctx.group.id);
  const value = ctx.group[grade];
  if (value === null) {
    const label = `× 100%: ${ctx.group.name} has no ${gradeName(grade)} multiplier, so the base cost is shown unmultiplied`;
    return { factor: null, percentValue: null, href, label };
  }
  return {
    factor: percent(value),
    percentValue: value,
    href,
    label: `× ${value}% national quality (${gradeName(grade)}, ${ctx.group.name})`,
  };
}

/** How a brigade is named in messages: its name, or its place in the list when it has none. */
export const brigadeLabel = (name: string, index: number) => (name ? `"${name}"` : brigadeName(index));

/**
 * `reserve`: marked off table without guns to fire from there, a reserve at full cost (6.1.1, 8.2.2).
 * `hqOnly`: a brigade of HQ stands alone (9.0) is the division's or corps' command, not a fighting brigade.
 */
function brigadeFindings(
  brigade: Brigade,
  index: number,
  standCount: number,
  reserve: boolean,
  hqOnly: boolean,
  ctx: BrigadeContext,
): Finding[] {
  const findings: Finding[] = [];
  const path = `brigades[${index}]`;
  const label = brigadeLabel(brigade.name, index);
  if (brigade.grade === 'random' && ctx.group && ctx.group.random === null) {
    findings.push({
      code: 'random-grade-unavailable',
      severity: 'error',
      rule: '10.2',
      path: `${path}.grade`,
      message: `${label} is Random, but ${ctx.group.name} nations have no Random grade.`,
    });
  }
  if (reserve) {
    // 6.1.1 and 6.1.2 hold reserves off table; 8.2.2 and 10.2 discount only artillery kept there.
    findings.push({
      code: 'off-table-reserve',
      severity: 'info',
      rule: '8.2.2',
      path: `${path}.offTable`,
      message: `${label} is off table with no guns: a reserve (6.1.1) at full cost.`,
    });
  }
  if (standCount === 0) {
    findings.push({ code: 'empty-brigade', severity: 'warning', rule: '3.0', path, message: `${label} has no stands.` });
  } else if (standCount < SMALL_BRIGADE_STANDS && !hqOnly) {
    findings.push({
      code: 'small-brigade',
      severity: 'info',
      rule: '3.0',
      path,
      message: `${label} has ${standCount} ${standCount === 1 ? 'stand' : 'stands'}, fewer than ${SMALL_BRIGADE_STANDS}, so it counts as a Small Brigade for victory conditions${reserve ? ' (in reserve: a full brigade)' : ' and reserves'}.`,
    });
  }
  return findings;
}

/** What kind of brigade the stands make (reading ARTILLERY_BRIGADE), and what the list checks need. */
/** Whether a stand is the generic table's row `id` (the FOO, an HQ). */
const isGeneric = (row: ResolvedRow | undefined, id: string, genericTable: string) =>
  row?.ref.table === genericTable && row.ref.rowId === id;

function classify(brigade: Brigade, rows: readonly (ResolvedRow | undefined)[], genericTable: string) {
  const isFoo = (row: ResolvedRow | undefined) => isGeneric(row, FOO_ROW_ID, genericTable);
  const bought = rows.filter((_, i) => brigade.stands[i]!.count > 0);
  const countWhere = (test: (row: ResolvedRow | undefined) => boolean) =>
    brigade.stands.reduce((n, stand, i) => (test(rows[i]) ? n + stand.count : n), 0);
  const facts: Omit<BrigadeFacts, 'isInfantry'> = {
    hasFoo: bought.some(isFoo),
    divisionHqs: countWhere((row) => isGeneric(row, DIVISION_HQ_ROW_ID, genericTable)),
    corpsHqs: countWhere((row) => isGeneric(row, CORPS_HQ_ROW_ID, genericTable)),
    // HQ stands are entrenched with their brigade (3.0), so they count with the infantry.
    infantrySupportStands: countWhere((row) => row?.category === 'infantry-support' || row?.category === 'hq'),
    artilleryStands: countWhere((row) => row?.category === 'artillery'),
    // Infantry, its support weapons and the nation's own HQ stands (no category); not the generic HQs ('hq'),
    // the FOO ('troop'), guns or vehicles.
    infantryTypeStands: countWhere((row) => !!row && (!row.category || row.category === 'infantry-support')),
    infantryGuns: countWhere((row) => !!row?.ref.rowId.endsWith('-infantry-gun')),
  };
  const isArtillery = bought.length > 0 && bought.every((row) => row?.category === 'artillery' || isFoo(row));
  const standCount = countWhere(() => true);
  // Reading ALLOWANCE_FROM_TWO_LARGEST: no cavalry (every nation's cavalry rows are cavalry-…) or armour.
  const isInfantry =
    !isArtillery && standCount > 0 && !bought.some((row) => row?.category?.startsWith('armoured') || row?.ref.rowId.startsWith('cavalry'));
  return {
    isArtillery,
    standCount,
    facts: { ...facts, isInfantry },
  };
}

function step(kind: Step['kind'], label: string, value: Points, href?: string): Step {
  const { value: n, text } = plain(value);
  return { kind, label, value: n, text, ...(href && { href }) };
}

const lineSteps = (lines: readonly CostLine[]) =>
  lines.map((line): Step => ({
    kind: 'line',
    label: lineLabel(line),
    value: line.subtotal,
    text: line.subtotalText,
    ...(line.row && { href: line.row.href }),
  }));

/** The arithmetic as the page shows it: each line, base cost, × quality, × off-table, cost. */
function brigadeSteps(
  lines: readonly CostLine[],
  base: Points,
  quality: QualityStep,
  afterQuality: Points,
  cost: Points,
  offTable: { discountPercent: number; payPercent: number; href: string } | null,
): Step[] {
  return [
    ...lineSteps(lines),
    step('base', 'Base cost', base),
    step('quality', quality.label, afterQuality, quality.href),
    ...(offTable
      ? [step('off-table', `× ${offTable.payPercent}% off-table artillery (${offTable.discountPercent}% less)`, cost, offTable.href)]
      : []),
    step('cost', 'Brigade cost', cost),
  ];
}

/** The arithmetic under the alternative reading of the off-table discount: base × (quality − 20 points). */
function pointsOffSteps(
  lines: readonly CostLine[],
  base: Points,
  quality: QualityStep,
  pointsOff: number,
  discountPercent: number,
  cost: Points,
): Step[] {
  const label = `× ${pointsOff}% off-table artillery: ${quality.percentValue}% national quality less ${discountPercent} points (the event's reading)`;
  return [
    ...lineSteps(lines),
    step('base', 'Base cost', base),
    step('off-table', label, cost, quality.href),
    step('cost', 'Brigade cost', cost),
  ];
}

/** Costs one brigade of a list. */
export function costBrigade(brigade: Brigade, index: number, ctx: BrigadeContext): CostedBrigade {
  const path = `brigades[${index}]`;
  // The alternative of reading HQ_COSTED_ZERO (an event's choice): an HQ at the nation's infantry HQ price.
  const hqPrice = takesAlternative(ctx.alternatives, HQ_COSTED_ZERO) ? infantryHq(ctx.tables, ctx.nation) : undefined;
  const rows = brigade.stands.map((stand) => {
    const row = resolveUnit(ctx.tables, ctx.nation, stand.unit);
    return row?.category === 'hq' && hqPrice ? { ...row, points: hqPrice.points } : row;
  });
  const lines = brigade.stands.map((stand, i) =>
    priceLine(`${path}.stands[${i}]`, stand.unit, stand.count, rows[i]?.ref ?? null, rows[i]?.points ?? null),
  );
  const base = sumLines(lines);
  const { isArtillery, standCount, facts } = classify(brigade, rows, ctx.tables.genericTroops.id);
  const { discountPercent, payPercent } = offTableDiscount(ctx.tables.nationalQuality);

  // GWSH 10.2, reading OFF_TABLE_AFTER_QUALITY: base × quality × 80 %, nothing rounded on the way; its
  // alternative (an event's choice): base × (quality − 20 points).
  const offTable = brigade.offTable ?? false;
  // Only artillery is cheaper off table (8.2.2, 10.2), guns and not FOOs alone; another brigade there is a
  // reserve at full cost.
  const discounted = offTable && isArtillery && facts.artilleryStands > 0;
  const quality = qualityStep(brigade.grade, ctx);
  // The FOO's readings taken the other way (an event's choice): priced flat, outside the multiplication
  // (FOO_IS_A_GROUND_UNIT), or at its on-table price in an off-table brigade (FOO_OFF_TABLE_WITH_ITS_BRIGADE).
  const fooFlat = takesAlternative(ctx.alternatives, FOO_IS_A_GROUND_UNIT);
  const fooApart = fooFlat || (discounted && takesAlternative(ctx.alternatives, FOO_OFF_TABLE_WITH_ITS_BRIGADE));
  const fooBase = fooApart
    ? sum(lines.filter((_, i) => isGeneric(rows[i], FOO_ROW_ID, ctx.tables.genericTroops.id)).map((l) => l.exact))
    : ZERO;
  const fooCost = fooFlat || !quality.factor ? fooBase : multiply(fooBase, quality.factor);
  const rest = subtract(base.exact, fooBase);
  const afterQuality = quality.factor ? multiply(rest, quality.factor) : rest;
  const byPoints = discounted && quality.percentValue !== null ? quality.percentValue - discountPercent : null;
  const byPercent = quality.percentValue === null ? null : (quality.percentValue * payPercent) / 100;
  const pointsOff = byPoints !== null && takesAlternative(ctx.alternatives, OFF_TABLE_AFTER_QUALITY);
  const offTableFactor = discounted ? percent(payPercent) : ONE;
  const restCost = pointsOff ? multiply(rest, percent(byPoints)) : multiply(afterQuality, offTableFactor);
  const exact = add(restCost, fooCost);
  const other =
    byPoints === null
      ? null
      : pointsOff
        ? { reading: 'site' as const, percent: byPercent!, cost: plain(add(multiply(afterQuality, offTableFactor), fooCost)) }
        : { reading: 'alternative' as const, percent: byPoints, cost: plain(add(multiply(rest, percent(byPoints)), fooCost)) };
  const steps = pointsOff
    ? pointsOffSteps(base.view.lines, base.exact, quality, byPoints!, discountPercent, restCost)
    : brigadeSteps(
        base.view.lines,
        base.exact,
        quality,
        afterQuality,
        restCost,
        discounted ? { discountPercent, payPercent, href: tablePageHref(ctx.tables.nationalQuality) } : null,
      );
  if (fooApart && facts.hasFoo) {
    // The FOO set apart after the base cost, and added back before the brigade's cost.
    const how = fooFlat ? 'priced flat, unmultiplied' : 'at its on-table price';
    steps.splice(steps.findIndex((x) => x.kind === 'base') + 1, 0, step('base', `Less the FOO, ${how} (the event's reading)`, rest));
    steps.splice(-1, 1, step('foo', `+ the FOO, ${plain(fooCost).text}`, exact), step('cost', 'Brigade cost', exact));
  }

  const view: BrigadeCost = {
    index,
    path,
    name: brigade.name,
    grade: brigade.grade,
    offTable,
    isArtillery,
    standCount,
    stands: base.view.lines,
    baseCost: base.view.subtotal,
    baseCostText: base.view.subtotalText,
    qualityPercent: quality.percentValue,
    offTableFactor: plain(offTableFactor).value,
    multiplier: pointsOff ? byPoints! / 100 : plain(multiply(quality.factor ?? ONE, offTableFactor)).value,
    offTableOther: other && { reading: other.reading, percent: other.percent, cost: other.cost.value, costText: other.cost.text },
    cost: plain(exact).value,
    costText: plain(exact).text,
    steps,
  };
  const findings = [
    ...brigadeFindings(brigade, index, standCount, offTable && !discounted, facts.divisionHqs + facts.corpsHqs === standCount, ctx),
    ...lines.flatMap((line, i) => standFindings(line.view, rows[i], ctx, hqPrice)),
  ];
  return { view, exact, facts, findings };
}
