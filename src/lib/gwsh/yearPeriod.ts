/**
 * The year periods and theatres a GWSH game is set in (2.0). The strategic situation table (5.0)
 * splits 1918 at June, so a game's "year" is one of six periods.
 */
import { fronts, type Front } from './front.ts';

// No schemas here (scenario/scenario.ts reads input against them), so the pages that only show periods load no zod.
export const yearPeriods = ['1914', '1915', '1916', '1917', '1918-pre-june', '1918-post-june'] as const;
export type YearPeriod = (typeof yearPeriods)[number];

/** The scenario uses the list file's three fronts (front.ts). */
export const theatres = fronts;
export type Theatre = Front;

/** The calendar year of a period (both halves of 1918 are 1918). */
export const yearOf = (period: YearPeriod): number => Number(period.slice(0, 4));

/** Words for a page: "1918 (before June)". */
export function periodLabel(period: YearPeriod): string {
  if (period === '1918-pre-june') return '1918 (before June)';
  if (period === '1918-post-june') return '1918 (after June)';
  return period;
}

/** GWSH 5.0: on the Western Front from 1915 to 1918 every game is an attack-defence game. */
export const isWesternFront15to18 = (where: Theatre, period: YearPeriod): boolean => where === 'western-front' && yearOf(period) >= 1915;

/**
 * Only attack-defence games: the Western Front 1915–18 (5.0), and any other front locked in trench lines,
 * where the Encounter list does not exist (3.0, list points table; reading TRENCH_FRONT_ENCOUNTER).
 */
export const isAttackDefenceOnly = (where: Theatre, period: YearPeriod): boolean =>
  isWesternFront15to18(where, period) || where === 'trench-front';

/** GWSH 6.1.1: the static Western Front years in which flank marches are not permitted. */
export const isWesternFront15to17 = (where: Theatre, period: YearPeriod): boolean =>
  where === 'western-front' && yearOf(period) >= 1915 && yearOf(period) <= 1917;

/** The period an event's year stands for: 1918 is before June unless the organiser says otherwise; no year, 1917. */
export const periodOfYear = (year: number | null): YearPeriod =>
  year === 1918 ? '1918-pre-june' : (yearPeriods.find((p) => p === String(year)) ?? '1917');
