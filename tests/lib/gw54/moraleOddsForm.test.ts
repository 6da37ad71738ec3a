import { describe, expect, it } from 'vitest';
import { toDecimal } from '#src/lib/numbers/fraction.ts';
import { initialMoraleOddsForm, readMoraleOddsForm } from '#src/lib/gw54/moraleOddsForm.ts';

describe('the morale test form', () => {
  it('gives the test with the officer and without, and the bombardment casualties', () => {
    const view = readMoraleOddsForm(initialMoraleOddsForm);
    const [withOfficer, without] = view.test!;
    // Six figures: 7 or less on a D10 with the officer (7/10), 6 or less without (6/10 = 3/5).
    expect(withOfficer.odds.lines[0]!.chance.fraction).toBe('7/10');
    expect(without.odds.lines[0]!.chance.fraction).toBe('3/5');
    // A 10 (1/10) then a D3: 1, 2 or 3 casualties each 1/30; at least one 1/10; average (1+2+3)/30 = 1/5 = 0.2.
    const casualties = view.casualties!.odds;
    expect(casualties.lines[2]!.chance.fraction).toBe('1/30');
    expect(casualties.lines[1]!.orBetter?.fraction).toBe('1/10');
    expect(toDecimal(casualties.mean!)).toBe('0.2');
  });

  it('names the field when the figures are wrong', () => {
    expect(readMoraleOddsForm({ figures: 'six', officer: true }).figures).toEqual({
      ok: false,
      message: 'Figures in the unit must be a whole number from 1 to 99.',
    });
  });
});
