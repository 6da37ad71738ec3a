// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import react from '@astrojs/react';
import { tableFiles, tableGroup } from './src/integrations/tableFiles.ts';
import { contentSecurityPolicy, securityChecks } from './src/integrations/security.ts';
import { offline } from './src/integrations/offline.ts';
import { modulePreloads } from './src/integrations/modulePreloads.ts';
import { dataChecks } from './src/integrations/dataChecks.ts';
import { searchWordsFile } from './src/integrations/searchWords.ts';
import { headingSearchWords } from './src/integrations/headingSearchWords.ts';
import { satteri } from '@astrojs/markdown-satteri';

/**
 * Runs before Starlight's theme script, which reads localStorage unguarded. Where the browser refuses
 * storage (private modes that throw on any access), `localStorage` is set to undefined, which Starlight's
 * script checks for and the site's storage (src/lib/storage/safeStorage.ts) reports as unavailable; a
 * stored theme that is not one Starlight writes ("light", "dark", "auto") is removed, so a damaged value
 * cannot throw (Starlight puts it in a CSS selector) and the page falls back to the system theme.
 */
const themeGuard =
  "try{const t=localStorage.getItem('starlight-theme');if(t!==null&&!['light','dark','auto'].includes(t))localStorage.removeItem('starlight-theme')}" +
  "catch{try{Object.defineProperty(window,'localStorage',{configurable:true,value:undefined})}catch{}}";
/**
 * Adds /sw-register.js three seconds after the page's load event. Registering starts the offline copy's
 * download (some 9 MiB); at the load event it competed with what the page still fetches and runs (its
 * lazy parts, a nation's troop costs, the search) and with the visitor's first presses.
 */
const swLoader =
  "addEventListener('load',()=>setTimeout(()=>document.head.append(Object.assign(document.createElement('script'),{src:'/sw-register.js'})),3000))";

// Every table file, read once for the sidebar's table groups.
const tables = tableFiles();

// The site's public address; override with SITE_URL when deploying elsewhere.
const site = process.env.SITE_URL ?? 'https://greatwartables.example';

