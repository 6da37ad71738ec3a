/**
 * The baseline of the benchmark: a plain Starlight site, built in the same run with the same
 * installed packages, whose pages carry the same text as ours (each page's rendered content, without
 * scripts or islands) and the same sidebar (every group and link of ours, read from a built page), since
 * a Starlight site's navigation grows with its pages whatever the site adds. The headings are written as
 * Markdown headings and the previous and next links are copied, so the plain page has the table of
 * contents and page links that Starlight builds for any page with the same text. Ours / plain
 * then says what our additions cost.
 *
 * Beside it, the floor of our stack: a plain Starlight page with one small React island (a calculator of
 * three fields, `client:load`, through @astrojs/react, the same installed versions), carrying the text of
 * the calculator page it stands beside. No page with an island can do better than it, so the goals for
 * those pages are differences or ratios to the floor measured in the same run.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const moduleGraphModule = fileURLToPath(new URL('../../src/integrations/moduleGraph.ts', import.meta.url));

/** The floor page's path on the plain site. */
export const FLOOR_PATH = '/floor/';

/** The floor's island: three fields and a result, React state only, as small as a calculator gets. */
const FLOOR_ISLAND = `import { useId, useState } from 'react';

export default function Floor() {
  const id = useId();
  const [dice, setDice] = useState('2');
  const [sides, setSides] = useState('6');
  const [modifier, setModifier] = useState('0');
  const n = (text) => (Number.isFinite(Number(text)) ? Number(text) : 0);
  const average = n(dice) * (n(sides) + 1) / 2 + n(modifier);
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={id + '-d'}>Dice</label> <input id={id + '-d'} inputMode="numeric" value={dice} onChange={(e) => setDice(e.target.value)} />
      <label htmlFor={id + '-s'}>Sides</label> <input id={id + '-s'} inputMode="numeric" value={sides} onChange={(e) => setSides(e.target.value)} />
      <label htmlFor={id + '-m'}>Modifier</label> <input id={id + '-m'} inputMode="numeric" value={modifier} onChange={(e) => setModifier(e.target.value)} />
      <output>Average {average}</output>
    </form>
  );
}
`;

export interface PlainPage {
  /** Our page (site path) the plain one copies. */
  page: string;
  /** The plain page's own path. */
  plainPath: string;
}

const titleOf = (html: string) => (/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? 'Page').replace(/<[^>]+>/g, '').trim();
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
const yamlString = (s: string) =>
  JSON.stringify(
    s
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'"),
  );

/** The `<div class="sl-markdown-content">` element of a built page, balanced. */
function contentOf(html: string): string {
  const start = html.indexOf('<div class="sl-markdown-content');
  if (start < 0) return '';
  let depth = 0;
  const tags = /<\/?div\b[^>]*>/g;
  tags.lastIndex = start;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return html.slice(start, m.index + m[0].length);
  }
  return html.slice(start);
}

/**
 * The page's text and structure for Markdown: raw HTML with no scripts, styles or island wrappers and no
 * blank lines, inside Starlight's content element as it was; each heading Starlight wrapped with its
 * anchor link becomes a Markdown heading again, so that Starlight builds the same wrapper and contents.
 */
export function plainBody(html: string): string {
  const content = contentOf(html);
  const inner = content.slice(content.indexOf('>') + 1, content.lastIndexOf('</div>'));
  return inner
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<style\b[\s\S]*?<\/style>/g, '')
    .replace(/<\/?astro-(?:island|slot|static-slot)\b[^>]*>/g, '')
    .replace(/<template\b[\s\S]*?<\/template>/g, '')
    .replace(/\n\s*\n/g, '\n')
    .replace(
      /<div class="sl-heading-wrapper level-h([2-6])"><h\1 id="[^"]*">([\s\S]*?)<\/h\1>[\s\S]*?<\/a><\/div>/g,
      (_, level: string, text: string) => `\n\n${'#'.repeat(Number(level))} ${text.trim()}\n\n`,
    );
}

/** Starlight's previous and next links of a built page, as frontmatter (`prev`/`next`: link and label, or false). */
export function pageLinksOf(html: string): string {
  const link = (rel: 'prev' | 'next') => {
    const m = new RegExp(`<a href="([^"]*)" rel="${rel}"[^>]*>[\\s\\S]*?<span class="link-title[^"]*">([\\s\\S]*?)</span>`).exec(html);
    return m ? `${rel}:\n  link: ${yamlString(m[1]!)}\n  label: ${yamlString(m[2]!.trim())}\n` : `${rel}: false\n`;
  };
  return link('prev') + link('next');
}

type SidebarItem = { label: string; link: string } | { label: string; collapsed: boolean; items: SidebarItem[] };

