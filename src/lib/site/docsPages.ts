/** The rule pages as plain sources, for back-links from tables (kept out of components so it is testable). */
import type { PageSource } from './backlinks.ts';

interface DocsEntry {
  id: string;
  body?: string;
  data: { title: string; kind?: string };
}

export function rulePageSources(entries: readonly DocsEntry[]): PageSource[] {
  return entries.filter((e) => e.data.kind === 'rule').map((e) => ({ title: e.data.title, href: `/${e.id}/`, body: e.body ?? '' }));
}
