/**
 * A Markdown step (a hast plugin of Astro's Sätteri processor) for the rule pages: each heading is followed by
 * a hidden element whose attribute Pagefind indexes at weight 10: the heading's own words and the words
 * players use for them (src/lib/site/searchTerms.ts: "end of game" beside "End of play"). Right after its
 * heading, the words count for that heading's section, so a search shows the section that answers under
 * its page; at the top of the page they counted for the page's top only. (Inside the heading Pagefind would
 * weigh them as the heading, 5 or 6; it weighs an indexed attribute by the element around it, hence the
 * weighted element around the span.) A block element, so Starlight's spacing after a heading is kept.
 */
import type { HastPluginDefinition, HastNode, HastVisitorContext } from 'satteri';
import { withSynonyms } from '../lib/site/searchTerms.ts';

/** The hidden element after a heading: Pagefind indexes its span's attribute at the element's weight. */
export function headingSearchElement(headingText: string): HastNode {
  return {
    type: 'element',
    tagName: 'div',
    properties: { dataPagefindWeight: '10', hidden: true },
    children: [
      {
        type: 'element',
        tagName: 'span',
        properties: { dataSearchAlso: withSynonyms(headingText), dataPagefindIndexAttrs: 'data-search-also' },
        children: [],
      },
    ],
  };
}

type Node = Parameters<HastVisitorContext['parent']>[0];

/**
 * Whether a heading sits in a part of the page given its own search weight (the "Left to the main rules"
 * page weighs its text at half, so that it answers only what the rules do not): its words keep that weight.
 */
function inWeightedPart(node: Node, ctx: HastVisitorContext): boolean {
  for (let up = ctx.parent(node); up; up = ctx.parent(up)) {
    if ('attributes' in up && up.attributes.some((a) => 'name' in a && a.name === 'data-pagefind-weight')) return true;
    if ('properties' in up && up.properties?.dataPagefindWeight !== undefined) return true;
  }
  return false;
}

/**
 * The plugin: rule pages only (frontmatter `kind: rule`), not inside a part weighted apart. Every heading is followed by one, synonyms or not:
 * indexed again at 10, a rule's own heading ("Reserves") outranks the same word in a table row or a note.
 */
export const headingSearchWords: HastPluginDefinition = {
  name: 'heading-search-words',
  element: {
    filter: ['h2', 'h3', 'h4'],
    visit(node, ctx) {
      const astro = (ctx.data as { astro?: { frontmatter?: { kind?: string } } }).astro;
      if (astro?.frontmatter?.kind !== 'rule' || inWeightedPart(node, ctx)) return;
      ctx.insertAfter(node, headingSearchElement(ctx.textContent(node)));
    },
  },
};
