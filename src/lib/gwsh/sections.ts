/**
 * Where each numbered section of the GWSH scenario generation system lives on this site.
 *
 * Calculators, table pages and findings link to rules through this module, so an href is
 * written once. Sections that fill a whole page point at the page itself; sub-sections point
 * at their heading, whose id is the github-slugger slug of the heading text
 * ("8.2.3 Counter-battery fire" → "823-counter-battery-fire").
 *
 * Pure data and its lookups: no Astro, no DOM.
 */
import { ruleLinkTo, type RuleLinker } from '../ruleLink.ts';

export interface GwshSection {
  /** Section number as printed in the source, e.g. "8.2.3". */
  readonly section: string;
  /** Our title for the section. */
  readonly title: string;
  /** Absolute site path, with the heading fragment where the section is part of a page. */
  readonly href: string;
}

const RULES = '/gwsh/rules';

/** A section that fills a rule page: the page itself. */
const page = (section: string, title: string, slug: string): GwshSection => ({ section, title, href: `${RULES}/${slug}/` });

/**
 * A section that is a heading on a rule page: its id is the github-slugger slug of "<section> <title>"
 * (dots, apostrophes and colons dropped, spaces to hyphens), which the link check confirms for every page.
 * The titles are plain ASCII, so the slug keeps a-z, 0-9, spaces and hyphens: github-slugger's Unicode
 * classes (\p{L}) would build their tables in every calculator's first task.
 */
const heading = (section: string, title: string, slug: string): GwshSection => ({
  section,
  title,
  href: `${RULES}/${slug}/#${`${section} ${title}`
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-')}`,
});

export const gwshSections: readonly GwshSection[] = Object.freeze(
  [
    page('1.0', 'Introduction', 'introduction'),
    page('2.0', 'Nationalities and year', 'nationalities-and-year'),
    page('3.0', 'Army composition', 'army-composition'),
    page('4.0', 'The battlefield', 'battlefield'),
    heading('4.1', 'Defining the battlefield', 'battlefield'),
    heading('4.2', 'Terrain placement', 'battlefield'),
    heading('4.3', 'Defining objectives', 'battlefield'),
    heading('4.4', 'Weather and time of day', 'battlefield'),
    page('5.0', 'Tactical situation', 'tactical-situation'),
    heading('6.0', 'The scenario', 'attack-defence'),
    heading('6.1', 'The attack-defence scenario', 'attack-defence'),
    heading('6.1.1', "Attacker's options", 'attack-defence'),
    heading('6.1.2', "Defender's options", 'attack-defence'),
    heading('6.1.3', 'The attack-defence sequence', 'attack-defence'),
    heading('6.2', 'The encounter scenario', 'encounter'),
    heading('6.2.1', 'Advance to contact', 'encounter'),
    heading('6.2.2', 'Mutual encounter', 'encounter'),
    heading('6.2.3', 'The encounter sequence', 'encounter'),
    heading('7.0', 'Victory conditions', 'victory-conditions'),
    heading('7.1', 'Competition victory conditions', 'victory-conditions'),
    page('8.0', 'Advanced rules', 'advanced-rules'),
    heading('8.1', 'Official advanced and optional rules', 'advanced-rules'),
    heading('8.2', 'Special advanced rules', 'advanced-rules'),
    heading('8.2.1', 'Artillery and heavy mortars: fire missions', 'advanced-rules'),
    heading('8.2.2', 'Off-table artillery', 'advanced-rules'),
    heading('8.2.3', 'Counter-battery fire', 'advanced-rules'),
    heading('8.2.4', 'Aircraft', 'advanced-rules'),
    page('9.0', 'Tables of organisation and equipment', 'organisation-and-equipment'),
    page('10.0', 'Points system', 'points-system'),
    heading('10.1', 'Troop purchase conditions', 'points-system'),
    heading('10.2', 'National quality multipliers', 'points-system'),
    heading('10.3', 'Defences', 'points-system'),
    heading('10.4', 'Aircraft', 'points-system'),
    heading('10.5', 'Troop values', 'points-system'),
    heading('10.5.1', 'Generic troops and defences', 'points-system'),
    heading('10.5.2', 'Troop costs by nation', 'points-system'),
  ].map((s) => Object.freeze(s)),
);

const bySection: ReadonlyMap<string, GwshSection> = new Map(gwshSections.map((s) => [s.section, s]));

/**
 * A GWSH section as a link, with the section's heading for a tooltip, e.g. '8.2.3' →
 * '/gwsh/rules/advanced-rules/#823-counter-battery-fire'. A section this site has no page or heading for
 * comes back as text (href null), never as an error: one unknown reference must not break a calculator.
 */
export const gwshRuleLink: RuleLinker = Object.assign((section: string) => ruleLinkTo(section, bySection.get(section)), {
  readingsPage: '/gwsh/readings/',
});
