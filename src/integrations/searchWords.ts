/**
 * The words the site search knows, for its "did you mean" (public/search-dialog.js): after the build,
 * every word of the pages' main text, most frequent first, written as /search-words.json with the players'
 * words (src/lib/site/searchTerms.ts). A query that finds nothing is tried again with each players' word read
 * as the rules', and each unknown word replaced by its nearest known one.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { htmlFilesUnder } from './builtFiles.ts';
import { playersWords } from '../lib/site/searchTerms.ts';

export const SEARCH_WORDS_FILE = 'search-words.json';

/**
 * The words of a page's main text, lower case, three letters or more; scripts, styles and tags left out, and
 * the players' words the search indexes beside headings and rows (data-search-also, src/lib/site/searchTerms.ts) in.
 */
export function pageWords(html: string): string[] {
  const main = /<main[\s>][\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  const also = [...main.matchAll(/\sdata-search-also="([^"]*)"/g)].map((m) => m[1]).join(' ');
  const text = `${main} ${also}`
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/g, ' ')
    .toLowerCase();
  return text.match(/\p{L}{3,}/gu) ?? [];
}

/** Every word of the pages, each once, the most frequent first (ties in alphabetical order). */
export function searchWords(pages: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const html of pages) for (const word of pageWords(html)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([word]) => word);
}

export function searchWordsFile(): AstroIntegration {
  return {
    name: 'great-war-tables:search-words',
    hooks: {
      'astro:build:done': ({ dir }) => {
        const root = fileURLToPath(dir);
        const words = searchWords(htmlFilesUnder(root).map((file) => readFileSync(file, 'utf8')));
        writeFileSync(join(root, SEARCH_WORDS_FILE), `${JSON.stringify({ words, aliases: playersWords })}\n`);
      },
    },
  };
}
