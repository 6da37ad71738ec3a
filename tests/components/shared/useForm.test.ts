import { describe, expect, it } from 'vitest';
import { fieldSetter } from '#src/components/shared/useForm.ts';

describe('fieldSetter', () => {
  it('hands the parent the whole form with one field changed, and leaves the form it was given alone', () => {
    const form = { stands: '4', cover: false };
    const seen: (typeof form)[] = [];
    const set = fieldSetter(form, (next) => seen.push(next));
    set('cover', true);
    set('stands', '6');
    expect(seen).toEqual([
      { stands: '4', cover: true },
      { stands: '6', cover: false },
    ]);
    expect(form).toEqual({ stands: '4', cover: false });
  });
});
