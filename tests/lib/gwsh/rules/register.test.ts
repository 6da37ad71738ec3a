/**
 * The rule register (src/lib/gwsh/rules/register.ts) against the engine: every finding code the engine can
 * raise is named, every code named is raised, every reading named exists, and every `checked` entry has a
 * worked case here that breaks it (the finding, at the registered severity) and one that meets it (none).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allCostTables as tables } from '#src/lib/data/tables/costTablesAll.ts';
import { gwsh } from '#src/lib/data/registry.ts';
import { seededRollD6 } from '#src/lib/dice/diceSources.ts';
import type { Finding } from '#src/lib/findings.ts';
import { counterBatteryModifiers } from '#src/lib/gwsh/game/counterBattery.ts';
import { fireMissionPlan } from '#src/lib/gwsh/game/fireMissions.ts';
import { gameDayReadings } from '#src/lib/gwsh/game/gameDayReadings.ts';
import { scoreGame, type GameFile } from '#src/lib/gwsh/game/victoryPoints.ts';
import { costList } from '#src/lib/gwsh/list/costList.ts';
import type { GwshList } from '#src/lib/gwsh/list/listFile.ts';
import type { Grade } from '#src/lib/gwsh/list/listFormat.ts';
import { checkSets } from '#src/lib/gwsh/list/listSet.ts';
import { readings as listReadings } from '#src/lib/gwsh/list/readingTexts.ts';
import { inputNotices, register, registerBySection, type RuleEntry } from '#src/lib/gwsh/rules/register.ts';
import { battlefieldReadings } from '#src/lib/gwsh/scenario/battlefieldReadings.ts';
import { objectiveCount } from '#src/lib/gwsh/scenario/objectives.ts';
import { generateScenario } from '#src/lib/gwsh/scenario/scenario.ts';
import { scenarioInputSchema } from '#src/lib/gwsh/scenario/scenarioInput.ts';
import { gwshRuleLink } from '#src/lib/gwsh/sections.ts';
import { brigade, list } from '../list/listBuilders.ts';
import { game, player } from '../game/gameBuilders.ts';

const engineDir = new URL('../../../../src/lib/gwsh/', import.meta.url).pathname;
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    return statSync(path).isDirectory() ? sources(path) : f.endsWith('.ts') ? [path] : [];
  });
/** Every finding code the engine can raise, read from its source. */
const raised = new Set(
  sources(engineDir).flatMap((p) => [...readFileSync(p, 'utf8').matchAll(/\bcode: '([a-z0-9-]+)'/g)].map((m) => m[1]!)),
);
const checkedEntries = register.filter((e): e is RuleEntry & { status: { kind: 'checked' } } => e.status.kind === 'checked');
const named = new Set(checkedEntries.flatMap((e) => e.status.findings.map((f) => f.code)));

// ---- builders for the worked cases ----
const listCodes = (l: GwshList, maxAircraft?: number) => costList(l, tables, { maxAircraft }).findings;
const setFindings = (files: [string, GwshList][], maxAircraft?: number) =>
  checkSets(
    files.map(([file, l]) => ({ file, list: l })),
    tables,
    { maxAircraft },
  ).flatMap((s) => [...s.errors, ...s.warnings]);
const hq = () => brigade('HQ', 'regular', [['division-hq', 1]]);
/** A German 1917 Attack list with its Division HQ and two infantry brigades: meets every list rule it touches. */
const german = (fields: Partial<GwshList> = {}) =>
  list({
    nation: 'germany',
    year: 1917,
    brigades: [hq(), brigade('1st', 'regular', [['infantry', 10]]), brigade('2nd', 'regular', [['infantry', 10]])],
    ...fields,
  });
const gas = (n: number) => [{ item: 'gas-non-persistent', count: n }];
/** A German list declared all Veteran, with Veteran guns and a second brigade of the grade given. */
const veteranDivision = (second: Grade) =>
  german({
    divisionGrade: 'veteran',
    brigades: [
      hq(),
      brigade('1st', 'veteran', [['infantry', 10]]),
      brigade('2nd', second, [['infantry', 10]]),
      brigade('Guns', 'veteran', [['77mm-field-gun', 4]]),
    ],
  });
