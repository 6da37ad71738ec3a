/**
 * The browser suite's `test`: Playwright's, with every page of every context the test opens (its own and
 * any it makes with `browser.newContext`) watched for uncaught errors. Any uncaught page error fails the
 * test that saw it, whatever the test itself checks.
 */
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

export * from '@playwright/test';

export const test = base.extend<{ uncaughtErrors: string[] }>({
  uncaughtErrors: [
    async ({ context, browser }, use) => {
      const errors: string[] = [];
      const watchPage = (page: Page) => page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
      const watch = (c: BrowserContext) => {
        c.pages().forEach(watchPage);
        c.on('page', watchPage);
        return c;
      };
      watch(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => watch(await newContext(...args));
      try {
        await use(errors);
      } finally {
        browser.newContext = newContext;
      }
      expect(errors, 'uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
});
