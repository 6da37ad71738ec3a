/**
 * How long the search waits after a keystroke before it searches (issue 12). Starlight builds Pagefind's
 * UI with the options of its `pagefind` config, which has no room for Pagefind's `debounceTimeoutMs`, so
 * every query waited Pagefind's default 300 ms after the last key. This adds the one option to Starlight's
 * own config module rather than forking its search component; the build fails if Starlight ever renames
 * that module, so the change cannot silently fall away.
 */
import type { AstroIntegration } from 'astro';

/** ms after the last keystroke. A warm query itself takes a few ms, so this is most of what a player waits. */
export const searchDelayMs = 100;

const configModule = 'virtual:starlight/pagefind-config';

export function searchDelay(): AstroIntegration {
  let applied = false;
  return {
    name: 'great-war-tables:search-delay',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'great-war-tables:search-delay',
                transform(code, id) {
                  if (!id.includes(configModule)) return null;
                  applied = true;
                  return `${code}\npagefindUserConfig.debounceTimeoutMs = ${searchDelayMs};\n`;
                },
              },
            ],
          },
        });
      },
      'astro:build:done': () => {
        if (!applied) throw new Error(`search delay: Starlight's module ${configModule} was not found; see src/integrations/searchDelay.ts`);
      },
    },
  };
}
