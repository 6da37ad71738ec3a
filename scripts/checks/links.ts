/**
 * Every internal link and anchor of the built site: the page or file must exist, and a #fragment must name
 * an element id on that page. One line per broken link.
 */
import { statSync, existsSync } from 'node:fs';
import { join, relative, dirname, posix } from 'node:path';
import { htmlFilesUnder } from '../../src/integrations/builtFiles.ts';
import type { BuiltSite } from './pageWeight.ts';

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

export function checkLinks(site: BuiltSite): { checked: number; broken: string[] } {
  const root = site.dir;
  const idCache = new Map<string, Set<string>>();
  const idsOf = (file: string): Set<string> => {
    let ids = idCache.get(file);
    if (!ids) {
      ids = new Set([...site.htmlOf(file).matchAll(/\sid="([^"]*)"/g)].map((m) => decode(m[1]!)));
      idCache.set(file, ids);
    }
    return ids;
  };
  /** The file a site path is served from, or null. */
  const target = (path: string): string | null => {
    const p = decodeURIComponent(path);
    const candidates = p.endsWith('/')
      ? [join(root, p, 'index.html')]
      : [join(root, p), join(root, p, 'index.html'), join(root, `${p}.html`)];
    return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
  };

  const broken: string[] = [];
  let checked = 0;
  for (const file of htmlFilesUnder(root)) {
    const html = site.htmlOf(file);
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
  return { checked, broken };
}
