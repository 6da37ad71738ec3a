/** The search's known words (src/integrations/searchWords.ts) and the dialog's nearest query (public/search-dialog.js). */
import { describe, expect, it } from 'vitest';
import { pageWords, searchWords } from '#src/integrations/searchWords.ts';
import { playersWords } from '#src/lib/site/searchTerms.ts';
import {
  aliasReadAsPrefix,
  answerAddress,
  editDistance,
  leftQuestionWords,
  mostTermsQuery,
  nearestQuery,
  relaxedNote,
  relaxedQuery,
  typedAs,
  unknownWords,
} from '../../public/search-dialog.js';

describe('the words the search knows', () => {
  it("are the words of each page's main text, most frequent first, without scripts or tags", () => {
    const page = (text: string) => `<html><nav>Menu words</nav><main><h1>${text}</h1><script>var hidden = 1</script></main></html>`;
    expect(pageWords(page('Strategic <em>situation</em> &amp; a roll'))).toEqual(['strategic', 'situation', 'roll']);
    expect(searchWords([page('Strategic situation'), page('situation table')])).toEqual(['situation', 'strategic', 'table']);
    // The players' words indexed beside a heading or a row are known too: "HMG" is not corrected to "HMS".
    expect(pageWords('<main><h2 data-search-also="MG machine gun HMG">MG</h2></main>')).toEqual(['machine', 'gun', 'hmg']);
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

describe('the relaxed query, tried when a query finds nothing', () => {
  const words = ['the', 'brigade', 'breaks', 'trenches', 'trench', 'germany', 'austria', 'hmg', 'oob', 'min', 'artillery', 'rules'];
  it('leaves out the words of a question, and says which', () => {
    const relaxed = relaxedQuery('what happens when my brigade breaks', words);
    expect(relaxed).toEqual({ query: 'brigade breaks', terms: ['brigade', 'breaks'], read: [], left: ['what', 'happens', 'when', 'my'] });
    expect(relaxedNote('what happens when my brigade breaks', relaxed)).toBe(
      'No page has every word of “what happens when my brigade breaks”: showing “brigade breaks” (left out: what, happens, when, my).',
    );
  });

  it('reads a misspelt word as its nearest known one, and leaves out a word no page has with none near', () => {
    // "trenchs": one edit from "trenches" (the more frequent) and "trench".
    expect(relaxedQuery('how many trenchs do i get', words)).toEqual({
      query: 'trenches',
      terms: ['trenches'],
      read: [['trenchs', 'trenches']],
      left: ['how', 'many', 'do', 'i', 'get'],
    });
    expect(relaxedQuery('can germany fight austria', words)).toEqual({
      query: 'germany austria',
      terms: ['germany', 'austria'],
      read: [],
      left: ['can', 'fight'],
    });
    // A short word one letter from a known one may be another word: "solo" is left out, not read as "sold".
    expect(relaxedQuery('solo rules', ['sold', ...words])).toEqual({ query: 'rules', terms: ['rules'], read: [], left: ['solo'] });
    // Nothing left: the dialog says nothing covers it.
    expect(relaxedQuery('naval gunfire', words)).toEqual({ query: '', terms: [], read: [], left: ['naval', 'gunfire'] });
  });

  it("reads the players' words as the rules' (src/lib/site/searchTerms.ts), and keeps numbers and short words", () => {
    expect(relaxedQuery('min brigades OOB', ['brigades', ...words], playersWords)).toEqual({
      query: 'minimum brigades order of battle',
      // "order of battle" is one term: the pages holding it are searched for it whole.
      terms: ['minimum', 'brigades', 'order of battle'],
      read: [
        ['min', 'minimum'],
        ['OOB', 'order of battle'],
      ],
      left: [],
    });
    expect(relaxedQuery('french HMG 1918 NQ', ['french', ...words], playersWords)).toEqual({
      query: 'french MG 1918 national quality',
      terms: ['french', 'MG', '1918', 'national quality'],
      read: [
        ['HMG', 'MG'],
        ['NQ', 'national quality'],
      ],
      left: [],
    });
    // Without the players' words, a known word, a number and a short word stay as typed.
    expect(relaxedQuery('french HMG 1918 NQ', ['french', ...words])).toEqual({
      query: 'french HMG 1918 NQ',
      terms: ['french', 'HMG', '1918', 'NQ'],
      read: [],
      left: [],
    });
    // "__proto__" is no players' word.
    expect(relaxedQuery('__proto__', words, playersWords).query).toBe('__proto__');
    expect(relaxedQuery('the artil', words)).toEqual({ query: 'artil', terms: ['artil'], read: [], left: ['the'] });
  });
});

describe('a question, and a query no page holds whole', () => {
  const words = ['brigades', 'option', 'attack', 'list', 'tank', 'minimum', 'rules'];

  it("leaves out the words a question is asked with even when pages have them, but not a name's letter", () => {
    const question = relaxedQuery('what is a small brigade', ['small', 'brigade', 'what', 'is']);
    expect(question.query).toBe('small brigade');
    expect(leftQuestionWords(question)).toBe(true);
    expect(relaxedNote('what is a small brigade', question, true)).toBe(
      'Showing “small brigade” for “what is a small brigade” (left out: what, is, a).',
    );
    // "A" names the option, "I" the mark: kept. The "a" of "a list" is a question's.
    expect(relaxedQuery('option a attack list', words).terms).toEqual(['option', 'a', 'attack', 'list']);
    expect(relaxedQuery('Mk I tank', words).terms).toEqual(['Mk', 'I', 'tank']);
    expect(relaxedQuery('is there a list', words)).toMatchObject({ terms: ['list'], left: ['is', 'there', 'a'] });
    expect(leftQuestionWords(relaxedQuery('solo rules', words))).toBe(false);
    // "of" is left out of "end of game", but it asks nothing: Pagefind's results stand.
    expect(relaxedQuery('end of game', ['end', 'game'])).toMatchObject({ query: 'end game', left: ['of'] });
    expect(leftQuestionWords(relaxedQuery('end of game', ['end', 'game']))).toBe(false);
    // "What does veteran mean" asks for the word itself: the glossary answers "veteran".
    expect(relaxedQuery('what does veteran mean', ['veteran', 'mean'])).toMatchObject({ query: 'veteran', left: ['what', 'does', 'mean'] });
  });

  it('searches the terms held by the page that holds the most, the better placed breaking a tie', () => {
    const terms = ['minimum', 'brigades', 'order of battle'];
    // Page p holds "minimum" and "brigades", q "brigades" and "order of battle", r only "minimum".
    const hits = [
      [
        { id: 'p', score: 1 },
        { id: 'r', score: 2 },
      ],
      [
        { id: 'p', score: 4 },
        { id: 'q', score: 2 },
      ],
      [{ id: 'q', score: 3 }],
    ];
    // p holds 2 terms: minimum 1/2 + brigades 4/4 = 1.5; q holds 2: brigades 2/4 + order of battle 3/3 = 1.5 (tie,
    // the first found stays); r holds 1.
    expect(mostTermsQuery(terms, hits)).toEqual({ query: 'minimum brigades', held: ['minimum', 'brigades'], left: ['order of battle'] });
    hits[2] = [
      { id: 'q', score: 3 },
      { id: 's', score: 1 },
    ];
    hits[1] = [
      { id: 'p', score: 1 },
      { id: 'q', score: 4 },
    ];
    // Now p: 1/2 + 1/4 = 0.75; q: 4/4 + 3/3 = 2: "brigades order of battle".
    expect(mostTermsQuery(terms, hits)).toEqual({
      query: 'brigades order of battle',
      held: ['brigades', 'order of battle'],
      left: ['minimum'],
    });
    // A page holding every term, or none holding any: nothing to leave out.
    expect(mostTermsQuery(['a', 'b'], [[{ id: 'p', score: 1 }], [{ id: 'p', score: 1 }]])).toBeNull();
    expect(mostTermsQuery(['a', 'b'], [[], []])).toBeNull();
  });

  it("reads a players' word as the rules' words when, typed last, it starts other words of the site too", () => {
    const words = ['approach', 'apply', 'aps', 'action', 'points', 'hmg', 'hmgs', 'mg', 'national', 'quality', 'max', 'maximum'];
    const aliases = { ap: 'action points', hmg: 'MG', nq: 'national quality', max: 'maximum' };
    // "ap" starts "approach" and "apply" ("aps" is its own plural): searched as "action points".
    expect(aliasReadAsPrefix('AP', words, aliases)).toBe(true);
    expect(aliasReadAsPrefix('how many AP', words, aliases)).toBe(true);
    // "hmg" starts only its plural, "nq" nothing, "max" only the word it stands for; "approach" is no players' word.
    expect(aliasReadAsPrefix('HMG', words, aliases)).toBe(false);
    expect(aliasReadAsPrefix('NQ', words, aliases)).toBe(false);
    expect(aliasReadAsPrefix('max', words, aliases)).toBe(false);
    expect(aliasReadAsPrefix('approach', words, aliases)).toBe(false);
    // Only the last word is read as the start of a word: "AP cost" is Pagefind's to answer.
    expect(aliasReadAsPrefix('AP cost', words, aliases)).toBe(false);
  });

  it('names a term as the reader typed it', () => {
    const relaxed = relaxedQuery('armor penetration', ['armour', 'generation'], { armor: 'armour' });
    expect(relaxed.terms).toEqual(['armour', 'generation']);
    expect(typedAs(relaxed, 'generation')).toBe('penetration');
    expect(typedAs(relaxed, 'armour')).toBe('armor');
    expect(typedAs(relaxed, 'tank')).toBe('tank');
  });
});

describe('the address a result opens', () => {
  it('lands on the first marked word of its excerpt, the word before it as context', () => {
    expect(answerAddress('/gwsh/rules/victory-conditions/#breaking-through', 'breaks', 'brigade')).toBe(
      '/gwsh/rules/victory-conditions/#breaking-through:~:text=brigade-,breaks',
    );
    // A page with no section, a word with a hyphen (escaped: a hyphen marks the context), no word before it.
    expect(answerAddress('/gwsh/tables/national-quality/', 'off-table')).toBe('/gwsh/tables/national-quality/#:~:text=off%2Dtable');
    // Punctuation before the word is no context; an address that has a text fragment keeps it.
    expect(answerAddress('/a/#b', 'word', '(')).toBe('/a/#b:~:text=word');
    expect(answerAddress('/a/#b:~:text=x', 'word')).toBe('/a/#b:~:text=x');
    expect(answerAddress('/a/#b', '')).toBe('/a/#b');
  });
});
