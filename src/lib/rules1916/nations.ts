/**
 * The nations a "1916" player can pick on the setup sheet. Ids are the site's nation ids; the setup
 * rules name only a few of them (Germans, Russians, Italians for modifiers; French, Commonwealth,
 * Germans and Americans for heavy weapons; Germans for gas), and every other nation plays the "other" lines.
 */
import type { NationId } from '../data/schemas.ts';

export const NATIONS_1916: readonly { id: NationId; label: string }[] = Object.freeze([
  { id: 'austro-hungary', label: 'Austria-Hungary' },
  { id: 'belgium', label: 'Belgium' },
  { id: 'british-empire', label: 'British Empire (Commonwealth)' },
  { id: 'bulgaria', label: 'Bulgaria' },
  { id: 'france', label: 'France' },
  { id: 'germany', label: 'Germany' },
  { id: 'greece', label: 'Greece' },
  { id: 'italy', label: 'Italy' },
  { id: 'montenegro', label: 'Montenegro' },
  { id: 'roumania', label: 'Roumania' },
  { id: 'russia', label: 'Russia' },
  { id: 'serbia', label: 'Serbia' },
  { id: 'turkey', label: 'Turkey' },
  { id: 'united-states', label: 'United States' },
]);

export function nationLabel(id: NationId): string {
  return NATIONS_1916.find((n) => n.id === id)?.label ?? id;
}

export const YEARS_1916: readonly number[] = Object.freeze([1914, 1915, 1916, 1917, 1918]);

/** Throws for a year outside the war: a programmer error (forms offer only these years). */
export function checkYear(year: number): void {
  if (!YEARS_1916.includes(year)) throw new RangeError(`year must be a whole number from 1914 to 1918, got ${year}`);
}

/** Throws for a die that is not 1–6: typed dice are parsed at the form's boundary first. */
export function checkDie(die: number, what: string): void {
  if (!Number.isInteger(die) || die < 1 || die > 6) throw new RangeError(`${what} must be a whole number from 1 to 6, got ${die}`);
}
