/**
 * The dice of a scenario, recorded as they are rolled: who rolled, what for, and the value, so each
 * step of the card shows its dice, the card lists every die in order (a shared link replays it as typed
 * dice), and a page collecting real dice knows which roll it needs next.
 */
import { checkedRoll, OutOfDiceError, type RollD6 } from '../../dice/diceSources.ts';
import type { Reading } from '../../reading.ts';
import type { Player } from './tacticalSituation.ts';

export interface DieRoll {
  /** Who rolled it; null for a die rolled for the table rather than a player. */
  player: Player | null;
  /** What the die decides, in words ("Terrain placement: die of A (Germany)"). */
  purpose: string;
  value: number;
}

/** A roll the recorder needed and the typed dice did not have. */
export interface NeededRoll {
  player: Player | null;
  purpose: string;
  rule: string;
}

/** Both players roll until one is higher (the usual "highest … , re-roll ties"). */
export interface RollOff {
  rounds: { a: number; b: number }[];
  winner: Player;
  /** The winner's and loser's dice in the deciding round. */
  high: number;
  low: number;
}

/** Ties in a roll-off more often than this mean the dice source is broken (a constant stub). */
const MAX_ROLL_OFF_ROUNDS = 200;

export interface ScenarioDice {
  roll(player: Player | null, purpose: string, rule: string): number;
  /** Each player rolls a D6, A first; ties are re-rolled. */
  rollOff(purpose: string, rule: string): RollOff;
  /** Every die so far, in order. */
  log(): DieRoll[];
  /** The dice rolled since the log had `from` entries. */
  since(from: number): DieRoll[];
  /** The roll that could not be made because typed dice ran out, if any. */
  needed(): NeededRoll | null;
}

export function recordDice(rollD6: RollD6, names: Record<Player, string>): ScenarioDice {
  const entries: DieRoll[] = [];
  let missing: NeededRoll | null = null;

  const roll = (player: Player | null, purpose: string, rule: string): number => {
    try {
      const value = checkedRoll(rollD6);
      entries.push({ player, purpose, value });
      return value;
    } catch (e) {
      if (e instanceof OutOfDiceError) missing = { player, purpose, rule };
      throw e;
    }
  };

  const rollOff = (purpose: string, rule: string): RollOff => {
    const rounds: { a: number; b: number }[] = [];
    for (let i = 0; i < MAX_ROLL_OFF_ROUNDS; i++) {
      const again = i === 0 ? '' : ' (re-roll after a tie)';
      const a = roll('a', `${purpose}: die of ${names.a}${again}`, rule);
      const b = roll('b', `${purpose}: die of ${names.b}${again}`, rule);
      rounds.push({ a, b });
      if (a !== b) return { rounds, winner: a > b ? 'a' : 'b', high: Math.max(a, b), low: Math.min(a, b) };
    }
    throw new Error(`the dice source tied ${MAX_ROLL_OFF_ROUNDS} times in a row; it is not random`);
  };

  return {
    roll,
    rollOff,
    log: () => [...entries],
    since: (from) => entries.slice(from),
    needed: () => missing,
  };
}

/** One step of the scenario card: what was decided, by which dice, under which rule. */
export interface ScenarioStep<Id extends string = string, Result = unknown> {
  id: Id;
  label: string;
  /** The GWSH section the step applies, e.g. "4.2". */
  rule: string;
  dice: DieRoll[];
  result: Result;
  /** One or two sentences for the player, with names and numbers filled in. */
  message: string;
  /** Our reading where the rule text is unclear and it mattered here, else null. */
  reading: Reading | null;
}