/** A force's Attack and Encounter lists, each with both options. */
const attackAndEncounter = (): [string, GwshList][] =>
  (['attack', 'encounter'] as const).flatMap((type): [string, GwshList][] => [
    [type, german({ list: type })],
    [`${type}-a`, german({ list: type, part: 'option-a', brigades: [] })],
    [`${type}-b`, german({ list: type, part: 'option-b', brigades: [] })],
  ]);
type Player = GameFile['players'][number];
const attackDefence = (attacker: Partial<Player> = {}, defender: Partial<Player> = {}, fields: Partial<GameFile> = {}) =>
  scoreGame(
    game({
      scenario: 'attack-defence',
      players: [player({ name: 'A', role: 'attacker', ...attacker }), player({ name: 'D', role: 'defender', ...defender })],
      ...fields,
    }),
  ).findings;
const scenario = (fields: Record<string, unknown>) => generateScenario(gwsh, scenarioInputSchema.parse(fields), seededRollD6(7)).findings;

/** Each checked entry: a case that breaks it and one that meets it (comments say why, by hand). */
const cases: Record<string, { breaks: () => Finding[]; meets: () => Finding[] }> = {
  'troops-of-the-year': {
    // The United States is "-" in the strategic situation table until 1918: not at war in 1916.
    breaks: () => listCodes(list({ nation: 'united-states', year: 1916, brigades: [hq()] })),
    meets: () => listCodes(list({ nation: 'united-states', year: 1918, brigades: [hq()] })),
  },
  'axis-against-allied': {
    // France and the British Empire are both Allied.
    breaks: () => scenario({ a: 'france', b: 'british-empire', period: '1916' }),
    meets: () => scenario({ a: 'germany', b: 'british-empire', period: '1916' }),
  },
  'small-brigades': {
    // 9 stands: a Small Brigade; 10 stands: a normal one.
    breaks: () =>
      listCodes(german({ brigades: [hq(), brigade('1st', 'regular', [['infantry', 9]]), brigade('2nd', 'regular', [['infantry', 10]])] })),
    meets: () => listCodes(german()),
  },
  'three-lists': {
    // Attack and Encounter lists with both options, and no Defend list; then the Defend list and its Option A too.
    breaks: () => setFindings(attackAndEncounter()),
    meets: () =>
      setFindings([
        ...attackAndEncounter(),
        ['defend', german({ list: 'defend' })],
        ['defend-a', german({ list: 'defend', part: 'option-a', brigades: [] })],
      ]),
  },
  'points-limits': {
    // 140 infantry × 5 = 700 > 650; 20 infantry × 5 = 100 ≤ 650.
    breaks: () =>
      listCodes(german({ brigades: [hq(), brigade('1st', 'regular', [['infantry', 70]]), brigade('2nd', 'regular', [['infantry', 70]])] })),
    meets: () => listCodes(german()),
  },
  'encounter-not-in-trench-periods': {
    // The western front is trench-bound from 1915; in 1914 it is not.
    breaks: () => listCodes(german({ list: 'encounter', theatre: 'western-front' })),
    meets: () => listCodes(german({ list: 'encounter', year: 1914, theatre: 'western-front' })),
  },
  'encounter-light-entrenchments': {
    // Wire in an Encounter list; light entrenchments for 10 of its 20 infantry stands are allowed.
    breaks: () => listCodes(german({ list: 'encounter', year: 1914, theatre: 'mobile', defences: [{ item: 'wire', count: 1 }] })),
    meets: () =>
      listCodes(german({ list: 'encounter', year: 1914, theatre: 'mobile', defences: [{ item: 'light-entrenchments', count: 10 }] })),
  },
  'encounter-entrenchments-lost': {
    breaks: () =>
      listCodes(german({ list: 'encounter', year: 1914, theatre: 'mobile', defences: [{ item: 'light-entrenchments', count: 10 }] })),
    meets: () => listCodes(german({ list: 'encounter', year: 1914, theatre: 'mobile' })),
  },
  'western-front-1914-defend': {
    // Two brigades of 10 stands: an allowance of 20; 21 light entrenchments pass it.
    breaks: () =>
      listCodes(german({ list: 'defend', year: 1914, theatre: 'western-front', defences: [{ item: 'light-entrenchments', count: 21 }] })),
    meets: () =>
      listCodes(german({ list: 'defend', year: 1914, theatre: 'western-front', defences: [{ item: 'light-entrenchments', count: 20 }] })),
  },
  'desert-or-not': {
    breaks: () => scenario({ a: 'germany', b: 'france', period: '1914', theatre: 'western-front', desert: true, potentialObjectives: 6 }),
    meets: () => scenario({ a: 'turkey', b: 'british-empire', period: '1917', theatre: 'mobile', desert: true, potentialObjectives: 6 }),
  },
  'potential-objectives': {
    // Non-desert: 6 Potential Objectives (one a sector) are expected; 4 is questioned.
    breaks: () => objectiveCount(false, 4).findings,
    meets: () => objectiveCount(false, 6).findings,
  },
  'attacker-entrenchments': {
    breaks: () => listCodes(german({ year: 1914, theatre: 'mobile', defences: [{ item: 'light-entrenchments', count: 10 }] })),
    meets: () => listCodes(german({ year: 1914, theatre: 'mobile' })),
  },
  'objectives-held': {
    // 5 objectives on a non-desert table: 3 + 3 held is 6.
    breaks: () => attackDefence({ objectivesHeld: 3 }, { objectivesHeld: 3 }),
    meets: () => attackDefence({ objectivesHeld: 2 }, { objectivesHeld: 3 }),
  },
  'exit-bonus': {
    // Only the attacker may claim an exit.
    breaks: () => attackDefence({}, { exitedBrigade: true }),
    meets: () => attackDefence({ exitedBrigade: true }),
  },
  'morale-tests-scored': {
    // A second test of a Green brigade needs a first one.
    breaks: () => attackDefence({ enemyBrigadesTested: { green: 0, greenSecondTest: 1, regularOrBetter: 0 } }),
    meets: () => attackDefence({ enemyBrigadesTested: { green: 1, greenSecondTest: 1, regularOrBetter: 0 } }),
  },
  'option-penalties': {
    // The defender has no Option B.
    breaks: () => attackDefence({}, { optionB: true }),
    meets: () => attackDefence({ optionB: true }, { optionA: true }),
  },
  'roles-fit-scenario': {
    // Two attackers in an attack-defence game.
    breaks: () => attackDefence({}, { role: 'attacker' }),
    meets: () => attackDefence(),
  },
  'gas-who': {
    // Gas in an Encounter list: there is no gas outside attack-defence games.
    breaks: () => listCodes(german({ list: 'encounter', year: 1916, theatre: 'mobile', defences: gas(2) })),
    meets: () => listCodes(german({ year: 1916, theatre: 'mobile', defences: gas(2) })),
  },
  'gas-limits': {
    // The attacker may use 6 gas fire missions: 7 is one too many.
    breaks: () => listCodes(german({ year: 1916, theatre: 'mobile', defences: gas(7) })),
    meets: () => listCodes(german({ year: 1916, theatre: 'mobile', defences: gas(6) })),
  },
  'off-table-artillery-discount': {
    // Infantry marked off table (a reserve, at full cost); then 77mm guns off table (discounted).
    breaks: () => listCodes(german({ brigades: [...german().brigades, brigade('Off', 'regular', [['infantry', 10]], true)] })),
    meets: () => listCodes(german({ brigades: [...german().brigades, brigade('Guns', 'regular', [['77mm-field-gun', 4]], true)] })),
  },
  'pre-planned-missions': {
    // A single brigade-level support stand off table, for the attacker: its pre-planning rests on a reading.
    breaks: () =>
      fireMissionPlan(gwsh, [{ calibreMm: 170, offTable: true, singleSupportStand: true }], {
        scenario: 'attack-defence',
        role: 'attacker',
      }).findings,
    meets: () =>
      fireMissionPlan(gwsh, [{ calibreMm: 170, offTable: true, singleSupportStand: false }], {
        scenario: 'attack-defence',
        role: 'attacker',
      }).findings,
  },
  'counter-battery-from-1915': {
    breaks: () => counterBatteryModifiers(gwsh, { nation: 'germany', year: 1914, gasUsed: false }).findings,
    meets: () => counterBatteryModifiers(gwsh, { nation: 'germany', year: 1915, gasUsed: false }).findings,
  },
  'no-aircraft-1914': {
    breaks: () => listCodes(german({ year: 1914, aircraft: [{ type: 'fighter', count: 1 }] })),
    meets: () => listCodes(german({ year: 1914 })),
  },
  'two-brigades': {
    // One fighting brigade besides the HQ; then two.
    breaks: () => listCodes(german({ brigades: [hq(), brigade('1st', 'regular', [['infantry', 10]])] })),
    meets: () => listCodes(german()),
  },
  headquarters: {
    breaks: () =>
      listCodes(german({ brigades: [brigade('1st', 'regular', [['infantry', 10]]), brigade('2nd', 'regular', [['infantry', 10]])] })),
    meets: () => listCodes(german()),
  },
  'artillery-grade': {
    // An all-Veteran division with a Regular infantry brigade: a brigade of another grade (9.0, 10.1).
    breaks: () => listCodes(veteranDivision('regular')),
    meets: () => listCodes(veteranDivision('veteran')),
  },
  'foo-grade': {
    // A mixed division: its artillery, FOO included, is Regular.
    breaks: () =>
      listCodes(
        german({
          brigades: [
            ...german().brigades,
            brigade('Guns', 'veteran', [
              ['77mm-field-gun', 4],
              ['artillery-foo', 1],
            ]),
          ],
        }),
      ),
    meets: () =>
      listCodes(
        german({
          brigades: [
            ...german().brigades,
            brigade('Guns', 'regular', [
              ['77mm-field-gun', 4],
              ['artillery-foo', 1],
            ]),
          ],
        }),
      ),
  },
  'national-quality': {
    // The German/USA/French/UK group has no Random multiplier in the national quality table; an Artillery FOO
    // bought with the defences escapes the multiplier. Regular brigades, priced at 100%, meet it.
    breaks: () =>
      listCodes(
        german({
          brigades: [...german().brigades, brigade('R', 'random', [['infantry', 10]])],
          defences: [{ item: 'artillery-foo', count: 1 }],
        }),
      ),
    meets: () => listCodes(german()),
  },
  'defences-by-period': {
    // Wire bought in a 1917 western-front Defend list: the main rules provide defences there (10.3).
    breaks: () => listCodes(german({ list: 'defend', theatre: 'western-front', defences: [{ item: 'wire', count: 2 }] })),
    meets: () => listCodes(german({ list: 'defend', year: 1914, theatre: 'mobile', defences: [{ item: 'wire', count: 2 }] })),
  },
  'defences-lost-attacker': {
    breaks: () =>
      listCodes(german({ list: 'encounter', year: 1914, theatre: 'mobile', defences: [{ item: 'light-entrenchments', count: 5 }] })),
    meets: () => listCodes(german({ list: 'encounter', year: 1914, theatre: 'mobile' })),
  },
  'one-aircraft-at-a-time': {
    breaks: () => listCodes(german({ aircraft: [{ type: 'fighter', count: 2 }] })),
    meets: () => listCodes(german({ aircraft: [{ type: 'fighter', count: 1 }] })),
  },
  'aircraft-maximum': {
    // Air superiority allows 1: 2 fighters are one too many.
    breaks: () => listCodes(german({ aircraft: [{ type: 'fighter', count: 2 }] }), 1),
    meets: () => listCodes(german({ aircraft: [{ type: 'fighter', count: 1 }] }), 1),
  },
  'table-values': {
    breaks: () => listCodes(german({ brigades: [...german().brigades, brigade('X', 'regular', [['no-such-unit', 1]])] })),
    meets: () => listCodes(german()),
  },
};

