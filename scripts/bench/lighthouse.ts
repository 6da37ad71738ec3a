/**
 * Lighthouse (issue 7): the mobile preset (Lighthouse's default: a mid-range phone, simulated slow 4G),
 * run in Debian's Chromium through chrome-launcher. Returns null with the reason when Lighthouse cannot
 * run here, so the benchmark carries on without it.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

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
}

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
  '--no-first-run',
  '--disable-quic',
];

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

/**
 * Runs Lighthouse on each URL in turn, in one browser. A run that fails (Lighthouse sometimes loses the
 * trace on a busy machine) is tried twice more; a URL that still fails is reported and the rest go on.
 */
export async function lighthouseAll(urls: readonly string[]): Promise<{ results: Map<string, LighthouseFigures>; error: string | null }> {
  const results = new Map<string, LighthouseFigures>();
  let chrome;
  try {
    chrome = await launch({ chromePath: chromiumPath, chromeFlags, logLevel: 'silent' });
  } catch (e) {
    return { results, error: `Chromium could not be started for Lighthouse (${chromiumPath}): ${(e as Error).message}` };
  }
  const failures: string[] = [];
  try {
    for (const url of urls) {
      let lastError = '';
      for (let attempt = 0; attempt < 3 && !results.has(url); attempt++) {
        try {
          results.set(url, await runOnce(url, chrome.port));
        } catch (e) {
          lastError = (e as Error).message;
        }
      }
      if (!results.has(url)) failures.push(`${url}: ${lastError}`);
    }
  } finally {
    await chrome.kill();
  }
  return { results, error: failures.length ? `Lighthouse failed on ${failures.join('; ')}` : null };
}
