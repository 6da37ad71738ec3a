/**
 * Field defences and gas fire missions bought with a list (GWSH 3.0, 8.2.1, 10.3, 10.5.1): priced from
 * the generic table, never multiplied by national quality (10.2; gas: reading GAS_BOUGHT_AS_SUPPORT).
 */
import type { CostTables } from '../../data/tables/costTables.ts';
import type { Finding } from '../../findings.ts';
import { missingCostFinding, priceLine, sumLines, type ItemsCost, type Priced } from './costLines.ts';
import type { GwshList } from './listFile.ts';
import type { ListType } from './listFormat.ts';
import type { ResolvedRow } from './rows.ts';
import { knownIds, resolveGeneric } from './unitRows.ts';
import { didYouMean } from '../../closestName.ts';

const LIGHT = 'light-entrenchments';
const HEAVY = 'heavy-entrenchments';

/** Stands of the list that entrenchments can be bought for (10.5.1: costs are per stand). */
export interface Entrenchable {
  /** Infantry and infantry support weapons: light or heavy entrenchments. */
  infantrySupport: number;
  /** On-table artillery: light entrenchments only. */
  onTableArtillery: number;
}

type Bought = { row: ResolvedRow; count: number; path: string };

/** GWSH 8.2.1: the gas fire missions each side of an Attack-Defence game may use; null for an Encounter list. */
export function gasLimit(tables: Pick<CostTables, 'ammunitionLimits'>, type: ListType): number | null {
  const id = type === 'attack' ? 'gas-attacker' : type === 'defend' ? 'gas-defender' : null;
  return id === null ? null : (tables.ammunitionLimits.rows.find((row) => row.id === id)?.value ?? null);
}

function lineFindings(item: string, row: ResolvedRow | undefined, path: string, known: () => readonly string[]): Finding[] {
  if (!row) {
    return [
      {
        code: 'unknown-item',
        severity: 'error',
        rule: '10.5.1',
        path,
        message: `"${item}" is not a defence or gas fire mission in the generic troops table; it is shown and costed 0.${didYouMean(item, known())}`,
      },
    ];
  }
  if (row.category === 'defence' || row.category === 'fire-mission') return [];
  return [
    {
      code: 'unit-in-defences',
      severity: 'error',
      rule: '10.2',
      path,
      message: `${row.ref.name} is a ground unit: buy it as a stand of a brigade, where national quality applies.`,
    },
  ];
}

/** GWSH 3.0, 10.3: what the list type allows. */
function listTypeFindings(list: GwshList, defences: Bought[], gas: Bought[]): Finding[] {
  const findings: Finding[] = [];
  if (list.list === 'encounter') {
    for (const d of defences.filter((d) => d.row.ref.rowId !== LIGHT)) {
      findings.push({
        code: 'entrenchments-not-allowed',
        severity: 'error',
        rule: '3.0',
        path: d.path,
        message: `An Encounter list may buy light entrenchments only, not ${d.row.ref.name}.`,
      });
    }
    if (defences.length > 0) {
      findings.push({
        code: 'defences-lost-if-attacker',
        severity: 'info',
        rule: '10.3',
        path: 'defences',
        message: 'Defences bought for an Encounter list are lost if this player becomes the attacker in an Advance to Contact.',
      });
    }
    for (const g of gas) {
      findings.push({
        code: 'gas-not-allowed',
        severity: 'error',
        rule: '8.2.1',
        path: g.path,
        message: 'Gas may be used only in the Attack-Defence scenario, so an Encounter list cannot use gas fire missions.',
      });
    }
  } else if (list.list === 'attack' && defences.length > 0) {
    // 3.0 names field works for the Defend and Encounter lists; 6.1.3 (step 6) has an attacker who attacks
    // from trench lines place entrenchments too. Nothing forbids the purchase, so it is a point to check.
    findings.push({
      code: 'defences-in-attack-list',
      severity: 'warning',
      rule: '6.1.3',
      path: 'defences',
      message:
        'An attacker places entrenchments only when attacking from trench lines (6.1.3); check that these field works are for such a game.',
    });
  }
  if (list.list === 'defend' && list.year === 1914) {
    // 8.2.1: the defender's gas is for counter-battery fire only, and counter-battery starts in 1915 (8.2.3).
    for (const g of gas) {
      findings.push({
        code: 'gas-unusable-in-1914-defence',
        severity: 'warning',
        rule: '8.2.1',
        path: g.path,
        message:
          'A defender may use gas only for counter-battery fire, which starts in 1915 (8.2.3): a 1914 Defend list cannot use these gas fire missions.',
      });
    }
  }
  // Whether defences come from points at all on this front (10.3) is checked in frontChecks.ts.
  return findings;
}

