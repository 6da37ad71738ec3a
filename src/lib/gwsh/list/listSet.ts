/**
 * A player's set of lists (docs/command-line.md, `gwsh cost --set`): the basic list of a type and the options that
 * reinforce it, grouped by player, nation, year and list type. Limits that 3.0 and 8.2.1 set for a force
 * rather than for one file are checked here (reading FORCE_IS_BASIC_AND_ONE_OPTION).
 */
import { ammunitionLimitsTable } from '../../data/tables/gwsh/ammunitionLimits.ts';
import { errorsOf, warningsOf, type Finding } from '../../findings.ts';
import type { GwshList } from './listFile.ts';
import type { ListPart, ListType } from './listFormat.ts';
import { FORCE_IS_BASIC_AND_ONE_OPTION, type Reading } from './readings.ts';
import { resolveGeneric } from './unitRows.ts';

/** One file of a set: its name as the user knows it, and the list it holds. */
export interface SetMember {
  file: string;
  list: GwshList;
}

export interface ListSet {
  player?: string;
  nation: string;
  year: number;
  list: ListType;
  files: string[];
  errors: Finding[];
  warnings: Finding[];
  readings: Reading[];
}

/** GWSH 3.0: the options each list type must have calculated (the Defend list has Option A only). */
const requiredOptions: Readonly<Record<ListType, readonly ListPart[]>> = {
  defend: ['option-a'],
  attack: ['option-a', 'option-b'],
  encounter: ['option-a', 'option-b'],
};

const partNames: Readonly<Record<ListPart, string>> = { basic: 'basic list', 'option-a': 'Option A', 'option-b': 'Option B' };
const typeNames: Readonly<Record<ListType, string>> = { defend: 'Defend', attack: 'Attack', encounter: 'Encounter' };

const setKey = (l: GwshList) => JSON.stringify([l.player ?? '', l.nation, l.year, l.list]);

/** Whether two lists belong to one player's set (same player, nation, year and list type). */
export const sameSet = (a: GwshList, b: GwshList): boolean => setKey(a) === setKey(b);

/** Lists grouped into sets, in the order their first file was given. */
export function groupSets<M extends SetMember>(members: readonly M[]): M[][] {
  const groups = new Map<string, M[]>();
  for (const m of members) {
    const key = setKey(m.list);
    const group = groups.get(key);
    if (group) group.push(m);
    else groups.set(key, [m]);
  }
  return [...groups.values()];
}

/** Gas fire missions a list buys (10.5.1, bought with the defences: reading GAS_BOUGHT_AS_SUPPORT). */
export const gasMissions = (list: GwshList): number =>
  (list.defences ?? []).reduce((n, d) => (resolveGeneric(d.item)?.category === 'fire-mission' ? n + d.count : n), 0);

const gasLimitOf = (type: ListType): number | null => {
  const id = type === 'attack' ? 'gas-attacker' : type === 'defend' ? 'gas-defender' : null;
  return id === null ? null : (ammunitionLimitsTable.rows.find((r) => r.id === id)?.value ?? null);
};

/** GWSH 8.2.1: the basic list with its option that buys the most gas, against the side's limit. */
function gasFindings(type: ListType, basics: readonly SetMember[], options: readonly SetMember[]): Finding[] {
  const limit = gasLimitOf(type);
  if (limit === null || basics.length === 0 || options.length === 0) return [];
  const worst = options.reduce((a, b) => (gasMissions(b.list) > gasMissions(a.list) ? b : a));
  const findings: Finding[] = [];
  for (const basic of basics) {
    const total = gasMissions(basic.list) + gasMissions(worst.list);
    // A single file over the limit is already reported by its own result; report only what the set adds.
    if (total > limit && gasMissions(basic.list) <= limit && gasMissions(worst.list) <= limit) {
      const side = type === 'attack' ? 'attacker' : 'defender';
      findings.push({
        code: 'set-too-many-gas-missions', severity: 'error', rule: '8.2.1',
        message: `${basic.file} (${gasMissions(basic.list)} gas fire missions) with ${worst.file} (${gasMissions(worst.list)}) makes ${total}, more than the ${limit} the ${side} may use.`,
      });
    }
  }
  return findings;
}

function shapeFindings(type: ListType, basics: readonly SetMember[], members: readonly SetMember[]): Finding[] {
  const findings: Finding[] = [];
  const name = typeNames[type];
  if (basics.length === 0) {
    findings.push({
      code: 'set-no-basic-list', severity: 'warning', rule: '3.0',
      message: `The ${name} set has options but no basic list for them to reinforce.`,
    });
  } else if (basics.length > 1) {
    findings.push({
      code: 'set-several-basic-lists', severity: 'warning', rule: '3.0',
      message: `The ${name} set has ${basics.length} basic lists (${basics.map((b) => b.file).join(', ')}); a player brings one, with as many options as he likes.`,
    });
  }
  for (const part of requiredOptions[type]) {
    if (!members.some((m) => m.list.part === part)) {
      findings.push({
        code: 'set-missing-option', severity: 'warning', rule: '3.0',
        message: `The ${name} set has no ${partNames[part]}; 3.0 asks for one to be calculated with the ${name} list.`,
      });
    }
  }
  const fronts = new Set(members.map((m) => m.list.theatre ?? 'not set'));
  if (fronts.size > 1) {
    findings.push({
      code: 'set-fronts-differ', severity: 'warning', rule: '3.0',
      message: `The files of the ${name} set are set for different fronts (${[...fronts].join(', ')}); a force fights on one.`,
    });
  }
  return findings;
}

/** Checks one set: files of one player, nation, year and list type. */
export function checkSet(members: readonly SetMember[]): ListSet {
  const first = members[0]!.list;
  const basics = members.filter((m) => m.list.part === 'basic');
  const options = members.filter((m) => m.list.part !== 'basic');
  const findings = [...shapeFindings(first.list, basics, members), ...gasFindings(first.list, basics, options)];
  const usesForce = basics.length > 0 && options.length > 0 && gasLimitOf(first.list) !== null;
  return {
    ...(first.player !== undefined && { player: first.player }),
    nation: first.nation, year: first.year, list: first.list,
    files: members.map((m) => m.file),
    errors: errorsOf(findings),
    warnings: warningsOf(findings),
    readings: usesForce ? [FORCE_IS_BASIC_AND_ONE_OPTION] : [],
  };
}

/** Groups the files into sets and checks each. */
export const checkSets = (members: readonly SetMember[]): ListSet[] => groupSets(members).map(checkSet);
