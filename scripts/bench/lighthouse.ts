/**
 * Lighthouse: the mobile preset (Lighthouse's default: a mid-range phone, simulated slow 4G),
 * run in Debian's Chromium through chrome-launcher. Returns null with the reason when Lighthouse cannot
 * run here, so the benchmark carries on without it.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './median.ts';
import { chromiumArgs, chromiumPath } from '../chromium.ts';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest Contentful Paint, ms. */
  lcp: number;
  /** Total Blocking Time, ms. */
  tbt: number;
  /** Cumulative Layout Shift. */
  cls: number;
  /** Each run's TBT, for a median: the spread from run to run here is wider than the goal. */
  tbtRuns?: number[];
}

// Lighthouse starts Chromium itself (chrome-launcher): headless, with no extensions or default apps.
const chromeFlags = ['--headless=new', ...chromiumArgs, '--disable-default-apps', '--disable-extensions'];

async function runOnce(url: string, port: number): Promise<LighthouseFigures> {
  const run = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!run) throw new Error('no result');
  const { categories, audits, runtimeError } = run.lhr;
  if (runtimeError) throw new Error(`${runtimeError.code} ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: Math.round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
    tbt: Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
  };
}

/** A TBT median with the spread of its runs, as the bench prints it: "51 ms (17–126)". */
export function tbtText(l: LighthouseFigures): string {
  const runs = l.tbtRuns ?? [];
  return runs.length > 1 ? `${l.tbt} ms (${Math.min(...runs)}–${Math.max(...runs)})` : `${l.tbt} ms`;
}

/** How many times each URL is measured; each figure reported is the median. BENCH_LH_RUNS sets it. */
export const lighthouseRuns = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 5) || 5);

/** Each figure's median over several runs of one URL. */
function medianOf(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const pick = (key: Exclude<keyof LighthouseFigures, 'tbtRuns'>) => median(runs.map((r) => r[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    tbtRuns: runs.map((r) => r.tbt),
  };
}

/**
 * Runs Lighthouse on each URL `lighthouseRuns` times, in one browser, and keeps each figure's median:
 * single runs vary by several points here. The runs go in rounds, each URL once a round, so a page and
 * the floor it is judged against share the machine's state as it drifts (a busy minute lands on both, not
 * on one page's five runs). A run that fails (Lighthouse sometimes loses the trace on a busy machine) is
 * tried again in a later round, up to two extra; a URL with no good run is reported and the rest go on.
 */
export async function lighthouseAll(urls: readonly string[]): Promise<{ results: Map<string, LighthouseFigures>; error: string | null }> {
  const results = new Map<string, LighthouseFigures>();
  let chrome;
  try {
    chrome = await launch({ chromePath: chromiumPath, chromeFlags, logLevel: 'silent' });
  } catch (e) {
    return { results, error: `Chromium could not be started for Lighthouse (${chromiumPath}): ${(e as Error).message}` };
  }
  const runs = new Map(urls.map((url) => [url, [] as LighthouseFigures[]]));
  const lastError = new Map<string, string>();
  try {
    for (let round = 0; round < lighthouseRuns + 2; round++) {
      for (const url of urls) {
        const got = runs.get(url)!;
        if (got.length >= lighthouseRuns) continue;
        try {
          const run = await runOnce(url, chrome.port);
          if (Number.isNaN(run.lcp)) throw new Error('no LCP measured');
          got.push(run);
        } catch (e) {
          lastError.set(url, (e as Error).message);
        }
      }
    }
    for (const [url, got] of runs) if (got.length > 0) results.set(url, medianOf(got));
  } finally {
    await chrome.kill();
  }
  const failures = urls.filter((url) => !results.has(url)).map((url) => `${url}: ${lastError.get(url) ?? 'no run'}`);
  return { results, error: failures.length ? `Lighthouse failed on ${failures.join('; ')}` : null };
}
