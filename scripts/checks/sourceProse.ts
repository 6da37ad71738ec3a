/**
 * No run of twelve words of the source documents' prose is on the built site: rule text and table cells are
 * written in our own words, only facts carry over. Read from the source text where it sits beside the
 * repository (`../shared/seeds/`, or the folder `GWT_SEEDS` names); a user's copy has none, and the check
 * then says so and passes. A page's prose is read apart from its tables, and each table cell or JSON string on
 * its own, so a row of facts read across its cells (a name, its numbers, the next name) is not taken for prose;
 * runs with three or more bare numbers are facts too.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const RUN_WORDS = 12;
const seedsFolder = process.env.GWT_SEEDS ?? fileURLToPath(new URL('../../../shared/seeds/', import.meta.url));

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[’']/g, '')
    .match(/[a-z0-9]+/g) ?? [];
const isProse = (run: readonly string[]) => run.filter((w) => /^[0-9]+$/.test(w)).length < 3;

/** Every prose run of RUN_WORDS words in the source texts. */
function sourceRuns(folder: string): Set<string> {
  const runs = new Set<string>();
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.txt'))) {
    const w = words(readFileSync(join(folder, file), 'utf8'));
    for (let i = 0; i + RUN_WORDS <= w.length; i++) {
      const run = w.slice(i, i + RUN_WORDS);
      if (isProse(run)) runs.add(run.join(' '));
    }
  }
  return runs;
}

const untagged = (html: string) => html.replace(/<[^>]+>/g, ' ');

/** The texts of a built file read one by one: a page's prose, then each of its table cells; each string of a JSON copy. */
function shownTexts(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  if (path.endsWith('.json')) {
    const strings: string[] = [];
    JSON.parse(text, (_key, value: unknown) => (typeof value === 'string' && strings.push(value), value));
    return strings;
  }
  const page = text.replace(/<(script|style)[^>]*>[^]*?<\/\1>/g, ' ');
  const cells = [...page.matchAll(/<t[dh][^>]*>([^]*?)<\/t[dh]>/g)].map((m) => untagged(m[1]!));
  return [untagged(page.replace(/<table[^]*?<\/table>/g, ' ')), ...cells];
}

function* builtFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '_astro' && entry.name !== 'pagefind') yield* builtFiles(path);
    } else if (entry.name.endsWith('.html') || entry.name.endsWith('.json')) yield path;
  }
}

/** One line per built file holding a run of the source's prose; null when there is no source text to compare with. */
export function checkSourceProse(dir: string, folder = seedsFolder): { problems: string[]; checked: number } | null {
  if (!existsSync(folder)) return null;
  const runs = sourceRuns(folder);
  const problems: string[] = [];
  let checked = 0;
  for (const path of builtFiles(dir)) {
    checked++;
    const found = shownTexts(path)
      .map(words)
      .flatMap((w) => w.slice(0, Math.max(0, w.length - RUN_WORDS + 1)).map((_, i) => w.slice(i, i + RUN_WORDS).join(' ')))
      .find((run) => runs.has(run));
    if (found) problems.push(`${path}: "${found}" is the source's wording`);
  }
  return { problems, checked };
}
