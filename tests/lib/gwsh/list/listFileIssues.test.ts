import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { describeListIssue, fieldName } from '../../../../src/lib/gwsh/list/listFileIssues.ts';

// A small strict schema shaped like a list file, so each sentence comes from zod's own issues.
const schema = z.strictObject({
  name: z.string().min(1).max(10),
  brigades: z.array(z.strictObject({ grade: z.enum(['elite', 'veteran']), stands: z.array(z.strictObject({ count: z.int().min(1) })) })),
});
const sentence = (json: unknown) => {
  const r = schema.safeParse(json);
  if (r.success) throw new Error('expected the file to be refused');
  return describeListIssue(r.error.issues, json);
};
const brigade = { grade: 'elite', stands: [{ count: 2 }] };

describe('one sentence for what is wrong with a list file', () => {
  it('names a field as it is found in the file', () => {
    expect(fieldName(['brigades', 0, 'stands', 2, 'count'])).toBe('brigades[0].stands[2].count');
    expect(fieldName([])).toBe('the list');
  });

  it('says what a field must be and what it holds', () => {
    expect(sentence({ name: 'A', brigades: [{ ...brigade, grade: 'heroic' }] })).toBe(
      'brigades[0].grade must be one of elite, veteran (got "heroic").',
    );
    expect(sentence({ name: 'A', brigades: [{ ...brigade, stands: [{ count: 0 }] }] })).toBe(
      'brigades[0].stands[0].count must be at least 1 (got 0).',
    );
    expect(sentence({ name: 'A', brigades: 'none' })).toBe('brigades must be a list ([ ... ]) (got "none").');
    expect(sentence({ name: 'A long list name', brigades: [] })).toBe('name must be at most 10 characters long.');
    expect(sentence({ brigades: [] })).toBe('name is missing.');
  });

  it('puts an unknown field first, with the field it was probably meant to be', () => {
    expect(sentence({ nmae: 'A', brigades: [] })).toBe('Unknown field "nmae" in the list; did you mean "name"?');
  });
});
