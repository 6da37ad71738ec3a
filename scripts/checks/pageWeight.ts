/**
 * What a built page makes the browser download before anyone touches it, read from the built
 * files: its HTML, its stylesheets and the JavaScript its scripts and islands import, statically, split
 * into the framework (React and Astro's island runtime), the islands' own code, the search (loaded when
 * the search opens) and the docs shell (Starlight's scripts, prefetch, the service worker registration).
 * Used by the benchmark and by the checks of the built site (scripts/checks/site.ts), which read each
 * page once through it (htmlOf).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readModuleGraph, type ModuleGraph } from '../../src/integrations/moduleGraph.ts';
import { filesUnder } from '../../src/integrations/builtFiles.ts';

export interface Bytes {
  raw: number;
  gzip: number;
}

export interface FileGroup extends Bytes {
  files: string[];
}

export interface PageWeight {
  page: string;
  html: Bytes;
  /** Inline `<script>` text, part of the HTML bytes (Starlight's theme and sidebar, Astro's island loader). */
  inlineJs: Bytes;
  /** Inline `<style>` text, part of the HTML bytes and counted in `css` as well. */
  inlineCss: Bytes;
  css: FileGroup;
  js: {
    framework: FileGroup;
    island: FileGroup;
    /** The search UI, imported when the search dialog opens (Pagefind's own files come on the first query). */
    search: FileGroup;
    shell: FileGroup;
  };
  /** Components hydrated on the page (astro-island component-url). */
  islands: string[];
}

const gzipOf = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;

/** Chunks that are the framework or the bundler's runtime wherever they are imported from. */
// React's chunks as @astrojs/react ships them.
const frameworkChunk = /^(react|react-dom|jsx-runtime|client|rolldown-runtime|scheduler)[.-]/;

export class BuiltSite {
  private sizes = new Map<string, Bytes>();
  private texts = new Map<string, string>();
  private graph: ModuleGraph;

  readonly dir: string;
  constructor(dir: string) {
    this.dir = dir;
    this.graph = readModuleGraph(dir);
  }

  /** A built file's text, read once however many checks look at it. */
  htmlOf(file: string): string {
    let text = this.texts.get(file);
    if (text === undefined) {
      text = readFileSync(file, 'utf8');
      this.texts.set(file, text);
    }
    return text;
  }

  /** The file a site path is served from. */
  fileOf(path: string): string {
    const clean = decodeURIComponent(path.split(/[?#]/)[0]!);
    return join(this.dir, clean.endsWith('/') ? `${clean}index.html` : clean);
  }

  bytesOf(path: string): Bytes {
    let size = this.sizes.get(path);
    if (!size) {
      const file = this.fileOf(path);
      const data = existsSync(file) ? readFileSync(file) : Buffer.alloc(0);
      size = { raw: data.length, gzip: data.length ? gzipOf(data) : 0 };
      this.sizes.set(path, size);
    }
    return size;
  }

  /** The scripts a script imports, at once and later (Vite's build manifest; none for a file outside the bundle). */
  importsOf(path: string): { static: readonly string[]; dynamic: readonly string[] } {
    return this.graph.get(path) ?? { static: [], dynamic: [] };
  }

  /** Every module the entries load at once (static imports, transitively). */
  closure(entries: Iterable<string>): Set<string> {
    const seen = new Set<string>();
    const queue = [...entries];
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      if (seen.has(path)) continue;
      seen.add(path);
      queue.push(...this.importsOf(path).static);
    }
    return seen;
  }

  group(paths: Iterable<string>): FileGroup {
    const files = [...paths].sort();
    return files.reduce<FileGroup>(
      (g, f) => {
        const b = this.bytesOf(f);
        return { raw: g.raw + b.raw, gzip: g.gzip + b.gzip, files: g.files };
      },
      { raw: 0, gzip: 0, files },
    );
  }

  /** The weight of one page, by its site path ("/gwsh/rules/encounter/"). */
  pageWeight(page: string): PageWeight {
    const html = this.htmlOf(this.fileOf(page));
    const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
    const sameSite = (url: string | null): url is string => url !== null && url.startsWith('/') && !url.startsWith('//');

    const stylesheets = [...html.matchAll(/<link\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => /\srel="stylesheet"/.test(tag))
      .map((tag) => attr(tag, 'href'))
      .filter(sameSite);
    const inlineStyles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!).join('');

    const scriptTags = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
    const externalScripts = scriptTags.map((m) => attr(m[0], 'src')).filter(sameSite);
    const inlineJs = scriptTags
      .filter((m) => !/\ssrc=/.test(m[0].slice(0, m[0].indexOf('>'))))
      .map((m) => m[1]!)
      .join('');
    // Astro's island loader imports these; the island's own inline scripts are in `inlineJs`.
    const islandTags = [...html.matchAll(/<astro-island\b[^>]*>/g)].map((m) => m[0]);
    const components = islandTags.map((t) => attr(t, 'component-url')).filter(sameSite);
    const renderers = islandTags.flatMap((t) => [attr(t, 'renderer-url'), attr(t, 'before-hydration-url')]).filter(sameSite);
    const preloads = [...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)].map((m) => attr(m[0], 'href')).filter(sameSite);

    const rendererClosure = this.closure(renderers);
    const componentClosure = this.closure(components);
    const shellClosure = this.closure([...externalScripts, ...preloads]);
    const isFramework = (p: string) => rendererClosure.has(p) || frameworkChunk.test(posix.basename(p));
    const framework = [...new Set([...rendererClosure, ...componentClosure, ...shellClosure])].filter(isFramework);
    const island = [...componentClosure].filter((p) => !isFramework(p));
    const loaded = new Set([...framework, ...island, ...shellClosure]);
    const searchEntries = [...shellClosure].flatMap((p) => this.importsOf(p).dynamic);
    const search = [...this.closure(searchEntries)].filter((p) => !loaded.has(p));
    const shell = [...shellClosure].filter((p) => !isFramework(p) && !island.includes(p));

    const cssGroup = this.group(stylesheets);
    return {
      page,
      html: { raw: Buffer.byteLength(html), gzip: gzipOf(html) },
      inlineJs: { raw: Buffer.byteLength(inlineJs), gzip: inlineJs ? gzipOf(inlineJs) : 0 },
      inlineCss: { raw: Buffer.byteLength(inlineStyles), gzip: inlineStyles ? gzipOf(inlineStyles) : 0 },
      css: {
        raw: cssGroup.raw + Buffer.byteLength(inlineStyles),
        gzip: cssGroup.gzip + (inlineStyles ? gzipOf(inlineStyles) : 0),
        files: cssGroup.files,
      },
      js: { framework: this.group(framework), island: this.group(island), search: this.group(search), shell: this.group(shell) },
      islands: components.map((c) => posix.basename(c).replace(/\.[^.]+\.js$/, '')),
    };
  }
}

/** All the bytes (gzip) a page costs before anyone touches it: HTML, CSS and JavaScript, inline ones counted once. */
export const pageBytes = (w: PageWeight): number =>
  w.html.gzip + w.css.gzip - w.inlineCss.gzip + w.js.framework.gzip + w.js.island.gzip + w.js.shell.gzip;

/** Every page of a built site, as site paths. */
export function pagesOf(dir: string, files: readonly string[] = filesUnder(dir)): string[] {
  return files
    .filter((f) => f.endsWith('.html'))
    .map((f) => (f === 'index.html' ? '/' : f.endsWith('/index.html') ? `/${f.slice(0, -'index.html'.length)}` : `/${f}`))
    .filter((p) => existsSync(join(dir, p.endsWith('/') ? `${p}index.html` : p)));
}
