/**
 * The fixed values of the `gwsh-list` format (docs/formats.md): its name and version, the choices a field
 * takes and the sane upper bounds. Apart from the schema (listFile.ts), so that the list builder's first
 * load, which reads no file, carries no schema library.
 */

export const LIST_FORMAT = 'gwsh-list';
export const LIST_FORMAT_VERSION = 1;

/** Sane upper bounds: far above any real list, low enough that a hostile file cannot stall a page. */
export const MAX_COUNT = 10_000;
export const MAX_NAME_LENGTH = 200;
export const MAX_ENTRIES = 500;
/** A whole list: a division has some twenty brigades of a dozen lines; five times that drawn stays quick. */
export const MAX_BRIGADES = 100;
export const MAX_STAND_LINES = 1_000;
/**
 * `base` and then `suffix` (" (copy)", " (part 2 of 3)"), `base` shortened to end in "…" where the whole would
 * pass MAX_NAME_LENGTH: a name the site makes is always one it can read back.
 */
export function nameWithSuffix(base: string, suffix: string): string {
  if (base.length + suffix.length <= MAX_NAME_LENGTH) return base + suffix;
  let kept = base.slice(0, Math.max(0, MAX_NAME_LENGTH - suffix.length - 1));
  // Never half of a character written as two UTF-16 units (an emoji, say).
  if (/[\uD800-\uDBFF]$/.test(kept)) kept = kept.slice(0, -1);
  return `${kept.trimEnd()}…${suffix}`;
}

/** The largest list past the cap that is still read to be split (listFile.ts, parseOversizedList): ten times it. */
/** The name a brigade without one goes by: its place in the list, "Brigade 3" for the third. */
export const brigadeName = (index: number) => `Brigade ${index + 1}`;
/** A brigade's name as shown: its own, or its place when it has none. */
export const shownBrigadeName = (name: string, index: number) => name.trim() || brigadeName(index);

export const OVERSIZED_MAX_BRIGADES = 10 * MAX_BRIGADES;
export const OVERSIZED_MAX_LINES = 10 * MAX_STAND_LINES;

export const grades = ['elite', 'veteran', 'regular', 'green', 'random'] as const;
export const listTypes = ['defend', 'attack', 'encounter'] as const;
export const listParts = ['basic', 'option-a', 'option-b'] as const;
/** GWSH 9.0, 10.1: how the division a list is drawn from is rated as a whole. */
export const divisionGrades = ['mixed', 'green', 'veteran'] as const;

export type Grade = (typeof grades)[number];
export type ListType = (typeof listTypes)[number];
export type ListPart = (typeof listParts)[number];
export type DivisionGrade = (typeof divisionGrades)[number];

/** A morale grade as players write it. */
export const gradeNames: Readonly<Record<Grade, string>> = {
  elite: 'Elite',
  veteran: 'Veteran',
  regular: 'Regular',
  green: 'Green',
  random: 'Random',
};
