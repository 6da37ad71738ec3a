/** The competition table's file (docs/formats.md): read back exactly, and refused with a sentence naming the field. */
import { describe, expect, it } from 'vitest';
import { addRound, newEvent, recordScore, type CompetitionEvent } from '#src/lib/gwsh/game/competition.ts';
import { parseEvent, parseEventInSteps } from '#src/lib/gwsh/game/competitionFile.ts';

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
    expect(parseEvent(JSON.stringify(e))).toEqual({ ok: true, event: e });
  });

  it('rejects bad event files with a message naming the field', () => {
    const json = JSON.parse(JSON.stringify(sampleEvent()));
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

  it('reads the rounds in steps when asked, with the same result and the same messages', async () => {
    const e = sampleEvent();
    // The steps are the caller's: here each round is its own step, counted.
    const steps: number[] = [];
    const oneAtATime = async <T, R>(items: readonly T[], read: (item: T, index: number) => R) => {
      const out: R[] = [];
      for (const [i, item] of items.entries()) {
        await Promise.resolve();
        steps.push(i);
        out.push(read(item, i));
      }
      return out;
    };
    expect(await parseEventInSteps(JSON.stringify(e), oneAtATime)).toEqual({ ok: true, event: e });
    expect(steps).toEqual([0, 1]);
    const bad = JSON.parse(JSON.stringify(e));
    bad.rounds[1].scores[0].gameScore = 'ten';
    expect(await parseEventInSteps(bad, oneAtATime)).toEqual({
      ok: false,
      message: 'rounds[1].scores[0].gameScore must be a whole number',
    });
    // A file whose head is wrong is refused before any round is read.
    steps.length = 0;
    expect(await parseEventInSteps({ ...bad, rounds: 'none' }, oneAtATime)).toEqual({ ok: false, message: 'rounds must be a list' });
    expect(steps).toEqual([]);
  });

  it('names a round with unknown fields by its place in the file', () => {
    const json = JSON.parse(JSON.stringify(sampleEvent()));
    json.rounds[1].note = 'late';
    expect(parseEvent(json)).toEqual({ ok: false, message: 'rounds[1] has unknown field(s) "note"' });
  });
});
