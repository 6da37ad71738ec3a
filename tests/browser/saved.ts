/**
 * Waits for what a reload depends on: the page has written what it shows. Never a fixed pause, so a busy
 * machine makes these waits longer, not the tests red.
 */
import { expect, type Page } from '@playwright/test';

/** The list builder has saved the list on screen: it holds no unsaved change (its `data-unsaved` mark is off). */
export async function listSaved(page: Page): Promise<void> {
  await expect(page.locator('.lb-app').first()).toBeVisible();
  await expect(page.locator('.lb-app[data-unsaved]')).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('gwt:gwsh-list:')).length))
    .toBeGreaterThan(0);
}

/** What a calculator keeps in storage under `key` ('' when nothing). */
/** What a calculator keeps under `key`: each tab's form (`key:tab`), all together. */
export const keptText = (page: Page, key: string): Promise<string> =>
  page.evaluate(
    (k) =>
      Object.keys(localStorage)
        .filter((name) => name.startsWith(`${k}:`))
        .map((name) => localStorage.getItem(name) ?? '')
        .join('\n'),
    key,
  );

/** A calculator's kept form is in storage under `key`, and what is kept contains `text`. */
export async function formKept(page: Page, key: string, text: string): Promise<void> {
  await expect.poll(() => keptText(page, key)).toContain(text);
}
