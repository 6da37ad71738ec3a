/**
 * Every file or folder of the repository that the docs name exists: the README, docs/*.md and the comments of
 * budgets.json, read for paths under the repository's own folders (src/lib/data/, scripts/checks/site.ts,
 * tests/engines/). A path with a placeholder in it (`<system>`, `*`, `[nation]` as a pattern) is a pattern, not
 * a file, and is not checked.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('../../', import.meta.url).pathname;
const FOLDERS = ['src', 'scripts', 'tests', 'docs', 'public', 'bin', '.ci', '.github'];
const PATH = new RegExp(`(?<![\\w./-])(?:${FOLDERS.map((f) => f.replace('.', '\\.')).join('|')})/[\\w./\\-\\[\\]]*[\\w/\\]]`, 'g');

/** The texts the docs are: the README, every page under docs/, and budgets.json (its comments name the checks). */
function docTexts(root: string): { file: string; text: string }[] {
  const docs = readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`);
  return ['README.md', ...docs, 'budgets.json'].map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));
}

export function checkDocFiles(root = ROOT): { problems: string[]; checked: number } {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const { file, text } of docTexts(root))
    for (const match of text.matchAll(PATH)) {
      let path = match[0];
      const next = text[match.index + path.length] ?? '';
      // A Markdown link's closing bracket is not part of its path: `[docs/formats.md](docs/formats.md)`.
      if (path.endsWith(']') && !path.includes('[')) path = path.slice(0, -1);
      if (/[<*{]/.test(path + next) || seen.has(`${file} ${path}`)) continue;
      seen.add(`${file} ${path}`);
      if (!existsSync(join(root, path))) problems.push(`${file} names ${path}`);
    }
  return { problems, checked: seen.size };
}
