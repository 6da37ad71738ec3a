/**
 * Entering scores into an event's running table (GWSH 7.1) the way an organiser does at the table: the
 * first score starts round 1, and a player not yet in the event joins it. Built on competition.ts, so the
 * same checks apply (unique names, one score per player per round).
 */
import { addPlayer, addRound, recordScore, type CompetitionEvent, type EventUpdate } from './competition.ts';

export interface ScoreEntry {
  player: string;
  /** The 7.0 total; the table clamps it to 0–12 when it ranks. */
  gameScore: number;
}

/** Records each entry in the round (the last round if the index is past it); the first failure stops it. */
export function enterScores(event: CompetitionEvent, roundIndex: number, entries: readonly ScoreEntry[]): EventUpdate {
  let e = event;
  if (e.rounds.length === 0) {
    const started = addRound(e);
    if (!started.ok) return started;
    e = started.event;
  }
  const round = Math.min(Math.max(0, roundIndex), e.rounds.length - 1);
  for (const { player, gameScore } of entries) {
    const name = player.trim();
    if (!e.players.includes(name)) {
      const joined = addPlayer(e, name);
      if (!joined.ok) return joined;
      e = joined.event;
    }
    const recorded = recordScore(e, round, name, gameScore);
    if (!recorded.ok) return recorded;
    e = recorded.event;
  }
  return { ok: true, event: e };
}
