/**
 * The year periods and theatres a GWSH game is set in (2.0). The strategic situation table (5.0)
 * splits 1918 at June, so a game's "year" is one of six periods.
 */
import { z } from 'zod';

export const yearPeriods = ['1914', '1915', '1916', '1917', '1918-pre-june', '1918-post-june'] as const;
export const yearPeriod = z.enum(yearPeriods);
export type YearPeriod = z.infer<typeof yearPeriod>;

export const theatres = ['western-front', 'other'] as const;
export const theatre = z.enum(theatres);
export type Theatre = z.infer<typeof theatre>;

/** The calendar year of a period (both halves of 1918 are 1918). */
export const yearOf = (period: YearPeriod): number => Number(period.slice(0, 4));

/** Words for a page: "1918 (before June)". */
export function periodLabel(period: YearPeriod): string {
  if (period === '1918-pre-june') return '1918 (before June)';
  if (period === '1918-post-june') return '1918 (from June)';
  return period;
}

/** GWSH 5.0: on the Western Front from 1915 to 1918 every game is an attack-defence game. */
export const isWesternFront15to18 = (where: Theatre, period: YearPeriod): boolean =>
  where === 'western-front' && yearOf(period) >= 1915;

/** GWSH 6.1.1: the static Western Front years in which flank marches are not permitted. */
export const isWesternFront15to17 = (where: Theatre, period: YearPeriod): boolean =>
  where === 'western-front' && yearOf(period) >= 1915 && yearOf(period) <= 1917;
