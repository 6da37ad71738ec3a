import { describe, expect, it } from 'vitest';
import { FIRST_GAME_YEAR, gameYears, LAST_GAME_YEAR } from '#src/lib/gwsh/gameYears.ts';
import {
  isAttackDefenceOnly,
  isWesternFront15to17,
  isWesternFront15to18,
  periodLabel,
  yearOf,
  yearPeriods,
} from '#src/lib/gwsh/yearPeriod.ts';

describe('year periods and theatres', () => {
  it('both halves of 1918 are 1918', () => {
    expect(yearPeriods.map(yearOf)).toEqual([1914, 1915, 1916, 1917, 1918, 1918]);
    expect(periodLabel('1918-pre-june')).toBe('1918 (before June)');
    expect(periodLabel('1916')).toBe('1916');
  });

  it('a game is set in one of five years, 1914 to 1918: the six periods with 1918 counted once', () => {
    expect(gameYears).toEqual([1914, 1915, 1916, 1917, 1918]);
    expect([...new Set(yearPeriods.map(yearOf))]).toEqual(gameYears);
    expect([FIRST_GAME_YEAR, LAST_GAME_YEAR]).toEqual([1914, 1918]);
  });

  it('Western Front 1915–18 (5.0) and 1915–17 (6.1.1)', () => {
    expect(yearPeriods.map((p) => isWesternFront15to18('western-front', p))).toEqual([false, true, true, true, true, true]);
    expect(yearPeriods.map((p) => isWesternFront15to17('western-front', p))).toEqual([false, true, true, true, false, false]);
    expect(yearPeriods.some((p) => isWesternFront15to18('mobile', p) || isWesternFront15to18('trench-front', p))).toBe(false);
  });

  it('attack-defence only: the Western Front 1915–18 (5.0) and every year on another trench-bound front (3.0)', () => {
    expect(yearPeriods.map((p) => isAttackDefenceOnly('western-front', p))).toEqual([false, true, true, true, true, true]);
    expect(yearPeriods.every((p) => isAttackDefenceOnly('trench-front', p))).toBe(true);
    expect(yearPeriods.some((p) => isAttackDefenceOnly('mobile', p))).toBe(false);
  });
});
