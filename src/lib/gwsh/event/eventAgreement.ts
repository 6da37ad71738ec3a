/**
 * Whether a page's lists and rules pack agree with the event they are for: the event fixes one rules pack
 * (9.0, the organiser's choices) and the data version its lists are costed under, so a list built on other
 * tables, or a browser checking with another pack, can give totals and findings the event would not.
 * One sentence per difference; none when everything agrees.
 */
import type { CompetitionEvent } from './event.ts';
import { samePack, type RulesPack } from '../rulesPack.ts';

/** A list as the page holds it: the name it is shown by and the data version it was built on, if recorded. */
export interface ListVersion {
  name: string;
  dataVersion?: string | undefined;
}

/** How this page checks: its rules pack (null: the site's readings) and the data version of its tables. */
export interface PageRules {
  pack: RulesPack | null;
  dataVersion: string;
}

const packName = (pack: RulesPack | null) => (pack ? `the rules pack “${pack.name}”` : 'the site’s readings (no rules pack)');

export function eventDifferences(event: CompetitionEvent, page: PageRules, lists: readonly ListVersion[] = []): string[] {
  const out: string[] = [];
  const samePacks = event.rulesPack === null ? page.pack === null : page.pack !== null && samePack(page.pack, event.rulesPack);
  if (!samePacks) {
    const same = page.pack && event.rulesPack && page.pack.name === event.rulesPack.name ? ' (same name, other choices)' : '';
    out.push(
      `The event “${event.name}” is played under ${packName(event.rulesPack)}; this browser checks with ${packName(page.pack)}${same}.`,
    );
  }
  const wanted = event.dataVersion;
  if (wanted === null) return out;
  if (page.dataVersion !== wanted)
    out.push(`The event “${event.name}” costs lists with data version ${wanted}; this site’s tables are version ${page.dataVersion}.`);
  const other = lists.filter((l) => l.dataVersion !== undefined && l.dataVersion !== wanted);
  if (other.length > 0)
    out.push(
      `Built on other data than the event’s version ${wanted}: ${other.map((l) => `“${l.name}” (version ${l.dataVersion})`).join(', ')}.`,
    );
  return out;
}
