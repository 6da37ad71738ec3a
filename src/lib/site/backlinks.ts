/**
 * "Rules that use this table": found by reading the rule pages' source for a link to the table's page
 * or an embedded copy of it, so the back-links can never drift from the rules' own links.
 */
export interface PageSource {
  title: string;
  href: string;
  body: string;
}

export function pagesUsingTable(table: { system: string; id: string; pageHref: string }, pages: readonly PageSource[]): PageSource[] {
  // A SystemTable (src/components/tables/SystemTable.astro) naming this system and table, in either order.
  const attr = (name: string, value: string) => `(?=[^>]*\\b${name}=["']${value}["'])`;
  const embed = new RegExp(`<SystemTable\\b${attr('system', table.system)}${attr('id', table.id)}`);
  return pages.filter((p) => p.body.includes(`](${table.pageHref}`) || p.body.includes(`href="${table.pageHref}`) || embed.test(p.body));
}
