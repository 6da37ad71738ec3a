/** The hard rules of Swiss pairing hold over many seeded events (src/lib/gwsh/event/swiss.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pairNextRound } from '#src/lib/gwsh/event/swiss.ts';
import { isBye, isPaired, type CompetitionEvent, type EventSide } from '#src/lib/gwsh/event/event.ts';
import { addRound, scoreTable, setDropped } from '#src/lib/gwsh/event/eventEdits.ts';
import { eventOf, must } from './eventFixtures.ts';

const playerArb = fc.record({
  side: fc.constantFrom<EventSide>('allied', 'axis', 'either', 'allied', 'axis'),
  club: fc.constantFrom<string | undefined>(undefined, 'Red', 'Blue'),
});

describe('Swiss pairing over seeded events', () => {
  it('keeps every game Allied against Axis, each active player once, no dropped player, byes shared, rematches named', () => {
    fc.assert(
      fc.property(
        fc.array(playerArb, { minLength: 2, maxLength: 24 }),
        fc.integer(),
        fc.array(fc.integer({ min: -2, max: 16 }), { minLength: 200, maxLength: 200 }),
        fc.option(fc.nat(23)),
        (specs, seed, scores, dropAt) => {
          let event: CompetitionEvent = eventOf(
            specs.map((s, i) => [`p${i}`, s.side, s.club]),
            seed,
          );
          if (!specs.some((s) => s.side !== 'axis') || !specs.some((s) => s.side !== 'allied')) return; // no game possible
          if (specs.filter((s) => s.side !== 'axis').length + specs.filter((s) => s.side !== 'allied').length < 2) return;
          let k = 0;
          for (let round = 0; round < 4; round += 1) {
            if (round === 2 && dropAt !== null && dropAt < specs.length) event = must(setDropped(event, `p${dropAt}`, true));
            const pairing = pairNextRound(event);
            if (!pairing.ok) {
              expect(pairing.message).toMatch(/no player can take the (Allied|Axis) side/);
              return;
            }
            const side = new Map(event.players.map((p) => [p.id, p.side]));
            const active = event.players.filter((p) => !p.dropped).map((p) => p.id);
            const seen: string[] = [];
            const met = new Set(event.rounds.flatMap((r) => r.games.filter(isPaired).map((g) => `${g.allied}|${g.axis}`)));
            const named = pairing.broken.join(' ');
            for (const g of pairing.round.games) {
              if (isPaired(g)) {
                expect(side.get(g.allied)).not.toBe('axis');
                expect(side.get(g.axis)).not.toBe('allied');
                if (met.has(`${g.allied}|${g.axis}`)) expect(named).toContain(`${g.allied} and ${g.axis} meet again`);
                seen.push(g.allied, g.axis);
              } else if (isBye(g)) seen.push(g.bye);
            }
            expect(seen.sort()).toEqual([...active].sort());
            // No second bye while a player of the same (declared) side has had none.
            const byes = new Map<string, number>();
            for (const g of [...event.rounds.flatMap((r) => r.games), ...pairing.round.games])
              if (isBye(g)) byes.set(g.bye, (byes.get(g.bye) ?? 0) + 1);
            for (const s of ['allied', 'axis'] as const) {
              const ofSide = active.filter((id) => side.get(id) === s);
              if (ofSide.some((id) => (byes.get(id) ?? 0) === 0)) for (const id of ofSide) expect(byes.get(id) ?? 0).toBeLessThanOrEqual(1);
            }
            event = must(addRound(event, pairing.round));
            for (const g of pairing.round.games.filter(isPaired)) {
              event = must(scoreTable(event, round, g.table, { allied: scores[k++ % 200]!, axis: scores[k++ % 200]! }));
            }
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
