import { describe, expect, it } from 'vitest';
import {
  fireMissionsFormFrom,
  initialFireMissionsForm,
  newRegiment,
  readFireMissionsForm,
  rolesFor,
  withScenario,
} from '#src/lib/gwsh/game/fireMissionsForm.ts';
import { gwsh } from '#src/lib/data/registry.ts';

describe('the fire-missions form', () => {
  it('reads the default attacker: 77mm and 150mm off table', () => {
    const { errors, plan } = readFireMissionsForm(gwsh, initialFireMissionsForm);
    expect(errors).toEqual([]);
    // 8.2.1: 10 missions for 90mm or less, 5 above; the attacker pre-plans up to 6 and 5 of them (6.1.1).
    expect(plan?.totalFireMissions).toBe(15);
    expect(plan?.totalPrePlanned).toBe(11);
  });

  it('names each calibre that is not 1 to 1000 mm, and plans nothing until it reads', () => {
    const form = { ...initialFireMissionsForm, regiments: [...initialFireMissionsForm.regiments, { ...newRegiment(3), calibre: 'big' }] };
    const view = readFireMissionsForm(gwsh, form);
    expect(view.errors).toEqual(['Regiment 3: calibre must be a whole number from 1 to 1000.']);
    expect(view.plan).toBeNull();
  });

  it('gives a new regiment 77mm on table, and a new scenario its first role', () => {
    expect(newRegiment(9)).toEqual({ key: 9, name: '', calibre: '77', offTable: false, singleSupportStand: false });
    expect(withScenario(initialFireMissionsForm, 'advance-to-contact').role).toBe('high-scorer');
    // A mutual encounter has no attacker or defender (7.0).
    expect(withScenario(initialFireMissionsForm, 'mutual-encounter').role).toBeNull();
    expect(rolesFor('mutual-encounter')).toEqual([]);
  });
});

describe('the fire-missions form kept across reloads', () => {
  it('reads back a form it kept, and refuses anything that does not fit', () => {
    const kept = JSON.parse(JSON.stringify(initialFireMissionsForm));
    expect(fireMissionsFormFrom(kept)).toEqual(initialFireMissionsForm);
    expect(fireMissionsFormFrom({ ...kept, scenario: 'siege' })).toBeNull();
    expect(
      fireMissionsFormFrom({ ...kept, regiments: [{ key: 1, name: 'x', calibre: 77, offTable: true, singleSupportStand: false }] }),
    ).toBeNull();
    expect(fireMissionsFormFrom({ ...kept, regiments: Array.from({ length: 51 }, () => kept.regiments[0]) })).toBeNull();
    expect(fireMissionsFormFrom('not a form')).toBeNull();
    // A role the scenario does not have: the scenario's first role instead (a mutual encounter has none).
    expect(fireMissionsFormFrom({ ...kept, scenario: 'advance-to-contact', role: 'defender' })?.role).toBe('high-scorer');
    expect(fireMissionsFormFrom({ ...kept, scenario: 'mutual-encounter', role: 'attacker' })?.role).toBeNull();
  });
});
