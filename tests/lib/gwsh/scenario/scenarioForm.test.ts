import { describe, expect, it } from 'vitest';
import { defaultScenarioForm, readScenarioForm, scenarioFormOf } from '#src/lib/gwsh/scenario/scenarioForm.ts';

describe('the scenario form', () => {
  it('reads the default form into the engine input', () => {
    expect(readScenarioForm(defaultScenarioForm)).toEqual({
      potential: null,
      input: { a: 'germany', b: 'france', period: '1914', theatre: 'mobile', desert: false },
    });
  });

  it('reads Potential Objectives only in the desert, and names the field when it is not 0 to 6', () => {
    const desert = { ...defaultScenarioForm, desert: true, potential: '4' };
    expect(readScenarioForm(desert).input.potentialObjectives).toBe(4);
    expect(readScenarioForm({ ...defaultScenarioForm, potential: '4' }).input.potentialObjectives).toBeUndefined();
    const bad = readScenarioForm({ ...desert, potential: '7' });
    expect(bad.potential).toEqual({ ok: false, message: 'Potential objectives placed must be a whole number from 0 to 6.' });
    expect(bad.input.potentialObjectives).toBeUndefined();
  });

  it('fills the form back in from a shared card', () => {
    const input = readScenarioForm({ ...defaultScenarioForm, desert: true, potential: '3' }).input;
    expect(scenarioFormOf(input)).toEqual({ ...defaultScenarioForm, desert: true, potential: '3' });
  });
});
