/**
 * An integration that adds one Vite transform and fails the build when the transform never applied, so a
 * change that depends on another package's module, or on where our files live, cannot silently fall away.
 */
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';

type Transform = Extract<Plugin['transform'], (...args: never[]) => unknown>;

export function checkedTransform(options: {
  name: string;
  /** `pre` to see a file before Vite's own plugins (a JSON file before it becomes a module). */
  enforce?: Plugin['enforce'];
  /** Returns null for a module it leaves alone. */
  transform: Transform;
  /** Why the build fails when no module was transformed. */
  missing: string;
}): AstroIntegration {
  let applied = false;
  const plugin: Plugin = {
    name: options.name,
    enforce: options.enforce,
    transform(...args) {
      const result = options.transform.apply(this, args);
      if (result !== null && result !== undefined) applied = true;
      return result;
    },
  };
  return {
    name: options.name,
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [plugin] } });
      },
      'astro:build:done': () => {
        if (!applied) throw new Error(options.missing);
      },
    },
  };
}
