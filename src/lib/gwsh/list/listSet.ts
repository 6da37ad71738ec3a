/**
 * A player's set of lists (docs/command-line.md, `gwsh cost --set`): the basic list of a type and the options that
 * reinforce it, grouped by player, nation, year and list type. Limits that 3.0, 8.2.1 and air superiority
 * (10.4, main rules 9.1.1) set for a force rather than for one file are checked here (reading
 * FORCE_IS_BASIC_AND_ONE_OPTION).
 */
import type { CostTables } from '../../data/tables/costTables.ts';
import { errorsOf, notesOf, warningsOf, type Finding } from '../../findings.ts';
import type { GwshList } from './listFile.ts';
import type { ListPart, ListType } from './listFormat.ts';
import { FORCE_IS_BASIC_AND_ONE_OPTION, type ReadingRef } from './readings.ts';
import { gasLimit } from './defences.ts';
import { resolveGeneric } from './unitRows.ts';
import { isTrenchBound } from '../front.ts';
import { NO_ALTERNATIVES, splitReadings, takesAlternative, type Alternatives } from '../../reading.ts';

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
  notes: Finding[];
  readings: ReadingRef[];
  /** Readings the result took the other way, as the event's rules pack chose. */
  alternativesTaken: ReadingRef[];
}

/** GWSH 3.0: the options each list type must have calculated (the Defend list has Option A only). */
const requiredOptions: Readonly<Record<ListType, readonly ListPart[]>> = {
  defend: ['option-a'],
  attack: ['option-a', 'option-b'],
  encounter: ['option-a', 'option-b'],
};

const partNames: Readonly<Record<ListPart, string>> = { basic: 'basic list', 'option-a': 'Option A', 'option-b': 'Option B' };
const typeNames: Readonly<Record<ListType, string>> = { defend: 'Defend', attack: 'Attack', encounter: 'Encounter' };

/**
 * A player's name as compared, not as shown: Unicode-normalised, invisible characters (zero-width spaces
 * and joiners, soft hyphens, byte-order marks) removed, spaces trimmed and run together, case folded. So
 * "Ada", "ada " and "A\u200Bda" are one player, and a set-wide limit cannot be dodged by a stray space.
 */
