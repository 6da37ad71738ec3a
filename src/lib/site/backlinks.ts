/**
 * "Rules that use this table": found by reading the rule pages' source for a link to the table's page
 * or an embedded copy of it, so the back-links can never drift from the rules' own links.
 */
export interface PageSource {
  title: string;
  href: string;
  body: string;
}

export function pagesUsingTable(table: { id: string; pageHref: string }, pages: readonly PageSource[]): PageSource[] {
  // Any of the table-embedding components (GwshTable, SystemTable, Table1916) naming this table.
  const embed = new RegExp(`<\\w*Table\\b[^>]*\\bid=["']${table.id}["']`);
  return pages.filter((p) => p.body.includes(`](${table.pageHref}`) || p.body.includes(`href="${table.pageHref}`) || embed.test(p.body));
}
