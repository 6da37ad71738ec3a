/**
 * Generators of hostile and of valid input for the fuzz tests: what a player, a damaged file
 * or someone trying to break the page could send. Every property runs FUZZ_RUNS generated inputs (10,000 in CI).
 */
import fc from 'fast-check';
import { allTroopCosts, gwsh } from '../../src/lib/data/registry.ts';
import type { GwshList } from '../../src/lib/gwsh/list/listFile.ts';
import { grades, listParts, listTypes, MAX_COUNT, MAX_ENTRIES } from '../../src/lib/gwsh/list/listFormat.ts';
import { gameRoles, scenarioKinds, type GameFile } from '../../src/lib/gwsh/game/gameFile.ts';

import { FUZZ_RUNS } from '../support/fuzzRuns.ts';
/** fast-check settings for every property: FUZZ_RUNS inputs, and a seed printed on failure to replay it. */
export const settings = { numRuns: FUZZ_RUNS } as const;

/** Script and markup that must only ever be text. */
export const scriptTexts = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  "javascript:alert('x')",
  '{{constructor.constructor("alert(1)")()}}',
  '${alert(1)}',
  '</textarea><script>alert(1)</script>',
];

/** Text as hostile as it gets: markup, control characters, odd Unicode, prototype keys, very long. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(...scriptTexts, '__proto__', 'constructor', 'prototype', '', ' ', '\u0000', '\u202e', '\uFEFF', '💥'.repeat(50)),
  fc.string({ minLength: 190, maxLength: 400 }),
);

/** Numbers a form or file should never be trusted with. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, -0, 0, 0.5, 1.5, 10_001, 1e21, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, Number.NaN, Infinity, -Infinity),
);

/** A value of any JSON type (and the numbers JSON cannot carry but a parsed object can). */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.boolean(),
  hostileNumber,
  hostileText,
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** Any JSON value, and any text (most of it not JSON). */
export const anyJson = fc.jsonValue({ maxDepth: 4 });

/** Fails the property with `what` unless `ok` (cheaper than expect() in loops run 10,000 times). */
export function check(ok: boolean, what: string): asserts ok {
  if (!ok) throw new Error(what);
}

const artefacts = ['[object Object]', 'undefined', 'function '];

/**
 * A message for the player: a non-empty sentence that shows no programming artefacts of its own
 * (`input` is what the player gave: an artefact echoed from it is fine).
 */
export function expectClearMessage(message: unknown, input: unknown = '') {
  check(typeof message === 'string' && message.trim().length > 8, `not a clear message: ${JSON.stringify(message)}`);
  for (const artefact of artefacts) {
    if (!message.includes(artefact)) continue;
    const echoed = typeof input === 'string' ? input : safeJson(input);
    check(echoed.includes(artefact), `message shows "${artefact}": ${message}`);
  }
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return '';
  }
}

/** Values no JSON text or link can carry, which only a caller's mistake passes in: the parsers must not throw on them either. */
export const notJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({
    withBigInt: true,
    withBoxedValues: true,
    withMap: true,
    withSet: true,
    withNullPrototype: true,
    withTypedArray: true,
    withSparseArray: true,
    withDate: true,
    maxDepth: 2,
  }),
  fc.constant(Symbol('x')),
  fc.constant(() => 1),
  fc.bigInt(),
);

/** Freezes a value deeply, so that any change the code under test makes to it throws. */
export function deepFreeze<T>(value: T): T {
  // Typed arrays with elements cannot be frozen; nothing here writes to one.
  if (typeof value === 'object' && value !== null && !ArrayBuffer.isView(value) && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/** Every path into a JSON value (objects and arrays), the value itself excepted. */
export function pathsOf(value: unknown, prefix: Array<string | number> = []): Array<Array<string | number>> {
  if (typeof value !== 'object' || value === null) return [];
  const keys: Array<string | number> = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return keys.flatMap((key) => [[...prefix, key], ...pathsOf((value as Record<string | number, unknown>)[key], [...prefix, key])]);
}

export type Mutation = { kind: 'replace'; value: unknown } | { kind: 'delete' } | { kind: 'unknown-field'; name: string };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  wrongValue.map((value) => ({ kind: 'replace' as const, value })),
  fc.constant({ kind: 'delete' as const }),
  fc
    .oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'toString'))
    .map((name) => ({ kind: 'unknown-field' as const, name })),
);

/** A copy of `value` with one mutation at `path`; for an unknown field, the field is added to the object at or above `path`. */
export function mutate(value: unknown, path: Array<string | number>, change: Mutation): { value: unknown; at: Array<string | number> } {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  if (change.kind === 'unknown-field') {
    let at = path;
    let target: unknown = copy;
    for (const key of path) target = (target as Record<string | number, unknown>)[key];
    while ((typeof target !== 'object' || target === null || Array.isArray(target)) && at.length > 0) {
      at = at.slice(0, -1);
      target = at.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], copy);
    }
    if (typeof target !== 'object' || target === null || Array.isArray(target) || Object.hasOwn(target, change.name))
      return { value: copy, at };
    Object.defineProperty(target, change.name, { value: 1, enumerable: true, writable: true, configurable: true });
    return { value: copy, at: [...at, change.name] };
  }
  const parent = path.slice(0, -1).reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], copy) as Record<
    string | number,
    unknown
  >;
  const key = path.at(-1)!;
  if (change.kind === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else parent[key] = change.value;
  return { value: copy, at: path };
}

