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
import { ruleLinkTo, type RuleLinker } from '../site/ruleLink.ts';

export interface GwshSection {
  /** Section number as printed in the source, e.g. "8.2.3". */
  readonly section: string;
  /** Our title for the section. */
  readonly title: string;
  /** Absolute site path, with the heading fragment where the section is part of a page. */
  readonly href: string;
}

const RULES = '/gwsh/rules';

export const gwshSections: readonly GwshSection[] = Object.freeze([
  { section: '1.0', title: 'Introduction', href: `${RULES}/introduction/` },
  { section: '2.0', title: 'Nationalities and year', href: `${RULES}/nationalities-and-year/` },
  { section: '3.0', title: 'Army composition', href: `${RULES}/army-composition/` },
  { section: '4.0', title: 'The battlefield', href: `${RULES}/battlefield/` },
  { section: '4.1', title: 'Defining the battlefield', href: `${RULES}/battlefield/#41-defining-the-battlefield` },
  { section: '4.2', title: 'Terrain placement', href: `${RULES}/battlefield/#42-terrain-placement` },
  { section: '4.3', title: 'Defining objectives', href: `${RULES}/battlefield/#43-defining-objectives` },
  { section: '4.4', title: 'Weather and time of day', href: `${RULES}/battlefield/#44-weather-and-time-of-day` },
  { section: '5.0', title: 'Tactical situation', href: `${RULES}/tactical-situation/` },
  { section: '6.0', title: 'The scenario', href: `${RULES}/attack-defence/#60-the-scenario` },
  { section: '6.1', title: 'The attack-defence scenario', href: `${RULES}/attack-defence/#61-the-attack-defence-scenario` },
  { section: '6.1.1', title: "Attacker's options", href: `${RULES}/attack-defence/#611-attackers-options` },
  { section: '6.1.2', title: "Defender's options", href: `${RULES}/attack-defence/#612-defenders-options` },
  { section: '6.1.3', title: 'The attack-defence sequence', href: `${RULES}/attack-defence/#613-the-attack-defence-sequence` },
  { section: '6.2', title: 'The encounter scenario', href: `${RULES}/encounter/#62-the-encounter-scenario` },
  { section: '6.2.1', title: 'Advance to contact', href: `${RULES}/encounter/#621-advance-to-contact` },
  { section: '6.2.2', title: 'Mutual encounter', href: `${RULES}/encounter/#622-mutual-encounter` },
  { section: '6.2.3', title: 'The encounter sequence', href: `${RULES}/encounter/#623-the-encounter-sequence` },
  { section: '7.0', title: 'Victory conditions', href: `${RULES}/victory-conditions/#70-victory-conditions` },
  { section: '7.1', title: 'Competition victory conditions', href: `${RULES}/victory-conditions/#71-competition-victory-conditions` },
  { section: '8.0', title: 'Advanced rules', href: `${RULES}/advanced-rules/` },
  { section: '8.1', title: 'Official advanced and optional rules', href: `${RULES}/advanced-rules/#81-official-advanced-and-optional-rules` },
  { section: '8.2', title: 'Special advanced rules', href: `${RULES}/advanced-rules/#82-special-advanced-rules` },
  { section: '8.2.1', title: 'Artillery and heavy mortars: fire missions', href: `${RULES}/advanced-rules/#821-artillery-and-heavy-mortars-fire-missions` },
  { section: '8.2.2', title: 'Off-table artillery', href: `${RULES}/advanced-rules/#822-off-table-artillery` },
  { section: '8.2.3', title: 'Counter-battery fire', href: `${RULES}/advanced-rules/#823-counter-battery-fire` },
  { section: '8.2.4', title: 'Aircraft', href: `${RULES}/advanced-rules/#824-aircraft` },
  { section: '9.0', title: 'Tables of organisation and equipment', href: `${RULES}/organisation-and-equipment/` },
  { section: '10.0', title: 'Points system', href: `${RULES}/points-system/` },
  { section: '10.1', title: 'Troop purchase conditions', href: `${RULES}/points-system/#101-troop-purchase-conditions` },
  { section: '10.2', title: 'National quality multipliers', href: `${RULES}/points-system/#102-national-quality-multipliers` },
  { section: '10.3', title: 'Defences', href: `${RULES}/points-system/#103-defences` },
  { section: '10.4', title: 'Aircraft', href: `${RULES}/points-system/#104-aircraft` },
].map((s) => Object.freeze(s)));

const bySection: ReadonlyMap<string, string> = new Map(gwshSections.map((s) => [s.section, s.href]));

/**
 * The site path of a GWSH section, e.g. sectionHref('8.2.3') →
 * '/gwsh/rules/advanced-rules/#823-counter-battery-fire'.
 * Throws an Error naming the section when this site has no page or heading for it.
 */
export function sectionHref(section: string): string {
  const href = bySection.get(section);
  if (href === undefined) {
    throw new Error(`Unknown GWSH section "${section}": no rule page or heading on this site has that number.`);
  }
  return href;
}

/** A finding's GWSH section as a link, with the section's heading for a tooltip; text when unknown. */
export const gwshRuleLink: RuleLinker = (section) => ruleLinkTo(section, gwshSections.find((s) => s.section === section));
