import { describe, expect, it } from 'vitest';
import { getTable, rules1916 } from '#src/lib/data/registry.ts';

const terrainEffectsTable = rules1916.terrainEffects;

// A cell checked against the "1916" source, so each role is wired to the right file and the file reads as printed.
describe('the 1916 terrain-effects table', () => {
  it('is the table the build validates', () => {
    expect(getTable('1916', 'terrain-effects')).toBe(terrainEffectsTable);
  });

  it('reads as the source prints it', () => {
    // Wood buildings: light grey felt, rough, may be assaulted through, ½ level high, blocks sight, soft cover.
    expect(terrainEffectsTable.rows[0]).toMatchObject({
      name: 'Wood buildings',
      material: 'Light grey felt',
      rough: 'Yes',
      assaultThrough: 'Yes',
      height: '½ level',
      coverWeight: 'Soft',
    });
  });
});
