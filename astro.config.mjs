// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import react from '@astrojs/react';
import { tableSidebar } from './src/lib/site/sidebar.ts';
import { dataChecks } from './src/integrations/dataChecks.ts';

// The site's public address; override with SITE_URL when deploying elsewhere.
const site = process.env.SITE_URL ?? 'https://greatwartables.example';

export default defineConfig({
  site,
  trailingSlash: 'always',
  integrations: [
    dataChecks(),
    starlight({
      title: 'Great War Tables',
      description:
        'Rules, canonical cost tables and calculators for Great War Spearhead scenario generation and other Great War miniature rules.',
      lastUpdated: false,
      customCss: ['./src/styles/site.css'],
      components: {
        Search: './src/components/site/Search.astro',
        PageTitle: './src/components/site/PageTitle.astro',
      },
      sidebar: [
        {
          label: 'Great War Spearhead',
          items: [
            { label: 'Overview', link: '/gwsh/' },
            { label: 'Rules', items: [{ autogenerate: { directory: 'gwsh/rules' } }] },
            { label: 'Calculators', items: [{ autogenerate: { directory: 'gwsh/calculators' } }] },
            { label: 'Tables', collapsed: true, items: tableSidebar('gwsh') },
            { label: 'Troop costs', collapsed: true, items: tableSidebar('gwsh', 'troop-costs') },
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
    react(),
  ],
});
