/**
 * A page's load measured from a Chromium trace with the CPU really slowed 4×: the longest task, the
 * longest once its module scripts start, the most script one task runs, and the blocking time after the
 * first paint as Lighthouse defines it, measured rather than simulated.
 */
import type { Browser } from 'playwright-core';
import { median } from './median.ts';

export interface HydrationFigures {
  /** The longest main-thread task while the page loads and hydrates, whatever it does (ms). */
  longestTaskMs: number;
  /** The longest task once the page's module scripts start, that is while the islands hydrate (ms). */
  hydratingLongestTaskMs: number;
  /** The most script any one task runs (evaluating modules, calls, microtasks, timers), ms: the islands' own cost. */
  longestScriptMs: number;
  /**
   * Total blocking time read from the trace itself (ms): each task after the first contentful paint
   * counts what it runs beyond 50 ms, as Lighthouse defines it, but measured with the CPU really slowed
   * rather than simulated from an unslowed run, so a busy machine moves it far less.
   */
  blockingMs: number;
}

/** A page's load with the CPU slowed: its tasks (HydrationFigures) and the JavaScript it fetched without a touch. */
export interface PageLoadFigures extends HydrationFigures {
  /** Bytes of script fetched (as sent, gzip) from navigation until the network is idle; median of the loads. */
  scriptBytes: number;
}

/** Trace events that run script; their time in one task, not counting one inside another, is that task's script time. */
const scriptEvents = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'RunMicrotasks',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'v8.compile',
  'v8.compileModule',
]);

/** Each main-thread task's length and script time, from a Chromium trace. */
export type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { beginData?: { url?: string } };
};
interface Task {
  startUs: number;
  ms: number;
  scriptMs: number;
  evaluatesModule: boolean;
}

function tasksOf(events: TraceEvent[], url: string): Task[] {
  const complete = events.filter((e) => e.ph === 'X' && e.dur !== undefined);
  // The page's main thread: where its own HTML is parsed.
  const parse = complete.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url === url);
  const onMain = (e: TraceEvent) => e.pid === parse?.pid && e.tid === parse.tid;
  return complete
    .filter((e) => e.name === 'RunTask' && onMain(e))
    .map((t) => {
      const end = t.ts + t.dur!;
      const inside = complete
        .filter((e) => onMain(e) && e.ts >= t.ts && e.ts + e.dur! <= end && scriptEvents.has(e.name))
        .sort((a, b) => a.ts - b.ts);
      let scriptUs = 0;
      let coveredTo = 0;
      for (const e of inside) {
        if (e.ts + e.dur! <= coveredTo) continue;
        scriptUs += e.ts + e.dur! - Math.max(e.ts, coveredTo);
        coveredTo = e.ts + e.dur!;
      }
      return {
        startUs: t.ts,
        ms: t.dur! / 1000,
        scriptMs: scriptUs / 1000,
        evaluatesModule: inside.some((e) => e.name === 'v8.evaluateModule'),
      };
    });
}

/** When the first contentful paint happened, in trace time (µs): the end of Chromium's navigation-to-FCP span. */
function firstContentfulPaintUs(events: TraceEvent[]): number {
  const fcp = events.find((e) => e.name === 'PageLoadMetrics.NavigationToFirstContentfulPaint' && e.ph === 'e');
  if (!fcp) throw new Error('the trace has no first contentful paint');
  return fcp.ts;
}

/** One load's figures (HydrationFigures), from its Chromium trace. */
export function loadFigures(events: TraceEvent[], url: string): HydrationFigures {
  const tasks = tasksOf(events, url);
  if (tasks.length === 0) throw new Error(`no main-thread tasks found in the trace of ${url}`);
  const fcp = firstContentfulPaintUs(events);
  // Module scripts run once the HTML is parsed: from the first, the page's islands are loading and hydrating.
  const firstModule = tasks.find((t) => t.evaluatesModule)?.startUs ?? Infinity;
  const longestOf = (ts: Task[], ms: (t: Task) => number) => Math.round(Math.max(0, ...ts.map(ms)));
  return {
    longestTaskMs: longestOf(tasks, (t) => t.ms),
    hydratingLongestTaskMs: longestOf(
      tasks.filter((t) => t.startUs >= firstModule),
      (t) => t.ms,
    ),
    longestScriptMs: longestOf(tasks, (t) => t.scriptMs),
    blockingMs: Math.round(tasks.filter((t) => t.startUs >= fcp).reduce((n, t) => n + Math.max(0, t.ms - 50), 0)),
  };
}

/**
 * The longest task while a page loads and hydrates (goal for the list builder: none over 50 ms),
 * with the CPU slowed 4× as Lighthouse's mobile preset does, read from a Chromium trace; the longest once
 * the module scripts start (the islands' hydration, apart from the HTML parse every page has); the most
 * script one task runs, which is the islands' part (the rest is parsing HTML, style and layout, which a
 * plain page has too); and the blocking time of those same tasks. The median of `loads` fresh loads of each.
 */
export async function hydrationTasks(browser: Browser, origin: string, path: string, loads = 5): Promise<PageLoadFigures> {
  const figures: HydrationFigures[] = [];
  const scriptBytes: number[] = [];
  for (let i = 0; i < loads; i++) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    // Every script the page fetches untouched, as sent (gzip): what the islands fetch as they hydrate and
    // draw counts as well as what the HTML names.
    const scripts: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      // A request that finishes as the context closes has no sizes to give: it counts as nothing, and its
      // refusal must not end the run.
      if (request.resourceType() === 'script')
        scripts.push(
          request.sizes().then(
            (s) => s.responseBodySize,
            () => 0,
          ),
        );
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading'],
    });
    await page.goto(`${origin}${path}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    figures.push(loadFigures(JSON.parse((await browser.stopTracing()).toString()).traceEvents, `${origin}${path}`));
    scriptBytes.push((await Promise.all(scripts)).reduce((n, b) => n + b, 0));
    await context.close();
  }
  const middle = (pick: (f: HydrationFigures) => number) => median(figures.map(pick));
  return {
    scriptBytes: median(scriptBytes),
    longestTaskMs: middle((f) => f.longestTaskMs),
    hydratingLongestTaskMs: middle((f) => f.hydratingLongestTaskMs),
    longestScriptMs: middle((f) => f.longestScriptMs),
    blockingMs: middle((f) => f.blockingMs),
  };
}