/** GWSH 8.2.1: how many gas fire missions each side of an Attack-Defence game may use. */
function gasCountFindings(list: GwshList, gas: Bought[], tables: CostTables): Finding[] {
  const limit = gasLimit(tables, list.list);
  const count = gas.reduce((n, g) => n + g.count, 0);
  if (limit === null || count <= limit) return [];
  const side = list.list === 'attack' ? 'attacker' : 'defender';
  return [
    {
      code: 'too-many-gas-missions',
      severity: 'error',
      rule: '8.2.1',
      path: 'defences',
      message: `The list buys ${count} gas fire missions, but the ${side} may use at most ${limit}.`,
    },
  ];
}

/**
 * GWSH 10.5.1: entrenchments are priced per stand, so a basic list should not buy more than it has
 * stands to put in them. Option lists may entrench the basic list's troops (3.0), so they are not checked.
 */
function entrenchmentCountFindings(list: GwshList, defences: Bought[], stands: Entrenchable): Finding[] {
  if (list.part !== 'basic') return [];
  const count = (id: string) => defences.filter((d) => d.row.ref.rowId === id).reduce((n, d) => n + d.count, 0);
  const heavy = count(HEAVY);
  const all = heavy + count(LIGHT);
  const findings: Finding[] = [];
  if (heavy > stands.infantrySupport) {
    findings.push({
      code: 'entrenchments-exceed-stands',
      severity: 'warning',
      rule: '10.5.1',
      path: 'defences',
      message: `The list buys heavy entrenchments for ${heavy} stands but has only ${stands.infantrySupport} infantry and infantry support stands to put in them.`,
    });
  } else if (all > stands.infantrySupport + stands.onTableArtillery) {
    findings.push({
      code: 'entrenchments-exceed-stands',
      severity: 'warning',
      rule: '10.5.1',
      path: 'defences',
      message: `The list buys entrenchments for ${all} stands but has only ${stands.infantrySupport + stands.onTableArtillery} infantry, support and on-table artillery stands.`,
    });
  }
  return findings;
}

export interface DefencesCost extends Priced<ItemsCost> {
  findings: Finding[];
}

export function costDefences(list: GwshList, stands: Entrenchable, tables: CostTables): DefencesCost {
  const items = list.defences ?? [];
  const findings: Finding[] = [];
  const bought: Bought[] = [];
  const lines = items.map((entry, i) => {
    const path = `defences[${i}]`;
    const row = resolveGeneric(tables, entry.item);
    const line = priceLine(path, entry.item, entry.count, row?.ref ?? null, row?.points ?? null);
    findings.push(...lineFindings(entry.item, row, path, () => knownIds(tables).defences));
    const missing = entry.count > 0 ? missingCostFinding(line.view) : null;
    if (missing) findings.push(missing);
    if (row && entry.count > 0) bought.push({ row, count: entry.count, path });
    return line;
  });
  const defences = bought.filter((b) => b.row.category === 'defence');
  const gas = bought.filter((b) => b.row.category === 'fire-mission');
  findings.push(
    ...listTypeFindings(list, defences, gas),
    ...gasCountFindings(list, gas, tables),
    ...entrenchmentCountFindings(list, defences, stands),
  );
  return { ...sumLines(lines), findings };
}
