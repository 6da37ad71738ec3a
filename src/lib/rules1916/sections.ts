/**
 * Where each part of the "1916" documents lives on this site. Findings name a part by key in `rule`;
 * pages and islands turn the key into a link here, so every href is written once.
 */
import { ruleLinkTo, type RuleLinker } from '../ruleLink.ts';

export interface Rules1916Section {
  /** The key used in findings' `rule`. */
  readonly key: string;
  /** The source's heading, with its number where it has one. */
  readonly title: string;
  readonly href: string;
}

const SETUP = '/1916/setup';
const INTRO = '/1916/introduction';

export const rules1916Sections: readonly Rules1916Section[] = Object.freeze([
  { key: 'setup-sequence', title: 'Setup sequence', href: `${SETUP}/sequence/` },
  { key: 'barrages', title: 'Barrages, airstrikes and gas', href: `${SETUP}/barrages-airstrikes-gas/` },
  { key: 'extra-heavy-weapons', title: 'Extra heavy weapons', href: `${SETUP}/extra-heavy-weapons/` },
  { key: 'defensive-positions', title: 'Defensive positions', href: `${SETUP}/defensive-positions/` },
  { key: 'proximity', title: 'Setup proximity', href: `${SETUP}/proximity/` },
  { key: 'lulls', title: 'Lulls in fighting', href: `${SETUP}/lulls/` },
  { key: 'reinforcements', title: 'Reinforcements', href: `${SETUP}/reinforcements/` },
  { key: '1.1', title: '1.1 Bases and markers', href: `${INTRO}/bases-and-markers/` },
  { key: '1.2', title: '1.2 Terrain', href: `${INTRO}/terrain/` },
  { key: '1.3', title: '1.3 Unit types', href: `${INTRO}/unit-types/` },
  { key: '1.4', title: '1.4 Game units and formations', href: `${INTRO}/formations/` },
  { key: '1.5', title: '1.5 Troop quality', href: `${INTRO}/troop-quality/` },
  { key: '1.6', title: '1.6 Turn sequence', href: `${INTRO}/turn-sequence/` },
]);

/** The page (and heading) of a finding's `rule` key; undefined for an unknown key or null. */
export function rules1916SectionHref(key: string | null): string | undefined {
  return key === null ? undefined : rules1916Sections.find((s) => s.key === key)?.href;
}

/** A finding's "1916" part as a link to its page; text when unknown. */
export const rules1916RuleLink: RuleLinker = (key) => {
  const href = rules1916SectionHref(key);
  return ruleLinkTo(key, href === undefined ? undefined : { href });
};
