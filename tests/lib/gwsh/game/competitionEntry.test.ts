import { describe, expect, it } from 'vitest';
import { addRound, newEvent, standings, toCsv } from '#src/lib/gwsh/game/competition.ts';
import { enterScores } from '#src/lib/gwsh/game/competitionEntry.ts';

describe('entering scores into an event', () => {
  it('the first game starts round 1 and adds both players', () => {
    const r = enterScores(newEvent('Club night'), 0, [
      { player: 'Allied player', gameScore: 12 },
      { player: 'Axis player', gameScore: 8 },
    ]);
    if (!r.ok) throw new Error(r.message);
    expect(r.event.rounds.map((x) => x.label)).toEqual(['Round 1']);
    expect(r.event.players).toEqual(['Allied player', 'Axis player']);
    expect(standings(r.event).map((s) => [s.rank, s.player, s.total])).toEqual([
      [1, 'Allied player', 12],
      [2, 'Axis player', 8],
    ]);
  });

  it('a second round clamps to 0–12 (−3 → 0, 14 → 12) and the CSV shows the totals', () => {
    const first = enterScores(newEvent('Club night'), 0, [
      { player: 'Allied player', gameScore: 12 },
      { player: 'Axis player', gameScore: 8 },
    ]);
    if (!first.ok) throw new Error(first.message);
    const withRound = addRound(first.event);
    if (!withRound.ok) throw new Error(withRound.message);
    const second = enterScores(withRound.event, 1, [
      { player: ' Allied player ', gameScore: -3 },
      { player: 'Axis player', gameScore: 14 },
    ]);
    if (!second.ok) throw new Error(second.message);
    // Axis 8 + 12 = 20, Allied 12 + 0 = 12
    expect(toCsv(second.event)).toBe('Rank,Player,Round 1,Round 2,Total\r\n1,Axis player,8,12,20\r\n2,Allied player,12,0,12\r\n');
  });

  it('a round index past the last round records in the last round; an empty name is refused', () => {
    const r = enterScores(newEvent('E'), 5, [{ player: 'Ann', gameScore: 3 }]);
    expect(r.ok && r.event.rounds[0]?.scores).toEqual([{ player: 'Ann', gameScore: 3 }]);
    expect(enterScores(newEvent('E'), 0, [{ player: '  ', gameScore: 3 }])).toEqual({ ok: false, message: 'a player needs a name' });
  });
});
