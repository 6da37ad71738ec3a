/** Reading back a kept form's fields (src/lib/forms/keptForm.ts). */
import { describe, expect, it } from 'vitest';
import { isFields, isOneOf, isShortText, isYear } from '#src/lib/forms/keptForm.ts';

describe('keptForm', () => {
  it('checks each kind of field', () => {
    expect([isFields({}), isFields([]), isFields(null)]).toEqual([true, false, false]);
    expect([isYear(1914), isYear(1918), isYear(1913), isYear(1917.5), isYear('1917')]).toEqual([true, true, false, false, false]);
    expect([isShortText('77', 10), isShortText('x'.repeat(11), 10), isShortText(77, 10)]).toEqual([true, false, false]);
    expect([isOneOf(['a', 'b'], 'a'), isOneOf(['a', 'b'], 'c'), isOneOf(['a'], 1)]).toEqual([true, false, false]);
  });
});
