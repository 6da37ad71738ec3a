/**
 * Aircraft purchases (GWSH 8.2.4, 10.4): priced from the aircraft table and never multiplied by national
 * quality. Used by the list costing and on its own by the aircraft-limits calculator.
 */
import type { TableOf } from '../../data/parseTable.ts';
import { formatSpan } from '../../data/yearSpan.ts';
import type { Finding } from '../../findings.ts';
import { availableIn, resolveAircraft } from './rows.ts';
import { missingCostFinding, priceLine, sumLines, type ItemsCost, type Priced } from './costLines.ts';

export interface AircraftPurchase {
  /** A row id of the aircraft table. */
  type: string;
  count: number;
}

export interface AircraftInput {
  /** The aircraft table (10.4) the types are priced from. */
  table: TableOf<'aircraft'>;
  year: number;
  purchases: readonly AircraftPurchase[];
  /**
   * The most aircraft this side may buy, from air superiority in the main rulebook (9.1.1), which the
   * player works out and enters. Not a whole number ≥ 0 (e.g. an empty form field): not checked.
   */
  maxAircraft?: number | null;
  /**
   * What to add after the sentence about a type the table lacks (" Did you mean …?", closestName.ts). The
   * list's costing passes it; the aircraft calculator, whose types come from a menu, need not load it.
   */
  suggest?: (typed: string) => string;
}

export interface AircraftCheck extends ItemsCost {
  /** Aircraft bought, all types together. */
  count: number;
  findings: Finding[];
}

const RULE = '10.4';
const validMax = (max: number | null | undefined): max is number => typeof max === 'number' && Number.isFinite(max) && max >= 0;

function countFindings(count: number, maxAircraft: number | null | undefined): Finding[] {
  const findings: Finding[] = [];
  if (validMax(maxAircraft) && count > maxAircraft) {
    findings.push({
      code: 'too-many-aircraft',
      severity: 'error',
      rule: RULE,
      path: 'aircraft',
      message: `The list has ${count} aircraft but air superiority allows at most ${maxAircraft}.`,
    });
  } else if (!validMax(maxAircraft) && count > 0) {
    findings.push({
      code: 'air-superiority-not-checked',
      severity: 'info',
      rule: RULE,
      path: 'aircraft',
      message: 'Enter the number of aircraft air superiority allows (main rulebook 9.1.1) to check this list against it.',
    });
  }
  if (count > 1) {
    findings.push({
      code: 'one-aircraft-at-a-time',
      severity: 'info',
      rule: RULE,
      path: 'aircraft',
      message: `Only one aircraft may be on the table at any one time; these ${count} are called on one after another.`,
    });
  }
  return findings;
}

/** Prices the aircraft and checks them against the year and the air-superiority maximum. */
export function costAircraft({ table, year, purchases, maxAircraft, suggest }: AircraftInput): Priced<AircraftCheck> {
  const findings: Finding[] = [];
  const lines = purchases.map((purchase, i) => {
    const path = `aircraft[${i}]`;
    const row = resolveAircraft(table, purchase.type);
    const line = priceLine(path, purchase.type, purchase.count, row?.ref ?? null, row?.points ?? null);
    const bought = purchase.count > 0;
    if (!row) {
      findings.push({
        code: 'unknown-item',
        severity: 'error',
        rule: RULE,
        path,
        message: `"${purchase.type}" is not an aircraft type in the aircraft table; it is shown and costed 0.${suggest?.(purchase.type) ?? ''}`,
      });
    } else if (bought && year !== 1914 && !availableIn(row.ref, year)) {
      findings.push({
        code: 'aircraft-outside-years',
        severity: 'error',
        rule: RULE,
        path,
        message: `${row.ref.name} aircraft are available in ${formatSpan(row.ref.years!)} only, not in ${year}.`,
      });
    }
    const missing = bought ? missingCostFinding(line.view) : null;
    if (missing) findings.push(missing);
    return line;
  });
  const count = purchases.reduce((n, p) => n + p.count, 0);
  // GWSH 8.2.4: one finding for the whole purchase, in place of the type and number checks.
  if (year === 1914 && count > 0) {
    findings.unshift({
      code: 'aircraft-in-1914',
      severity: 'error',
      rule: '8.2.4',
      path: 'aircraft',
      message: 'Aircraft are not available in games set in 1914.',
    });
  } else {
    findings.push(...countFindings(count, maxAircraft));
  }
  const { view, exact } = sumLines(lines);
  return { view: { ...view, count, findings }, exact };
}

/** The aircraft part of a list on its own: subtotal, lines and findings. */
export function checkAircraft(input: AircraftInput): AircraftCheck {
  return costAircraft(input).view;
}
