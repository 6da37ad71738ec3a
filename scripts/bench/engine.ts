/**
 * Engine throughput: lists costed per second with costList (the list builder recosts on every
 * change) and tactical-situation odds per second (the scenario generator recomputes them on every change
 * of nation, year or theatre). Each figure is the best of a few timed rounds, to damp a busy machine.
 */
import { readFileSync } from 'node:fs';
// The engine figures cost lists of any nation: every troop-cost table registered, as the command line does.
import { allCostTables } from '../../src/lib/data/tables/costTablesAll.ts';
import { costList } from '../../src/lib/gwsh/list/costList.ts';
import { parseListFile, type GwshList } from '../../src/lib/gwsh/list/listFile.ts';
import { tacticalOdds } from '../../src/lib/gwsh/scenario/tacticalSituation.ts';
import { checkListFiles, checkRows } from '../../src/lib/gwsh/list/checkLists.ts';
import { setReport } from '../../src/lib/gwsh/list/costReport.ts';

/** Calls `work` for about `ms` milliseconds and returns calls per second. */
function rate(work: (i: number) => void, ms = 400): number {
  for (let i = 0; i < 50; i++) work(i); // warm up
  const start = performance.now();
  let n = 0;
  while (performance.now() - start < ms) {
    for (let k = 0; k < 20; k++) work(n++);
  }
  return (n * 1000) / (performance.now() - start);
}

const best = (work: (i: number) => void, rounds = 3) => Math.max(...Array.from({ length: rounds }, () => rate(work)));

/** A list of `stands` stands: brigades of 25 (20 infantry, 3 MGs, 2 trench mortars), Germany 1917 attack. */
export function bigList(stands: number): GwshList {
  const brigades = Array.from({ length: Math.ceil(stands / 25) }, (_, i) => ({
    name: `Brigade ${i + 1}`,
    grade: 'regular' as const,
    offTable: false,
    stands: [
      { unit: 'infantry', count: 20 },
      { unit: 'mg-1917-18', count: 3 },
      { unit: 'minenwerfer-76mm', count: 2 },
    ],
  }));
  return {
    format: 'gwsh-list',
    version: 1,
    name: `${stands} stands`,
    nation: 'germany',
    year: 1917,
    list: 'attack',
    part: 'basic',
    brigades,
    aircraft: [],
    defences: [],
  };
}

export interface EngineFigures {
  /** Fixture lists (tests/fixtures/lists, the sizes players build) costed per second. */
  listsPerSecond: number;
  /** A 300-stand list costed per second. */
  bigListsPerSecond: number;
  /** Tactical-situation odds (5.0) computed per second, over every pair of modifiers −2..+2, both theatre rules. */
  scenarioOddsPerSecond: number;
  /**
   * The organiser's page: milliseconds to check 200 list files (parse, cost, rows, sets and the
   * JSON report), best of three, on this machine; the goal is under a second on a phone-class CPU, which
   * runs such work some 3 to 5 times slower.
   */
  check200FilesMs: number;
}

/** 200 files as an organiser receives them: 100 players' basic Attack lists and their Option A, as text. */
function organiserFiles(fixtures: readonly GwshList[]) {
  return Array.from({ length: 200 }, (_, i) => {
    const base = fixtures[i % fixtures.length]!;
    const list = { ...base, player: `Player ${Math.floor(i / 2) + 1}`, part: i % 2 === 0 ? ('basic' as const) : ('option-a' as const) };
    return { name: `file-${i}.json`, read: { ok: true as const, text: JSON.stringify(list) } };
  });
}

function check200FilesMs(fixtures: readonly GwshList[]): number {
  const files = organiserFiles(fixtures);
  const times = Array.from({ length: 3 }, () => {
    const start = performance.now();
    const checked = checkListFiles(files, allCostTables);
    checkRows(checked);
    setReport(checked, allCostTables);
    return performance.now() - start;
  });
  return Math.min(...times);
}

export function engineFigures(): EngineFigures {
  const fixtures = ['legal.json', 'breaks-rules.json', 'aircraft-heavy.json'].map((name) => {
    const parsed = parseListFile(readFileSync(new URL(`../../tests/fixtures/lists/${name}`, import.meta.url), 'utf8'));
    if (!parsed.ok) throw new Error(`fixture ${name}: ${parsed.error}`);
    return parsed.list;
  });
  const big = bigList(300);
  const pairs = [-2, -1, 0, 1, 2].flatMap((a) => [-2, -1, 0, 1, 2].flatMap((b) => [true, false].map((w) => [a, b, w] as const)));
  return {
    listsPerSecond: best((i) => costList(fixtures[i % fixtures.length]!, allCostTables)),
    bigListsPerSecond: best(() => costList(big, allCostTables)),
    scenarioOddsPerSecond: best((i) => {
      const [a, b, w] = pairs[i % pairs.length]!;
      tacticalOdds(a, b, { westernFront15to18: w });
    }),
    check200FilesMs: check200FilesMs(fixtures),
  };
}
