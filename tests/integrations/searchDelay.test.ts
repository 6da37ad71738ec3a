/** The search's wait after a keystroke: added to Starlight's Pagefind options, and loud if it cannot be. */
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { searchDelay, searchDelayMs } from '../../src/integrations/searchDelay.ts';

type Hooks = Required<AstroIntegration['hooks']>;

/** The integration's Vite plugin, as Astro would receive it, and its build-done hook. */
function setUp() {
  const integration = searchDelay();
  let plugin: Plugin | undefined;
  const setup = integration.hooks['astro:config:setup'] as unknown as (o: {
    updateConfig: (c: { vite: { plugins: Plugin[] } }) => void;
  }) => void;
  setup({ updateConfig: (c) => (plugin = c.vite.plugins[0]) });
  const transform = plugin!.transform as unknown as (code: string, id: string) => string | null;
  const done = () => (integration.hooks['astro:build:done'] as unknown as Hooks['astro:build:done'] & (() => void))();
  return { transform, done };
}

describe('the search delay', () => {
  it("sets Pagefind's debounce in Starlight's config module, and leaves every other module alone", () => {
    const { transform, done } = setUp();
    expect(transform('export const x = 1;', '/src/lib/a.ts')).toBeNull();
    const code = transform('export const pagefindUserConfig = {"ranking":{}}', '\0virtual:starlight/pagefind-config');
    expect(code).toBe('export const pagefindUserConfig = {"ranking":{}}\npagefindUserConfig.debounceTimeoutMs = 100;\n');
    expect(searchDelayMs).toBe(100);
    expect(done).not.toThrow();
  });

  it('fails the build when Starlight no longer has that module', () => {
    expect(setUp().done).toThrow(/was not found/);
  });
});
