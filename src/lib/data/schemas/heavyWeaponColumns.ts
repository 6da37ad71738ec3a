/** "1916" Basic Game Setup: the extra heavy weapons chart's column letters as printed; there is no column E. */
export const HEAVY_WEAPON_COLUMNS = ['A', 'B', 'C', 'D', 'F'] as const;
export type HeavyWeaponColumn = (typeof HEAVY_WEAPON_COLUMNS)[number];
