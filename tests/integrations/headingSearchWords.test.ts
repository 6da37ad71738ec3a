/** The words a rule page's headings carry for search (src/integrations/headingSearchWords.ts). */
import { describe, expect, it } from 'vitest';
import { headingSearchElement } from '#src/integrations/headingSearchWords.ts';

describe('headingSearchElement', () => {
  it("holds the heading's words and the players' words in a hidden element weighted 10", () => {
    // withSynonyms('End of play and the winner') = 'End of play end of game and the winner' (src/lib/site/searchTerms.ts).
    expect(headingSearchElement('End of play and the winner')).toEqual({
      type: 'element',
      tagName: 'div',
      properties: { dataPagefindWeight: '10', hidden: true },
      children: [
        {
          type: 'element',
          tagName: 'span',
          properties: { dataSearchAlso: 'End of play end of game and the winner', dataPagefindIndexAttrs: 'data-search-also' },
          children: [],
        },
      ],
    });
  });
});
