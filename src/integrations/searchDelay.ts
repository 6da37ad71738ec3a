/**
 * How long the search waits after a keystroke before it searches. Starlight builds Pagefind's
 * UI with the options of its `pagefind` config, which has no room for Pagefind's `debounceTimeoutMs`, so
 * every query waited Pagefind's default 300 ms after the last key. This adds the one option to Starlight's
 * own config module rather than forking its search component; the build fails if Starlight ever renames
 * that module, so the change cannot silently fall away.
 */
import type { AstroIntegration } from 'astro';
import { checkedTransform } from './checkedTransform.ts';

/** ms after the last keystroke. A warm query itself takes a few ms, so this is most of what a player waits. */
export const searchDelayMs = 100;

const configModule = 'virtual:starlight/pagefind-config';

export const searchDelay = (): AstroIntegration =>
  checkedTransform({
    name: 'great-war-tables:search-delay',
    transform: (code, id) => (id.includes(configModule) ? `${code}\npagefindUserConfig.debounceTimeoutMs = ${searchDelayMs};\n` : null),
    missing: `search delay: Starlight's module ${configModule} was not found; see src/integrations/searchDelay.ts`,
  });
