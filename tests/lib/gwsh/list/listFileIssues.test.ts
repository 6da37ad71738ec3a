import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { cappedProblems, describeListIssues, MAX_PROBLEMS } from '#src/lib/gwsh/list/listFileIssues.ts';
import { placeName, pathOf } from '#src/lib/gwsh/list/listPlaces.ts';

// A small strict schema shaped like a list file, so each sentence comes from zod's own issues.
const schema = z.strictObject({
  name: z.string().min(1).max(10),
  brigades: z.array(
    z.strictObject({ name: z.string(), grade: z.enum(['elite', 'veteran']), stands: z.array(z.strictObject({ count: z.int().min(1) })) }),
  ),
});
const sentences = (json: unknown) => {
  const r = schema.safeParse(json);
  if (r.success) throw new Error('expected the file to be refused');
  return describeListIssues(r.error.issues, json);
};
const brigade = { name: 'Brigade 1', grade: 'elite', stands: [{ count: 2 }] };

describe('the problems of a list file, each in a sentence', () => {
  it('names a place by the brigade and line a player sees', () => {
    const list = { brigades: [{ name: 'Brigade 1' }, { name: 'Storm battalion' }] };
    expect(placeName(list, ['brigades', 0, 'stands', 2])).toBe('Brigade 1, stand line 3');
    expect(placeName(list, ['brigades', 1, 'offTable'])).toBe('Brigade 2 ("Storm battalion"), off table');
    expect(placeName(list, ['aircraft', 0])).toBe('Aircraft line 1');
    expect(placeName(list, [])).toBeNull();
    expect(pathOf('brigades[1].stands[0]')).toEqual(['brigades', 1, 'stands', 0]);
  });

  it('says what a field must be and what it holds', () => {
    expect(sentences({ name: 'A', brigades: [{ ...brigade, grade: 'heroic' }] })).toEqual([
      'Brigade 1: grade must be one of elite, veteran (got "heroic").',
    ]);
    expect(sentences({ name: 'A', brigades: [brigade, { ...brigade, name: 'Guards', stands: [{ count: 0 }] }] })).toEqual([
      'Brigade 2 ("Guards"), stand line 1: count must be at least 1 (got 0).',
    ]);
    expect(sentences({ name: 'A', brigades: 'none' })).toEqual(['Brigades must be a list ([ ... ]) (got "none").']);
    expect(sentences({ name: 'A long list name', brigades: [] })).toEqual(['Name must be at most 10 characters long.']);
    expect(sentences({ brigades: [] })).toEqual(['Name is missing.']);
  });

  it('offers the nearest choice for a misspelt one', () => {
    // "veteren" is one letter from "veteran" (an edit distance of 1), "heroic" is near neither.
    expect(sentences({ name: 'A', brigades: [{ ...brigade, grade: 'veteren' }] })).toEqual([
      'Brigade 1: grade must be one of elite, veteran (got "veteren"); did you mean "veteran"?',
    ]);
  });

  it('tells every problem at once, and a misspelt field once, with the field it was probably meant to be', () => {
    expect(
      sentences({
        nmae: 'A',
        brigades: [
          { ...brigade, grade: 'heroic' },
          { ...brigade, name: 'Brigade 2', stands: [{ count: 1.5 }] },
        ],
      }),
    ).toEqual([
      'Brigade 1: grade must be one of elite, veteran (got "heroic").',
      'Brigade 2, stand line 1: count must be a whole number (got 1.5).',
      'Unknown field "nmae" in the list; did you mean "name"?',
    ]);
  });

  it(`names at most ${MAX_PROBLEMS} problems, then how many more`, () => {
    // 12 brigades with a bad grade: 10 sentences and "And 2 more problems."
    const many = cappedProblems(
      sentences({
        name: 'A',
        brigades: Array.from({ length: 12 }, (_, i) => ({ ...brigade, name: `Brigade ${i + 1}`, grade: 'x' })),
      }),
    );
    expect(many).toHaveLength(MAX_PROBLEMS + 1);
    expect(many[9]).toBe('Brigade 10: grade must be one of elite, veteran (got "x").');
    expect(many.at(-1)).toBe('And 2 more problems.');
  });
});
