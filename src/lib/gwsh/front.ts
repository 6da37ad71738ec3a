/**
 * Where a GWSH game is fought (docs/formats.md `theatre`): the front decides, with the year, whether trench
 * lines constrict the fighting. That settles the Encounter list's availability (3.0, list points table),
 * whether defences are bought with points (10.3) and the 1914 western-front Defend allowance (3.0).
 */
// No schema here: pages that only show or compare fronts load no zod. Files are read against the list
// file's schema (list/listFile.ts) and the scenario's (scenario/scenario.ts).
export const fronts = ['western-front', 'trench-front', 'mobile'] as const;
export type Front = (typeof fronts)[number];

export const frontNames: Readonly<Record<Front, string>> = {
  'western-front': 'Western Front',
  'trench-front': 'Another front locked in trench lines',
  mobile: 'A mobile front',
};

/**
 * Trench lines constrict the fighting: the western front from 1915 on (3.0: its entrenchments come from the
 * main rules from 1915; 5.0: attack-defence games only), and any front the player marks as trench-bound.
 * The western front of 1914 and mobile fronts are open.
 */
export const isTrenchBound = (where: Front, year: number): boolean =>
  where === 'trench-front' || (where === 'western-front' && year >= 1915);
