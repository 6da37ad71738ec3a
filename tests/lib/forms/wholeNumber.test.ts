import { describe, expect, it } from 'vitest';
import { parseOptionalWholeNumber, parseWholeNumber } from '#src/lib/forms/wholeNumber.ts';

describe('game-day form input', () => {
  it('reads whole numbers in range, trimming spaces', () => {
    expect(parseWholeNumber(' 3 ', 'Objectives held', 0, 5)).toEqual({ ok: true, value: 3 });
    expect(parseWholeNumber('-2', 'Game score', -99, 99)).toEqual({ ok: true, value: -2 });
  });

  it('names the field when the text is not a whole number in range', () => {
    const message = 'Objectives held must be a whole number from 0 to 5.';
    for (const text of ['', '6', '-1', '2.5', '1e1', 'two', '0x2']) {
      expect(parseWholeNumber(text, 'Objectives held', 0, 5)).toEqual({ ok: false, message });
    }
  });

  it('an optional field may be left empty', () => {
    expect(parseOptionalWholeNumber('  ', 'Most aircraft', 0, 20)).toEqual({ ok: true, value: null });
    expect(parseOptionalWholeNumber('2', 'Most aircraft', 0, 20)).toEqual({ ok: true, value: 2 });
    expect(parseOptionalWholeNumber('x', 'Most aircraft', 0, 20)).toEqual({
      ok: false,
      message: 'Most aircraft must be a whole number from 0 to 20.',
    });
  });
});

describe('fields of the other rule sets use the same parsing', () => {
  it('rejects fractions and empty text, naming the field', () => {
    expect(parseWholeNumber(' 6 ', 'Stands', 1, 8)).toEqual({ ok: true, value: 6 });
    expect(parseWholeNumber('2.5', 'Stands', 1, 8)).toEqual({ ok: false, message: 'Stands must be a whole number from 1 to 8.' });
    expect(parseWholeNumber('', 'Figures shooting', 1, 99)).toEqual({
      ok: false,
      message: 'Figures shooting must be a whole number from 1 to 99.',
    });
  });
});

describe('negative zero', () => {
  it('reads "-0" as plain 0', () => {
    const read = parseWholeNumber('-0', 'Potential objectives placed', 0, 6);
    expect(read.ok && Object.is(read.value, 0)).toBe(true);
  });
});