export default defineConfig({
  site,
  trailingSlash: 'always',
  // No link prefetching (Starlight turns it on for every link): after the first visit the offline service
  // worker holds every page, so it would only fetch what is already kept. Its script (1.1 KiB on every page)
  // also rescanned every link of the page each time a calculator drew new ones.
  prefetch: false,
  // A strict Content-Security-Policy in every page (src/integrations/security/policy.ts).
  security: { csp: contentSecurityPolicy() },
  // Stylesheets under 4 KiB go inline, a request saved before first paint; the build hashes each into its
  // page's policy (src/integrations/security.ts), which Astro's own CSP does not do for islands' CSS.
  build: { inlineStylesheets: 'auto' },
  // The pages have no code blocks to highlight, and Shiki's inline styles would need their own CSP hashes.
  // Rule pages' headings carry the words players search for (src/integrations/headingSearchWords.ts).
  markdown: { syntaxHighlight: false, processor: satteri({ hastPlugins: [headingSearchWords] }) },
  vite: {
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            // React, React DOM and its scheduler in one chunk: every island page loads all of them, and the
            // bundler otherwise splits them by which islands import which part (React DOM's index, the JSX
            // runtime), each part a request and a gzip stream of its own. The one binding of a model to React
            // (useSlice.ts, three lines every tool's island calls) goes with them rather than in a chunk of its own.
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]components[\\/]shared[\\/]useSlice\.ts$/,
              },
            ],
          },
        },
        // Astro marks every MDX page's module with its own "use astro:head-inject" directive, and the bundler
        // warns once per page that it may drop it (a box of some ten lines each). The directive has done its
        // work by then; every other warning still prints.
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('astro:head-inject')) return;
          warn(warning);
        },
      },
    },
  },
  integrations: [
    starlight({
      title: 'Great War Tables',
      description:
        'Rules, canonical cost tables and calculators for Great War Spearhead scenario generation and other Great War miniature rules.',
      lastUpdated: false,
      // Pagefind's ranking, not Starlight's tuning for prose pages: our one-line table rows ("Germany: MG
      // 1917-18") would otherwise rank below long rule pages that mention the same words, while a long rule
      // page is not punished so hard for its length that a row's passing word ("3rd line reserves") beats
      // the rule's own heading ("Reserves"). Row names weigh 2 and rule headings are indexed again at 10
      // (src/components/tables/DataTable.astro, src/integrations/headingSearchWords.ts).
      pagefind: { ranking: { pageLength: 0.6, termFrequency: 1, termSaturation: 1.4, termSimilarity: 1 } },
      // One inline script of ours, before Starlight's (so one hash in each page's policy): the theme guard,
      // and the offline service worker's registration, which also links the web app manifest (which makes
      // the site installable), both once the page has loaded, so that nothing but the page's own text and
      // styles comes before its first paint.
      head: [
        { tag: 'script', content: `${themeGuard};${swLoader}` },
        { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/icon-192.png' } },
        { tag: 'meta', attrs: { name: 'theme-color', content: '#5a4a2f' } },
      ],
      customCss: ['./src/styles/site.css', './src/styles/tables.css'],
      routeMiddleware: './src/routeData.ts',
      components: {
        Search: './src/components/site/Search.astro',
        PageTitle: './src/components/site/PageTitle.astro',
        ThemeSelect: './src/components/site/ThemeSelect.astro',
      },
      sidebar: [
        {
          label: 'Great War Spearhead',
          items: [
            { label: 'Overview', link: '/gwsh/' },
            { label: 'Rules', items: [{ autogenerate: { directory: 'gwsh/rules' } }] },
            { label: 'Calculators', items: [{ autogenerate: { directory: 'gwsh/calculators' } }] },
            tableGroup('Tables', 'gwsh', 'tables', tables),
            tableGroup('Troop costs', 'gwsh', 'troop-costs', tables),
            { label: 'How unclear rules are read', link: '/gwsh/readings/' },
            { label: 'What the list checks verify', link: '/gwsh/what-is-checked/' },
          ],
        },
        {
          label: '"1916"',
          collapsed: true,
          items: [
            { label: 'Overview', link: '/1916/' },
            { label: 'Basic game setup', items: [{ autogenerate: { directory: '1916/setup' } }] },
            { label: 'Introduction', items: [{ autogenerate: { directory: '1916/introduction' } }] },
            { label: 'Calculators', items: [{ autogenerate: { directory: '1916/calculators' } }] },
            tableGroup('Tables', '1916', 'tables', tables),
          ],
        },
        {
          label: 'Great Battles of WWII',
          collapsed: true,
          items: [
            { label: 'Overview', link: '/gbww2/' },
            { label: 'Charts', items: [{ autogenerate: { directory: 'gbww2/charts' } }] },
            { label: 'FAQ', link: '/gbww2/faq/' },
            { label: 'Calculators', items: [{ autogenerate: { directory: 'gbww2/calculators' } }] },
            tableGroup('Tables', 'gbww2', 'tables', tables),
            { label: 'How unclear charts are read', link: '/gbww2/readings/' },
          ],
        },
        {
          label: 'The Great War in 54mm',
          collapsed: true,
          items: [
            { label: 'The rules', link: '/gw54/' },
            { label: 'Calculators', items: [{ autogenerate: { directory: 'gw54/calculators' } }] },
            tableGroup('Tables', 'gw54', 'tables', tables),
          ],
        },
        {
          label: 'About the site',
          items: [
            { label: 'Data and JSON', link: '/data/' },
            { label: 'Data changelog', link: '/changelog/' },
            { label: 'Sources and credits', link: '/sources/' },
          ],
        },
      ],
    }),
    // The calculators are React islands over the engine in src/lib.
    react(),
    dataChecks(),
    // After Starlight (its Pagefind index) so that they see the finished build: module preloads, the CSP
    // check and _headers, the search's known words, then the offline precache of every file.
    modulePreloads(),
    securityChecks(),
    searchWordsFile(),
    offline(),
  ],
});
