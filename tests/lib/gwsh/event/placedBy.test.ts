/** What placed a player below another on an equal total, as the players' standings say it. */
import { describe, expect, it } from 'vitest';
import { placedBy, type ViewRow } from '#src/lib/gwsh/event/playersView.ts';
import type { TieBreaker } from '#src/lib/gwsh/event/event.ts';

const order: TieBreaker[] = ['strength-of-schedule', 'head-to-head', 'games-won'];
const row = (rank: number, name: string, total: number, tieBreakers: (number | null)[]): ViewRow => ({ rank, name, total, tieBreakers });

describe('placedBy', () => {
  // Ann 10 (schedule 8), Ben 10 (schedule 6), Cat 10 (schedule 6, head to head 3 against Ben's 5),
  // Dan 10 sharing Cat's rank, Eve 4.
  const rows = [
    row(1, 'Ann', 10, [8, null, 2]),
    row(2, 'Ben', 10, [6, 5, 2]),
    row(3, 'Cat', 10, [6, 3, 2]),
    row(3, 'Dan', 10, [6, 3, 2]),
    row(5, 'Eve', 4, [9, null, 1]),
  ];
  it('names the first tie-breaker in the event’s order on which two players on one total differ', () => {
    expect(placedBy(rows, order, 0)).toBeNull();
    // 8 against 6 on strength of schedule
    expect(placedBy(rows, order, 1)).toBe('strength-of-schedule');
    // both 6 on strength of schedule; 5 against 3 head to head
    expect(placedBy(rows, order, 2)).toBe('head-to-head');
  });
  it('says two players are level when they share a rank, and nothing when their totals differ', () => {
    expect(placedBy(rows, order, 3)).toBe('level');
    expect(placedBy(rows, order, 4)).toBeNull();
  });
});
