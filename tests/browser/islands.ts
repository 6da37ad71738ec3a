import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Scrolls a `client:visible` island into view (the first on the page, or the first whose component's
 * address contains `component`) and waits until it has hydrated, its later parts too
 * (src/components/shared/hydrateLater.tsx marks the page while any is still to hydrate).
 */
export async function hydratedIsland(page: Page, component = ''): Promise<Locator> {
  const root = page.locator(component ? `astro-island[component-url*="${component}"]` : 'astro-island').first();
  await root.scrollIntoViewIfNeeded();
  await expect(root).not.toHaveAttribute('ssr', /.*/);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrating', /.*/);
  return root;
}
