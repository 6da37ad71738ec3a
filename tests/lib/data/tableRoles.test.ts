/** The one map of table roles per rule system (src/lib/data/tableRoles.ts). */
import { describe, expect, it } from 'vitest';
import { roleFileId, roleKind, tableRoles } from '#src/lib/data/tableRoles.ts';
import { tableFiles } from '#src/lib/data/tableFiles.ts';
import { gwsh, rules1916 } from '#src/lib/data/registry.ts';

describe('tableRoles', () => {
  it("names each role's file in kebab case", () => {
    expect(roleFileId('listPoints')).toBe('list-points');
    expect(roleFileId('heavyWeaponRecommendations')).toBe('heavy-weapon-recommendations');
    expect(roleFileId('aircraft')).toBe('aircraft');
  });

  it('names, for every role of every system, a table file of the kind it says', () => {
    for (const [system, roles] of Object.entries(tableRoles)) {
      for (const [role, kind] of Object.entries(roles)) {
        expect(tableFiles.get(`${system}/${roleFileId(role)}`)?.kind, `${system} ${role}`).toBe(kind);
      }
    }
  });

  it('is the map the registry reads by', () => {
    expect(roleKind('gwsh', 'counterBatteryModifiers')).toBe('counter-battery-modifiers');
    expect(Object.keys(gwsh)).toEqual(Object.keys(tableRoles.gwsh));
    expect(Object.keys(rules1916)).toEqual(Object.keys(tableRoles['1916']));
    expect(gwsh.listPoints.id).toBe('list-points');
  });
});