/** Our sidebar as Starlight config, read from a built page: groups (details) and links, in order. */
export function sidebarOf(html: string): SidebarItem[] {
  const start = html.indexOf('<ul class="top-level');
  const end = html.indexOf('</nav>', start);
  const root: SidebarItem[] = [];
  const stack: SidebarItem[][] = [root];
  const text = (markup: string) =>
    markup
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .trim();
  const tokens = /<details\b([^>]*)>\s*<summary\b[^>]*>([\s\S]*?)<\/summary>|<\/details>|<a href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g;
  tokens.lastIndex = start;
  for (let m = tokens.exec(html); m && m.index < end; m = tokens.exec(html)) {
    if (m[0] === '</details>') stack.pop();
    else if (m[2] !== undefined) {
      const group = {
        label: text(m[2].replace(/<svg[\s\S]*?<\/svg>/g, '')),
        collapsed: !/\bopen\b/.test(m[1] ?? ''),
        items: [] as SidebarItem[],
      };
      stack.at(-1)!.push(group);
      stack.push(group.items);
    } else stack.at(-1)!.push({ label: text(m[4]!), link: m[3]! });
  }
  return root;
}

/**
 * Writes the plain project into `root` (a folder inside this repository, so that it resolves the same
 * node_modules): one page for each of `pages` (the measured page types), and one for each of `others`
 * (the rest of ours), so that the plain site's search index holds the same text as ours and a query's
 * bytes compare like for like. The floor page (FLOOR_PATH) carries the text of `floorText`, by default the
 * last of `pages`.
 */
export function writePlainSite(
  root: string,
  ourDist: string,
  pages: readonly string[],
  others: readonly string[] = [],
  floorText = pages.at(-1)!,
): PlainPage[] {
  rmSync(root, { recursive: true, force: true });
  const sidebar = sidebarOf(readFileSync(join(ourDist, pages[1] ?? pages[0]!, 'index.html'), 'utf8'));
  const docs = join(root, 'src/content/docs');
  mkdirSync(docs, { recursive: true });
  // The dependencies are found in this repository's node_modules; listing them lets Astro bundle Starlight.
  const dependencies = { astro: '*', '@astrojs/starlight': '*', '@astrojs/react': '*', react: '*', 'react-dom': '*' };
  writeFileSync(
    join(root, 'package.json'),
    `${JSON.stringify({ name: 'plain-starlight', private: true, type: 'module', dependencies }, null, 2)}\n`,
  );
  writeFileSync(
    join(root, 'astro.config.mjs'),
    [
      "import { defineConfig } from 'astro/config';",
      "import starlight from '@astrojs/starlight';",
      "import react from '@astrojs/react';",
      // Only to count its bytes as ours are counted (the module graph); it changes nothing on the pages.
      `import { moduleGraphOnly } from ${JSON.stringify(moduleGraphModule)};`,
      `export default defineConfig({ site: 'https://plain.example', trailingSlash: 'always', integrations: [starlight({ title: 'Great War Tables', sidebar: ${JSON.stringify(sidebar)} }), react(), moduleGraphOnly()] });`,
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(root, 'src/content.config.ts'),
    [
      "import { defineCollection } from 'astro:content';",
      "import { docsLoader } from '@astrojs/starlight/loaders';",
      "import { docsSchema } from '@astrojs/starlight/schema';",
      'export const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };',
      '',
    ].join('\n'),
  );
  const write = (page: string, slug: string, island = false) => {
    const html = readFileSync(join(ourDist, page, 'index.html'), 'utf8');
    const toc = html.includes('<starlight-toc') ? '' : 'tableOfContents: false\n';
    const frontmatter = `---\ntitle: ${yamlString(titleOf(html))}\ndescription: ${yamlString(descriptionOf(html))}\n${toc}${pageLinksOf(html)}---\n\n`;
    if (!island) return writeFileSync(join(docs, `${slug}.md`), `${frontmatter}${plainBody(html)}\n`);
    // A page of its own around the same text, since Markdown holds no island: Starlight's page frame, the
    // island, then the copied text as HTML.
    const frame = { title: titleOf(html), description: descriptionOf(html) };
    writeFileSync(
      join(root, 'src/pages', `${slug}.astro`),
      [
        '---',
        "import StarlightPage from '@astrojs/starlight/components/StarlightPage.astro';",
        "import Floor from '../components/Floor.jsx';",
        '---',
        `<StarlightPage frontmatter={${JSON.stringify(frame)}}>`,
        '  <Floor client:load />',
        `  <Fragment set:html={${JSON.stringify(plainBody(html))}} />`,
        '</StarlightPage>',
        '',
      ].join('\n'),
    );
  };
  mkdirSync(join(root, 'src/pages'), { recursive: true });
  mkdirSync(join(root, 'src/components'), { recursive: true });
  writeFileSync(join(root, 'src/components/Floor.jsx'), FLOOR_ISLAND);
  const measured = new Set(pages);
  others.filter((page) => !measured.has(page) && page.endsWith('/')).forEach((page, i) => write(page, `other-${i}`));
  write(floorText, FLOOR_PATH.slice(1, -1), true);
  return pages.map((page, i) => {
    const slug = page === '/' ? 'index' : `page-${i}`;
    write(page, slug);
    return { page, plainPath: slug === 'index' ? '/' : `/${slug}/` };
  });
}
