/**
 * Firefox for the engine tests: Debian's firefox-esr (never a downloaded browser), driven by puppeteer-core
 * over WebDriver BiDi.
 */
import puppeteer, { type ElementHandle, type KeyInput } from 'puppeteer-core';
import { writeFileSync } from 'node:fs';
import { drainErrors, ERRORS_KEY } from './server.ts';
import { inPage, samePage, shown, type EnginePage, type Target } from './engine.ts';

export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export async function openFirefox(origin: string): Promise<EnginePage> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    // Nothing of Firefox's own reaches the network while it tests.
    extraPrefsFirefox: { 'network.captive-portal-service.enabled': false, 'app.update.enabled': false },
  });
  // A tab of its own: in the window Firefox opens with, under automation, no key activates a button.
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 800 });

  const element = async (target: Target): Promise<ElementHandle<Element>> => {
    await shown(engine, target);
    const handle = await page.evaluateHandle(`${inPage((t: Target) => find(t))}(${JSON.stringify(target)})`);
    const el = handle.asElement();
    if (!el) throw new Error(`firefox: ${JSON.stringify(target)} is gone`);
    return el as ElementHandle<Element>;
  };

  const engine: EnginePage = {
    engine: 'firefox',
    origin,
    goto: async (path) => {
      const url = new URL(path, origin);
      if (samePage(page.url(), url)) await page.goto('about:blank');
      await page.goto(url.href, { waitUntil: 'load' });
    },
    evaluate: <T>(fn: (...args: never[]) => unknown, ...args: unknown[]) =>
      page.evaluate(`${inPage(fn)}(...${JSON.stringify(args)})`) as Promise<T>,
    click: async (target) => {
      const el = await element(target);
      await el.scrollIntoView();
      await el.click();
    },
    tap: async (target) => {
      const el = await element(target);
      await el.scrollIntoView();
      await el.tap();
      return true;
    },
    fill: async (target, text) => {
      const el = await element(target);
      await el.evaluate((input) => {
        (input as HTMLInputElement).focus();
        (input as HTMLInputElement).select();
      });
      if (text === '') await page.keyboard.press('Backspace');
      else await page.keyboard.type(text);
    },
    press: (key) => page.keyboard.press(key as KeyInput),
    setViewport: (width, height) => page.setViewport({ width, height }),
    pdf: async () => Buffer.from(await page.pdf({ format: 'A4', printBackground: false })),
    screenshot: async (file) => {
      writeFileSync(file, await page.screenshot());
    },
    errors: () => page.evaluate(drainErrors, ERRORS_KEY),
    close: () => browser.close(),
  };
  return engine;
}
