/**
 * The years a game can be set in (GWSH 2.0): what a list file records and the calculators ask for. A
 * module of its own, with no imports, so the calculators that only offer the years load nothing else.
 * The scenario's periods (yearPeriod.ts) split 1918 at June.
 */
export const gameYears: readonly number[] = [1914, 1915, 1916, 1917, 1918];
export const FIRST_GAME_YEAR = gameYears[0]!;
export const LAST_GAME_YEAR = gameYears.at(-1)!;
