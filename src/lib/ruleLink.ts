/**
 * How a finding's or reading's `rule` becomes a link to the page that states it. Each rule set resolves
 * its own sections (`gwshRuleLink` in src/lib/gwsh/sections.ts, `rules1916RuleLink` in
 * src/lib/rules1916/sections.ts), so a calculator bundles only its own rule set's index. A
 * section the site has no page for comes back without a link, so it is shown as text.
 */

export interface RuleLink {
  href: string | null;
  /** "Rule 7.0" */
  text: string;
  /** The section's heading, for a tooltip; null when unknown. */
  title: string | null;
}

/**
 * A rule set's resolver from a section ("7.0") to its link, with the address of the rule set's page of
 * readings, where a finding that rests on a reading links to its entry (`#<reading id>`).
 */
export type RuleLinker = ((section: string) => RuleLink) & { readonly readingsPage?: string };

/** The link of a section; without a known page, its text alone. */
export const ruleLinkTo = (section: string, known?: { href: string; title?: string }): RuleLink => ({
  href: known?.href ?? null,
  text: `Rule ${section}`,
  title: known?.title ?? null,
});

/** For rule sets whose sections have no pages on this site (GBWW2, GW54): the section as text. */
export const unlinkedRule: RuleLinker = (section) => ruleLinkTo(section);
