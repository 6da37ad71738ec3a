/** Chromium for the bench's measurements in a browser (Debian's, never a download), and a page's long tasks. */
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../chromium.ts';

export const launchBrowser = (): Promise<Browser> => chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });

/** Collects the page's long tasks (over 50 ms) from its first script on; `longest` takes and clears them. */
export async function watchLongTasks(page: Page) {
  await page.addInitScript(() => {
    const long: number[] = [];
    (window as unknown as { __long: number[] }).__long = long;
    new PerformanceObserver((l) => l.getEntries().forEach((e) => long.push(e.duration))).observe({ type: 'longtask', buffered: true });
  });
  return async () => Math.round(Math.max(0, ...(await page.evaluate(() => (window as unknown as { __long: number[] }).__long.splice(0)))));
}
