/**
 * The one resolver from a finding's or reading's `rule` to the page that states it, for every rule set:
 * GWSH sections ("7.0") and the "1916" setup and introduction sections. A section the site has no page
 * for comes back without a link, so it is shown as text.
 */
import { gwshSections } from '../gwsh/sections.ts';
import { rules1916SectionHref } from '../rules1916/sections.ts';
import type { SystemId } from '../data/schemaParts.ts';

export interface RuleLink {
  href: string | null;
  /** "Rule 7.0" */
  text: string;
  /** The section's heading, for a tooltip; null when unknown. */
  title: string | null;
}

export function ruleLink(system: SystemId, section: string): RuleLink {
  const text = `Rule ${section}`;
  if (system === 'gwsh') {
    const known = gwshSections.find((s) => s.section === section);
    return { href: known?.href ?? null, text, title: known?.title ?? null };
  }
  if (system === '1916') return { href: rules1916SectionHref(section) ?? null, text, title: null };
  return { href: null, text, title: null };
}