describe('the rule register', () => {
  it('reads every finding code from the engine: none is computed, where this test could not see it', () => {
    const computed = sources(engineDir).flatMap((p) =>
      [...readFileSync(p, 'utf8').matchAll(/\bcode: ([A-Z][A-Za-z0-9_]*\.id|[A-Z_]{2,}[A-Za-z0-9_.]*)\s*[,}]/g)].map(
        (m) => `${p}: ${m[1]}`,
      ),
    );
    expect(computed).toEqual([]);
  });

  it('names every finding code the engine raises, and only those', () => {
    expect(raised.size).toBeGreaterThan(50);
    const accounted = new Set([...named, ...inputNotices.map((n) => n.code)]);
    expect([...raised].filter((code) => !accounted.has(code)).sort()).toEqual([]);
    expect([...named].filter((code) => !raised.has(code)).sort()).toEqual([]);
  });

  it('names only readings the engine has, and links every section it cites', () => {
    const known = new Set([...listReadings, ...gameDayReadings, ...battlefieldReadings].map((r) => r.id));
    for (const e of register) {
      expect(gwshRuleLink(e.section).href, e.id).toMatch(/^\/gwsh\//);
      if (e.status.kind === 'reading') expect(known.has(e.status.reading), e.id).toBe(true);
      if (e.status.kind === 'not-checkable') expect(e.status.why.length, e.id).toBeGreaterThan(20);
      const cited = [...JSON.stringify(e.status).matchAll(/reading ([a-z0-9-]+)\)/g)].map((m) => m[1]!);
      for (const id of cited) expect(known.has(id), `${e.id} cites ${id}`).toBe(true);
    }
    expect(new Set(register.map((e) => e.id)).size).toBe(register.length);
  });

  it('covers sections 2.0 to 10.5, in order', () => {
    expect(registerBySection().map((s) => s.section)).toEqual(['2.0', '3.0', '4.0', '5.0', '6.0', '7.0', '8.0', '9.0', '10.0']);
    expect(register.at(-1)!.section).toBe('10.5');
  });

  it('has, for every checked entry, a case that breaks it and one that meets it', () => {
    expect(checkedEntries.map((e) => e.id).filter((id) => !cases[id])).toEqual([]);
    for (const e of checkedEntries) {
      const severity = new Map(e.status.findings.map((f) => [f.code, f.severity]));
      const broken = cases[e.id]!.breaks().filter((f) => severity.has(f.code));
      expect(broken.length, `${e.id}: the breaking case raises none of its findings`).toBeGreaterThan(0);
      for (const f of broken) expect([e.id, f.code, f.severity]).toEqual([e.id, f.code, severity.get(f.code)]);
      // Meeting a rule raises none of its errors or warnings; its notes (an HQ's missing price, say) may stay,
      // unless notes are all the entry has.
      const onlyNotes = e.status.findings.every((f) => f.severity === 'info');
      const met = cases[e.id]!.meets().filter((f) => severity.has(f.code) && (onlyNotes || f.severity !== 'info'));
      expect(
        met.map((f) => [e.id, f.code, f.message]),
        `${e.id}: the meeting case`,
      ).toEqual([]);
    }
  });

  it('says, where a check covers part of its sentence, which part', () => {
    const partly = register.filter((e) => e.status.kind === 'checked' && e.status.part);
    // The exit bonus: the engine knows who claims it, not the brigade's history on the table.
    const exit = register.find((e) => e.id === 'exit-bonus')!.status;
    expect(exit.kind === 'checked' && exit.part).toMatch(/^That only the attacker in an attack-defence game claims it/);
    // Fourteen of the checked entries check part of their sentence; each says so in a sentence of its own.
    expect(partly.map((e) => e.id)).toHaveLength(14);
    for (const e of partly) expect(e.status.kind === 'checked' && e.status.part, e.id).toMatch(/^[A-Z].*\.$/);
  });
});
