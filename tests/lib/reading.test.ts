import { describe, expect, it } from 'vitest';
import { NO_ALTERNATIVES, readingSummary, splitReadings, takesAlternative, type Reading } from '../../src/lib/reading.ts';

const reading = (id: string): Reading => ({ id, rule: '10.2', title: `${id} taken`, explanation: '…', alternative: `${id} the other way` });

describe('readings', () => {
  it('follow the alternative only where an event chose it', () => {
    const a = reading('a');
    expect(takesAlternative(NO_ALTERNATIVES, a)).toBe(false);
    expect(takesAlternative(new Set(['a']), a)).toBe(true);
    expect(takesAlternative(new Set(['b']), a)).toBe(false);
  });

  it('split a result’s readings into those taken as the site reads them and those taken the other way', () => {
    const used = [reading('a'), reading('b'), reading('c')];
    const { readings, alternativesTaken } = splitReadings(used, new Set(['b']));
    expect(readings.map((r) => r.id)).toEqual(['a', 'c']);
    expect(alternativesTaken.map((r) => r.id)).toEqual(['b']);
  });

  it('are summarised for the command line with their alternative', () => {
    expect(readingSummary(reading('a'))).toEqual({ id: 'a', rule: '10.2', reading: 'a taken', alternative: 'a the other way' });
  });
});
