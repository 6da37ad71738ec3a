import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe (WCAG 2.1 A/AA, and heading order) on the page and fails with the list of violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  // Lighthouse also scores heading order (an axe best practice): a section title must not skip a level.
  const order = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
  const summary = [...results.violations, ...order.violations].map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join('; ')})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