// ---- valid lists and games ----

const allUnits = [...new Set([...allTroopCosts.flatMap((t) => t.rows.map((r) => r.id)), ...gwsh.genericTroops.rows.map((r) => r.id)])];
const nationIds = gwsh.nations.rows.map((r) => r.id);
const aircraftIds = gwsh.aircraft.rows.map((r) => r.id);
const defenceIds = gwsh.genericTroops.rows.map((r) => r.id);

/** A row id: mostly real ones, sometimes one the data does not have (a finding, not a bad file). */
const rowIdFrom = (ids: readonly string[]) =>
  fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...ids) }, { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 200 }) });

/** Counts from none to the most a file may hold. */
const count = fc.oneof(
  { weight: 5, arbitrary: fc.integer({ min: 0, max: 20 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: MAX_COUNT }) },
);

/** A list that `listFileSchema` accepts: any nation id, unit, count and name it allows, rules broken or not. */
export const validList: fc.Arbitrary<GwshList> = fc.record(
  {
    format: fc.constant('gwsh-list' as const),
    version: fc.constant(1 as const),
    dataVersion: fc.oneof(fc.constantFrom('1.0.0', '0.9.0', '99.0.0'), fc.string({ minLength: 1, maxLength: 20 })),
    name: fc.oneof(
      hostileText.filter((t) => t.length <= 200),
      fc.constantFrom(...scriptTexts),
    ),
    nation: rowIdFrom(nationIds),
    year: fc.integer({ min: 1914, max: 1918 }),
    list: fc.constantFrom(...listTypes),
    part: fc.constantFrom(...listParts),
    brigades: fc.array(
      fc.record(
        {
          name: fc.string({ maxLength: 200 }),
          grade: fc.constantFrom(...grades),
          offTable: fc.boolean(),
          stands: fc.array(fc.record({ unit: rowIdFrom(allUnits), count }), { maxLength: 8 }),
        },
        { requiredKeys: ['name', 'grade', 'stands'] },
      ),
      { maxLength: 6 },
    ),
    aircraft: fc.array(fc.record({ type: rowIdFrom(aircraftIds), count }), { maxLength: 4 }),
    defences: fc.array(fc.record({ item: rowIdFrom(defenceIds), count }), { maxLength: 4 }),
  },
  { requiredKeys: ['format', 'version', 'nation', 'year', 'list', 'part', 'brigades'] },
);

/** A big valid list: up to the most entries a file may hold. */
export const bigList: fc.Arbitrary<GwshList> = fc.record({
  format: fc.constant('gwsh-list' as const),
  version: fc.constant(1 as const),
  nation: fc.constantFrom(...nationIds),
  year: fc.integer({ min: 1914, max: 1918 }),
  list: fc.constantFrom(...listTypes),
  part: fc.constantFrom(...listParts),
  brigades: fc.array(
    fc.record({
      name: fc.string({ maxLength: 10 }),
      grade: fc.constantFrom(...grades),
      stands: fc.array(fc.record({ unit: fc.constantFrom(...allUnits), count }), { minLength: 1, maxLength: 40 }),
    }),
    { minLength: 1, maxLength: 20 },
  ),
});

export { MAX_ENTRIES };

const playerOf = fc.record({
  name: fc.oneof(
    fc.string({ minLength: 1 }).filter((s) => s.trim().length > 0),
    fc.constantFrom(...scriptTexts),
  ),
  role: fc.constantFrom(...gameRoles, null),
  objectivesHeld: fc.integer({ min: 0, max: 5 }),
  exitedBrigade: fc.boolean(),
  enemyBrigadesTested: fc.record({
    green: fc.oneof(fc.nat(20), fc.maxSafeNat()),
    greenSecondTest: fc.oneof(fc.nat(20), fc.maxSafeNat()),
    regularOrBetter: fc.oneof(fc.nat(20), fc.maxSafeNat()),
  }),
  optionA: fc.boolean(),
  optionB: fc.boolean(),
  reserveBrigadeKept: fc.oneof(fc.boolean(), fc.nat(20)),
});

/** A game file `gameFileSchema` accepts, including claims the rules do not allow (roles for another scenario, an exit bonus for the defender). */
export const validGame: fc.Arbitrary<GameFile> = fc.record(
  {
    format: fc.constant('gwsh-game' as const),
    version: fc.constant(1 as const),
    scenario: fc.constantFrom(...scenarioKinds),
    entrenchedLines: fc.boolean(),
    objectives: fc.integer({ min: 0, max: 5 }),
    players: fc.tuple(playerOf, playerOf),
  },
  { requiredKeys: ['format', 'version', 'scenario', 'entrenchedLines', 'players'] },
);

/** Text the way a form field gets it: mostly digits, signs and spaces, sometimes anything at all. */
export const fieldText: fc.Arbitrary<string> = fc.oneof(
  fc.stringMatching(/^\s{0,2}[-+]?\d{0,25}(\.\d{0,3})?\s{0,2}$/),
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom(
    '',
    ' ',
    '-0',
    '00',
    '1e3',
    '0x10',
    '٣',
    '３',
    'NaN',
    'Infinity',
    '1 000',
    '½',
    '2½',
    '5/0',
    '1/3',
    '99999999999999999999',
  ),
  hostileText,
);
