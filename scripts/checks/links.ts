// Checks every internal link and anchor in the built site (dist/): the page or file must exist and a
// #fragment must name an element id on that page. Exit 1 with one line per broken link.
import { readFileSync, statSync, existsSync } from 'node:fs';
import { htmlFilesUnder } from '../../src/integrations/builtFiles.ts';
import { join, relative, dirname, posix } from 'node:path';

const root = process.argv[2] ?? 'dist';

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
const idCache = new Map<string, Set<string>>();
function idsOf(file: string): Set<string> {
  let ids = idCache.get(file);
  if (!ids) {
    ids = new Set([...readFileSync(file, 'utf8').matchAll(/\sid="([^"]*)"/g)].map((m) => decode(m[1]!)));
    idCache.set(file, ids);
  }
  return ids;
}

/** The file a site path is served from, or null. */
function target(path: string): string | null {
  const p = decodeURIComponent(path);
  const candidates = p.endsWith('/')
    ? [join(root, p, 'index.html')]
    : [join(root, p), join(root, p, 'index.html'), join(root, `${p}.html`)];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

const broken: string[] = [];
let checked = 0;
for (const file of htmlFilesUnder(root)) {
  const html = readFileSync(file, 'utf8');
  const pagePath = `/${relative(root, dirname(file)).split('\\').join('/')}/`.replace('//', '/');
  for (const m of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
    const raw = decode(m[1]!);
    if (/^(?:[a-z]+:|\/\/)/i.test(raw) || raw === '') continue; // external, mailto:, data:
    checked++;
    const [pathAndQuery = '', fragment] = raw.split('#', 2) as [string, string | undefined];
    const path = pathAndQuery.split('?')[0]!;
    const resolved = path === '' ? pagePath : path.startsWith('/') ? path : posix.join(pagePath, path);
    const dest = path === '' ? file : target(resolved);
    if (!dest) {
      broken.push(`${relative(root, file)}: ${raw} → no such page or file`);
      continue;
    }
    if (fragment && fragment !== '_top' && dest.endsWith('.html') && !idsOf(dest).has(decodeURIComponent(fragment))) {
      broken.push(`${relative(root, file)}: ${raw} → no element with id "${fragment}" on ${relative(root, dest)}`);
    }
  }
}
if (broken.length) {
  console.error(broken.join('\n'));
  console.error(`\n${broken.length} broken link(s) out of ${checked} checked.`);
  process.exit(1);
}
console.log(`Links: ${checked} internal links and anchors checked, none broken.`);
