// Lint for the TypeScript, React and Astro code (`npm run lint`, part of `npm test`; any warning fails it).
// Prettier owns the layout (.prettierrc.json), so eslint-config-prettier turns the layout rules off.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import astro from 'eslint-plugin-astro';
import { readdirSync } from 'node:fs';

const lib = (folder) => `./src/lib/${folder}`;
const engines = ['gwsh', 'rules1916', 'gbww2', 'gw54'].map(lib);
/**
 * Node-only loaders: they read the table files from disk (node:fs), for the command line, the tests and the
 * build. Browser code (components, engines, page helpers, storage, the tools' models) fetches the published
 * copies instead (src/lib/data/tables/costTables.ts).
 */
const nodeOnlyLoaders = [
  'tableFiles.ts',
  'registry.ts',
  'tables/costTablesAll.ts',
  'tables/gwsh.ts',
  'tables/gbww2.ts',
  'tables/gw54.ts',
  'tables/rules1916.ts',
].map((f) => `./src/lib/data/${f}`);
/** Each GWSH tool's folder of parts (docs/architecture.md); what several tools draw lives in gwsh/shared. */
const toolFolders = readdirSync('src/components/gwsh', { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'shared')
  .map((d) => `./src/components/gwsh/${d.name}`);

/** An import that would climb more than two folders names its target from the project root instead. */
const climbing = { regex: '^(\\.\\./){3,}', message: 'Climbing three folders or more: import from #src/… or #tests/… instead.' };
const storageMessage =
  "Components do not reach the browser's storage: the page's models do (src/components/shared/pageModels.ts), and parts read them through their tool's binding.";

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.dist-next/',
      'dist.old/',
      'bench/out/',
      'coverage/',
      '.astro/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'public/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Astro components: their frontmatter and scripts as TypeScript, their templates by the plugin's rules.
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // An import that would climb more than two folders names its target from the project root instead:
    // `#src/…` or `#tests/…` (package.json "imports", read alike by Node, Vite, TypeScript and this lint).
    files: ['**/*.{ts,tsx,astro,mjs}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [climbing] }],
    },
  },
  {
    // One owner per record: a part reads and changes what the browser keeps through its tool's model. Only
    // the page's models (pageModels.ts) and the kept forms (keptForms.ts) reach src/lib/storage; only the
    // models' bindings (the .ts hooks beside the parts), never a part (.tsx), reach pageModels.ts.
    files: ['src/components/**/*.{ts,tsx}'],
    ignores: ['src/components/shared/pageModels.ts', 'src/components/shared/keptForms.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [climbing, { regex: 'lib/storage/', message: storageMessage }],
        },
      ],
    },
  },
  {
    files: ['src/components/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            climbing,
            { regex: 'lib/storage/', message: storageMessage },
            {
              regex: 'shared/pageModels\\.ts$',
              message:
                "A part reads what the browser keeps through its tool's model (the binding hooks beside it), not the page's storage.",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests build malformed files on purpose, field by field.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/components/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A table that scrolls sideways is a focusable region, so a keyboard can scroll it (axe's
      // scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
  {
    // One direction of imports (docs/architecture.md): data at the bottom; the rule engines and the page
    // helpers above it, apart; saved state above them; the tools' models on top. Nothing in src/lib imports a component, a page, a build
    // step or the command line.
    files: ['src/**/*.{ts,tsx,astro}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/lib',
              from: ['./src/components', './src/pages', './src/integrations', './src/cli'],
              message: 'src/lib is the engine: it imports no component, page, build step or command.',
            },
            {
              target: [lib('data'), lib('site'), ...engines, lib('storage')],
              from: [lib('tools')],
              message: "The tools' models (src/lib/tools) are the top layer: nothing below imports them.",
            },
            {
              target: lib('data'),
              from: [lib('site'), ...engines, lib('storage')],
              message: 'The data is the bottom layer: it imports no page helper, engine or storage.',
            },
            { target: lib('site'), from: [...engines, lib('storage')], message: 'Page helpers sit below the rule engines and storage.' },
            ...engines.map((target) => ({
              target,
              from: [lib('storage')],
              message: 'A rule engine does not read or write the browser storage.',
            })),
            ...engines.map((target) => ({
              target,
              from: engines.filter((other) => other !== target),
              message: "The rule sets' engines are kept apart: what two of them share lives below them (numbers, dice, data, findings).",
            })),
            {
              target: lib('storage'),
              from: engines,
              message: "src/lib/storage knows no game: a tool's saved state lives with its model in src/lib/tools.",
            },
            ...toolFolders.map((target) => ({
              target,
              from: toolFolders.filter((other) => other !== target),
              message: "A tool's parts do not import another tool's: what several tools draw lives in src/components/gwsh/shared.",
            })),
            {
              target: [
                './src/components',
                ...engines,
                ...['site', 'storage', 'tools', 'files', 'dice', 'forms', 'numbers', 'points', 'share'].map(lib),
              ],
              from: nodeOnlyLoaders,
              message:
                'This loader reads the table files from disk (Node only): browser code fetches the published copies (src/lib/data/tables/costTables.ts).',
            },
            {
              target: './src/components/gwsh/shared',
              from: toolFolders,
              message: 'The shared GWSH parts sit below the tools: they import no tool folder.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
