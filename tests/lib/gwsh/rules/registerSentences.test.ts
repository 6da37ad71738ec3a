/**
 * The rule register holds every normative sentence of the source's sections 2.0 to 10.5: the walk reads the
 * source where it sits beside the repository (tests/support/sourceSentences.ts) and fails on a sentence no
 * entry cites; every citation names a sentence the source has.
 */
import { describe, expect, it } from 'vitest';
import { notRules, register } from '#src/lib/gwsh/rules/register.ts';
import { normativeSentences, sourceText } from '#tests/support/sourceSentences.ts';

const cited = new Map<string, string[]>();
for (const entry of register) for (const locator of entry.cites ?? []) cited.set(locator, [...(cited.get(locator) ?? []), entry.id]);
const passedOver = new Set(notRules.map((n) => n.cites));
const text = sourceText();

describe('the register against the source', () => {
  it('cites each sentence by its section and first four words, in a section the register knows', () => {
    const sections = new Set(register.map((e) => e.section));
    for (const locator of [...cited.keys(), ...passedOver]) {
      const [section, ...words] = locator.split(' ');
      expect(sections.has(section!), locator).toBe(true);
      expect(words.length, locator).toBe(4);
    }
    // A sentence set aside as no rule is not also cited by an entry.
    for (const locator of passedOver) expect(cited.has(locator), locator).toBe(false);
  });

  it.skipIf(text === null)('has an entry citing every sentence of 2.0 to 10.5 with "must", "cannot", "at least", "up to" or "only"', () => {
    const sentences = normativeSentences(text!);
    // 79 such sentences in the source, some repeated word for word (the two Option B paragraphs of 3.0, the
    // two exit bonuses of 7.0).
    expect(sentences.length).toBe(79);
    const uncited = sentences.filter((s) => !cited.has(s.locator) && !passedOver.has(s.locator)).map((s) => `${s.locator}: ${s.text}`);
    expect(uncited).toEqual([]);
  });

  it.skipIf(text === null)('cites no sentence the source does not have', () => {
    const locators = new Set(normativeSentences(text!).map((s) => s.locator));
    expect([...cited.keys(), ...passedOver].filter((l) => !locators.has(l))).toEqual([]);
  });
});