export const playerKey = (name: string | undefined): string =>
  (name ?? '')
    .normalize('NFKC')
    .replace(/[\u00ad\u180e\u200b-\u200f\u2060-\u2064\ufeff]/g, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();

const setKey = (l: GwshList) => JSON.stringify([playerKey(l.player), l.nation, l.year, l.list]);

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
export const gasMissions = (tables: SetTables, list: GwshList): number =>
  (list.defences ?? []).reduce((n, d) => (resolveGeneric(tables, d.item)?.category === 'fire-mission' ? n + d.count : n), 0);

/** GWSH 8.2.1: the basic list with its option that buys the most gas, against the side's limit. */
function gasFindings(type: ListType, basics: readonly SetMember[], options: readonly SetMember[], tables: SetTables): Finding[] {
  const limit = gasLimit(tables, type);
  const gasMissionsOf = (list: GwshList) => gasMissions(tables, list);
  if (limit === null || basics.length === 0 || options.length === 0) return [];
  const worst = options.reduce((a, b) => (gasMissionsOf(b.list) > gasMissionsOf(a.list) ? b : a));
  const findings: Finding[] = [];
  for (const basic of basics) {
    const total = gasMissionsOf(basic.list) + gasMissionsOf(worst.list);
    // A single file over the limit is already reported by its own result; report only what the set adds.
    if (total > limit && gasMissionsOf(basic.list) <= limit && gasMissionsOf(worst.list) <= limit) {
      const side = type === 'attack' ? 'attacker' : 'defender';
      findings.push({
        code: 'set-too-many-gas-missions',
        severity: 'error',
        rule: '8.2.1',
        message: `${basic.file} (${gasMissionsOf(basic.list)} gas fire missions) with ${worst.file} (${gasMissionsOf(worst.list)}) makes ${total}, more than the ${limit} the ${side} may use.`,
      });
    }
  }
  return findings;
}

/** Aircraft a list buys, all types together. */
export const aircraftBought = (list: GwshList): number => (list.aircraft ?? []).reduce((n, a) => n + a.count, 0);

/**
 * The aircraft air superiority allows a side (main rules 9.1.1, entered by the player or the organiser)
 * belong to the force: the basic list with the option that buys the most aircraft, against that maximum.
 */
function aircraftFindings(basics: readonly SetMember[], options: readonly SetMember[], maxAircraft: number | null): Finding[] {
  if (maxAircraft === null || basics.length === 0 || options.length === 0) return [];
  const worst = options.reduce((a, b) => (aircraftBought(b.list) > aircraftBought(a.list) ? b : a));
  return basics.flatMap((basic): Finding[] => {
    const own = aircraftBought(basic.list);
    const total = own + aircraftBought(worst.list);
    // A single file over the maximum is already reported by its own result; report only what the set adds.
    if (total <= maxAircraft || own > maxAircraft || aircraftBought(worst.list) > maxAircraft) return [];
    return [
      {
        code: 'set-too-many-aircraft',
        severity: 'error',
        rule: '10.4',
        message: `${basic.file} (${own} aircraft) with ${worst.file} (${aircraftBought(worst.list)}) makes ${total}, more than the ${maxAircraft} air superiority allows.`,
      },
    ];
  });
}

function shapeFindings(type: ListType, basics: readonly SetMember[], members: readonly SetMember[]): Finding[] {
  const findings: Finding[] = [];
  const name = typeNames[type];
  if (basics.length === 0) {
    findings.push({
      code: 'set-no-basic-list',
      severity: 'warning',
      rule: '3.0',
      message: `The ${name} set has options but no basic list for them to reinforce.`,
    });
  } else if (basics.length > 1) {
    findings.push({
      code: 'set-several-basic-lists',
      severity: 'warning',
      rule: '3.0',
      message: `The ${name} set has ${basics.length} basic lists (${basics.map((b) => b.file).join(', ')}); a player brings one, with as many options as he likes.`,
    });
  }
  for (const part of requiredOptions[type]) {
    if (!members.some((m) => m.list.part === part)) {
      findings.push({
        code: 'set-missing-option',
        severity: 'warning',
        rule: '3.0',
        message: `The ${name} set has no ${partNames[part]}; 3.0 asks for one to be calculated with the ${name} list.`,
      });
    }
  }
  const fronts = new Set(members.map((m) => m.list.theatre ?? 'not set'));
  if (fronts.size > 1) {
    findings.push({
      code: 'set-fronts-differ',
      severity: 'warning',
      rule: '3.0',
      message: `The files of the ${name} set are set for different fronts (${[...fronts].join(', ')}); a force fights on one.`,
    });
  }
  return findings;
}

/**
 * What a set is checked against besides the rules: the aircraft air superiority allows, where known (main
 * rules 9.1.1; null or absent: not checked), and the readings an event's rules pack takes the other way.
 */
export interface SetLimits {
  maxAircraft?: number | null;
  alternatives?: Alternatives;
}

/** The tables a set's checks read: which items are gas (10.5.1) and how much gas a side may use (8.2.1). */
export type SetTables = Pick<CostTables, 'genericTroops' | 'ammunitionLimits'>;

/** Checks one set: files of one player, nation, year and list type. */
export function checkSet(members: readonly SetMember[], tables: SetTables, limits: SetLimits = {}): ListSet {
  const first = members[0]!.list;
  const basics = members.filter((m) => m.list.part === 'basic');
  const options = members.filter((m) => m.list.part !== 'basic');
  const maxAircraft = limits.maxAircraft ?? null;
  // The event's alternative checks each list on its own: no limit is held against a basic list and an option together.
  const eachOnItsOwn = takesAlternative(limits.alternatives ?? NO_ALTERNATIVES, FORCE_IS_BASIC_AND_ONE_OPTION);
  const findings = [
    ...shapeFindings(first.list, basics, members),
    ...(eachOnItsOwn ? [] : [...gasFindings(first.list, basics, options, tables), ...aircraftFindings(basics, options, maxAircraft)]),
  ];
  const usesForce = basics.length > 0 && options.length > 0 && (gasLimit(tables, first.list) !== null || maxAircraft !== null);
  const used = usesForce ? [FORCE_IS_BASIC_AND_ONE_OPTION] : [];
  return {
    ...(first.player !== undefined && { player: first.player }),
    nation: first.nation,
    year: first.year,
    list: first.list,
    files: members.map((m) => m.file),
    errors: errorsOf(findings),
    warnings: warningsOf(findings),
    notes: notesOf(findings),
    ...splitReadings(used, limits.alternatives ?? NO_ALTERNATIVES),
  };
}

/**
 * GWSH 3.0: each player calculates an Encounter, a Defend and an Attack list (no Encounter list where trench
 * lines constrict the fighting). Said of a force, the player's lists of one nation and year, when any
 * list type is missing among the files given.
 */
function missingListFindings(force: readonly SetMember[]): Finding[] {
  const present = new Set(force.map((m) => m.list.list));
  const { year } = force[0]!.list;
  const trenchBound = force.some((m) => m.list.theatre !== undefined && isTrenchBound(m.list.theatre, year));
  const required: readonly ListType[] = trenchBound ? ['defend', 'attack'] : ['encounter', 'defend', 'attack'];
  const missing = required.filter((t) => !present.has(t));
  if (missing.length === 0) return [];
  const named = required.map((t) => `${/^[AEIOU]/.test(typeNames[t]) ? 'an' : 'a'} ${typeNames[t]}`);
  const asked = named.length === 2 ? named.join(' and ') : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
  return [
    {
      code: 'set-missing-list',
      severity: 'warning',
      rule: '3.0',
      message: `No ${missing.map((t) => typeNames[t]).join(' or ')} list was given for this force; 3.0 asks each player for ${asked} list${trenchBound ? ' (no Encounter list on a trench-bound front)' : ''}.`,
    },
  ];
}

const forceKey = (l: GwshList) => JSON.stringify([playerKey(l.player), l.nation, l.year]);

/** GWSH 3.0 for a list among a player's lists: the list types its force (same player, nation and year) lacks. */
export const forceMissingLists = (list: GwshList, lists: readonly GwshList[]): Finding[] =>
  missingListFindings([list, ...lists].filter((l) => forceKey(l) === forceKey(list)).map((l) => ({ file: '', list: l })));

/**
 * Groups the files into sets and checks each; a force that lacks a list type (3.0) is told so on the first
 * set of that force.
 */
export function checkSets(members: readonly SetMember[], tables: SetTables, limits: SetLimits = {}): ListSet[] {
  const told = new Set<string>();
  return groupSets(members).map((set) => {
    const checked = checkSet(set, tables, limits);
    const key = forceKey(set[0]!.list);
    if (told.has(key)) return checked;
    told.add(key);
    const missing = missingListFindings(members.filter((m) => forceKey(m.list) === key));
    return missing.length === 0 ? checked : { ...checked, warnings: [...checked.warnings, ...missing] };
  });
}
