/** A scenario for every table (src/lib/gwsh/event/tableScenarios.ts). */
import { describe, expect, it } from 'vitest';
import { rollRoundScenarios, tableCard } from '#src/lib/gwsh/event/tableScenarios.ts';
import { periodOfYear } from '#src/lib/gwsh/yearPeriod.ts';
import { generateScenario } from '#src/lib/gwsh/scenario/scenario.ts';
import { gwsh } from '#src/lib/data/registry.ts';
import type { PairedGame } from '#src/lib/gwsh/event/event.ts';
import type { RulesPack } from '#src/lib/gwsh/rulesPack.ts';
import { clubEvent } from './clubEvent.ts';

const club = clubEvent();
const setting = { period: '1917', theatre: 'western-front' } as const;

describe('table scenarios', () => {
  it('rolls each table with the Allied player as A and keeps the dice, so the card reads the same again', () => {
    const out = rollRoundScenarios(club, 0, setting, gwsh, 5);
    // Round 1: Ann (British Empire) v Bob (Germany), Cat (France) v Dan (Austro-Hungary), Eve ("either", no nation) v Fay.
    expect(out.rolled).toBe(2);
    expect(out.problems).toEqual(['Table 3: Eve Hart has no Allied nation, so its scenario was not rolled']);
    const game = out.event.rounds[0]!.games[0] as PairedGame;
    expect(game.scenario).toMatchObject({ a: 'ann', period: '1917', theatre: 'western-front' });
    const card = tableCard(out.event, game, gwsh)!;
    expect(card.names).toEqual({ a: 'Ann Smith (British Empire)', b: 'Bob Jones (Germany)' });
    expect(card.dice).toEqual(game.scenario!.dice);
    const direct = generateScenario(gwsh, { ...card.input }, game.scenario!.dice);
    expect(direct.situation).toEqual(card.situation);
  });

  it('leaves a table already rolled as it was when the round is rolled again', () => {
    const first = rollRoundScenarios(club, 0, setting, gwsh, 5).event;
    const again = rollRoundScenarios(first, 0, setting, gwsh, 99);
    expect(again.rolled).toBe(0);
    expect(again.event.rounds[0]!.games.slice(0, 2)).toEqual(first.rounds[0]!.games.slice(0, 2));
  });

  it("rolls every table under the event's rules pack: on another trench-bound front a pack that keeps encounters is followed", () => {
    const trench = { period: '1917', theatre: 'trench-front' } as const;
    const pack: RulesPack = {
      format: 'gwsh-rules-pack',
      version: 1,
      name: 'Isonzo day',
      readings: { 'trench-front-encounter': 'alternative' },
    };
    const underPack = rollRoundScenarios({ ...club, rulesPack: pack }, 0, trench, gwsh, 5).event;
    const ours = rollRoundScenarios(club, 0, trench, gwsh, 5).event;
    const cardOf = (e: typeof ours) => tableCard(e, e.rounds[0]!.games[0] as PairedGame, gwsh)!;
    const [packed, plain] = [cardOf(underPack), cardOf(ours)];
    expect(packed.input.alternatives).toEqual(['trench-front-encounter']);
    expect(packed.alternativesTaken.map((r) => r.id)).toEqual(['trench-front-encounter']);
    // Our reading re-rolls equal scores on such a front (every game attack-defence); the pack's does not.
    expect(plain.odds.rerollChance).not.toBeNull();
    expect(packed.odds.rerollChance).toBeNull();
    expect(plain.alternativesTaken).toEqual([]);
  });

  it('reads 1918 as before June unless the organiser chooses otherwise', () => {
    expect([1914, 1917, 1918, null].map(periodOfYear)).toEqual(['1914', '1917', '1918-pre-june', '1917']);
  });
});
