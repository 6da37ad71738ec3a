import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Scrolls a `client:visible` island into view (the first on the page, or the first whose component's
 * address contains `component`) and waits until it has hydrated: Astro takes the island's `ssr` mark off
 * when React starts, and React hydrates in a transition, a slice at a time, attaching its props to each
 * element as it goes; the island is ready once every control in it has them.
 */
export async function hydratedIsland(page: Page, component = ''): Promise<Locator> {
  const root = page.locator(component ? `astro-island[component-url*="${component}"]` : 'astro-island').first();
  await root.scrollIntoViewIfNeeded();
  await expect(root).not.toHaveAttribute('ssr', /.*/);
  await expect
    .poll(() =>
      root.evaluate((island) =>
        [...island.querySelectorAll('input, select, button, textarea')].every((el) =>
          Object.keys(el).some((k) => k.startsWith('__reactProps')),
        ),
      ),
    )
    .toBe(true);
  return root;
}

/**
 * The event page's island, once it has read the kept event: its controls wait until then, and a change made
 * before it would be lost (or, in a tab meant to be behind, would count as heard).
 */
export async function eventIsland(page: Page): Promise<Locator> {
  const island = await hydratedIsland(page, 'EventManager');
  await expect(island.getByRole('button', { name: 'Add player' })).toBeEnabled();
  return island;
}

/** Adds players on the event page, each with the side they brought lists for, as an organiser types them. */
export async function addPlayers(island: Locator, players: readonly (readonly [name: string, side: 'allied' | 'axis' | 'either'])[]) {
  for (const [name, side] of players) {
    await island.getByLabel('Name', { exact: true }).fill(name);
    await island.getByLabel('Side', { exact: true }).selectOption(side);
    await island.getByRole('button', { name: 'Add player' }).click();
  }
}
