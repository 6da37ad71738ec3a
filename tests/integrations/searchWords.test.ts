/** The search's known words (src/integrations/searchWords.ts) and the dialog's nearest query (public/search-dialog.js). */
import { describe, expect, it } from 'vitest';
import { pageWords, searchWords } from '#src/integrations/searchWords.ts';
import { editDistance, nearestQuery, unknownWords } from '../../public/search-dialog.js';

describe('the words the search knows', () => {
  it("are the words of each page's main text, most frequent first, without scripts or tags", () => {
    const page = (text: string) => `<html><nav>Menu words</nav><main><h1>${text}</h1><script>var hidden = 1</script></main></html>`;
    expect(pageWords(page('Strategic <em>situation</em> &amp; a roll'))).toEqual(['strategic', 'situation', 'roll']);
    expect(searchWords([page('Strategic situation'), page('situation table')])).toEqual(['situation', 'strategic', 'table']);
  });
});

describe('the nearest query', () => {
  it('counts a letter added, dropped, changed or two swapped as one edit', () => {
    expect(editDistance('situtation', 'situation', 2)).toBe(1); // one letter too many
    expect(editDistance('artilery', 'artillery', 2)).toBe(1); // one dropped
    expect(editDistance('barrage', 'barrgae', 2)).toBe(1); // two swapped
    expect(editDistance('moral', 'morale', 1)).toBe(1);
    expect(editDistance('gun', 'infantry', 2)).toBe(3); // more than the most asked, said as max + 1
  });

  it('replaces each unknown word by its nearest known one, the more frequent winning a tie', () => {
    const words = ['the', 'situation', 'strategic', 'trenches', 'trench', 'station'];
    expect(nearestQuery('strategic situtation', words)).toBe('strategic situation');
    // "trenchs": one edit from both "trenches" and "trench"; "trenches" comes first (more frequent).
    expect(nearestQuery('trenchs', words)).toBe('trenches');
    // Short words allow one edit, longer two; nothing near enough, or every word known: no new query.
    expect(nearestQuery('stratgeic sitaution', words)).toBe('strategic situation');
    expect(nearestQuery('zzz', words)).toBeNull();
    expect(nearestQuery('the strategic situation', words)).toBeNull();
  });
});

describe('the words no page has', () => {
  it('are those of three letters or more the site does not know; the last only when it starts no known word', () => {
    const words = ['the', 'situation', 'strategic', 'trenches'];
    expect(unknownWords('strategic situtation', words)).toEqual(['situtation']);
    // "situ", still being typed, starts "situation": Pagefind finds it, so it is not unknown; "sitz" starts none.
    expect(unknownWords('strategic situ', words)).toEqual([]);
    expect(unknownWords('strategic sitz', words)).toEqual(['sitz']);
    // Not the last word: a known word's start is not enough.
    expect(unknownWords('situ strategic', words)).toEqual(['situ']);
    expect(unknownWords('the strategic situation', words)).toEqual([]);
  });
});
