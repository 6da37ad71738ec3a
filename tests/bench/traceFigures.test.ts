/** The bench's figures read from a load's Chromium trace (scripts/bench/pageLoad.ts), on a trace made up here. */
import { describe, expect, it } from 'vitest';
import { loadFigures, type TraceEvent } from '../../scripts/bench/pageLoad.ts';

const URL = 'http://127.0.0.1:4611/page/';
const main = { pid: 1, tid: 7 };
const ms = 1000; // trace times are in microseconds

/** A main-thread task from `start` lasting `dur` ms, with the events inside it. */
const task = (start: number, dur: number, inside: Array<[name: string, from: number, dur: number]> = []): TraceEvent[] => [
  { name: 'RunTask', ph: 'X', ts: start * ms, dur: dur * ms, ...main },
  ...inside.map(([name, from, d]) => ({ name, ph: 'X', ts: (start + from) * ms, dur: d * ms, ...main })),
];

const trace: TraceEvent[] = [
  // The HTML parse: 90 ms, before the first paint at 200 ms, so it blocks nothing.
  ...task(100, 90, [['ParseHTML', 0, 90]]).map((e) => (e.name === 'ParseHTML' ? { ...e, args: { beginData: { url: URL } } } : e)),
  { name: 'PageLoadMetrics.NavigationToFirstContentfulPaint', ph: 'e', ts: 200 * ms, pid: 2, tid: 1 },
  // Layout after the first paint, before any module: 60 ms, all layout.
  ...task(250, 60, [['Layout', 0, 60]]),
  // The island's modules: 80 ms, of which 30 evaluate modules and 20 run microtasks (10 of them inside the evaluation).
  ...task(400, 80, [
    ['v8.evaluateModule', 0, 30],
    ['RunMicrotasks', 20, 20],
  ]),
  // A 40 ms render: under 50 ms, so it blocks nothing.
  ...task(600, 40, [['RunMicrotasks', 0, 40]]),
  // Another thread's 500 ms task is not the page's.
  { name: 'RunTask', ph: 'X', ts: 300 * ms, dur: 500 * ms, pid: 1, tid: 9 },
];

describe('loadFigures', () => {
  it('reads the longest tasks, the most script in one task and the blocking time after the first paint', () => {
    expect(loadFigures(trace, URL)).toEqual({
      longestTaskMs: 90, // the parse, the longest on the page's thread (the other thread's 500 ms is not counted)
      hydratingLongestTaskMs: 80, // from the first task that evaluates a module: max(80, 40)
      longestScriptMs: 40, // 30 + 20 − 10 overlapping = 40 in the module task; 40 in the render: the most is 40
      blockingMs: 40, // after the paint at 200 ms: (60 − 50) + (80 − 50) + 0 = 40; the parse came before it
    });
  });

  it('says so when the trace has no first paint or no task of the page', () => {
    expect(() =>
      loadFigures(
        trace.filter((e) => !e.name.startsWith('PageLoadMetrics')),
        URL,
      ),
    ).toThrow('no first contentful paint');
    expect(() => loadFigures(trace, 'http://127.0.0.1:4611/other/')).toThrow('no main-thread tasks');
  });
});
