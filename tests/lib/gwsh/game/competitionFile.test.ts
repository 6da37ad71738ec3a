/** The competition table's file (docs/formats.md): read back exactly, and refused with a sentence naming the field. */
import { describe, expect, it } from 'vitest';
import { addRound, newEvent, recordScore, toJson, type CompetitionEvent } from '../../../../src/lib/gwsh/game/competition.ts';
import { parseEvent } from '../../../../src/lib/gwsh/game/competitionFile.ts';

/** Two players and two rounds: Ann 14 then 3, Bob 8 then 9. */
function sampleEvent(): CompetitionEvent {
  const steps = [
    (e: CompetitionEvent) => addRound(e),
    (e: CompetitionEvent) => addRound(e, 'Round 2'),
    (e: CompetitionEvent) => recordScore(e, 0, 'Ann', 14),
    (e: CompetitionEvent) => recordScore(e, 0, 'Bob', 8),
    (e: CompetitionEvent) => recordScore(e, 1, 'Ann', 3),
    (e: CompetitionEvent) => recordScore(e, 1, 'Bob', 9),
  ];
  return steps.reduce(
    (e, step) => {
      const r = step(e);
      if (!r.ok) throw new Error(r.message);
      return r.event;
    },
    newEvent('Club night', ['Ann', 'Bob']),
  );
}

describe('event files', () => {
  it('round-trips through JSON', () => {
    const e = sampleEvent();
    expect(parseEvent(toJson(e))).toEqual({ ok: true, event: e });
  });

  it('rejects bad event files with a message naming the field', () => {
    const json = JSON.parse(toJson(sampleEvent()));
    expect(parseEvent('nope')).toMatchObject({ ok: false, message: expect.stringMatching(/not valid JSON/) });
    expect(parseEvent({ ...json, format: 'x' })).toEqual({ ok: false, message: 'format must be "gwsh-competition"' });
    const bad = structuredClone(json);
    bad.rounds[1].scores[0].gameScore = 'ten';
    expect(parseEvent(bad)).toEqual({ ok: false, message: 'rounds[1].scores[0].gameScore must be a whole number' });
    expect(parseEvent({ ...json, extra: 1 })).toEqual({ ok: false, message: 'the event file has unknown field(s) "extra"' });
    const stranger = structuredClone(json);
    stranger.rounds[0].scores[0].player = 'Eve';
    expect(parseEvent(stranger)).toEqual({ ok: false, message: 'rounds[0].scores[0].player "Eve" is not one of the event\'s players' });
  });
});
