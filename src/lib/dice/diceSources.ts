/**
 * Where dice come from (every roll can be made by the page or typed in from real dice).
 * Engines take a `RollD6` — a function that returns the next D6 — so tests and the command line are
 * deterministic: a seeded generator, or the values a player typed in, in the order they are needed.
 */
export type RollD6 = () => number;

/** Thrown by typed dice when the player has not typed enough values yet; engines catch it to stop early. */
export class OutOfDiceError extends Error {
  readonly used: number;
  constructor(used: number) {
    super(`all ${used} typed dice have been used`);
    this.name = 'OutOfDiceError';
    this.used = used;
  }
}

export const isD6 = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 6;

/** A D6 from a uniform random number in [0, 1) (e.g. Math.random or a seeded generator). */
export function rollD6From(random: () => number): RollD6 {
  return () => 1 + Math.floor(random() * 6);
}

/**
 * A small seeded generator (mulberry32): the same seed gives the same dice on every machine, so
 * `gwsh scenario --seed 7` and a shared link reproduce the same card.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const seededRollD6 = (seed: number): RollD6 => rollD6From(seededRandom(seed));

/** Typed-in dice, used in order. A value that is not 1..6 is a programmer error (parse user text first). */
export interface TypedDice {
  roll: RollD6;
  /** How many values have been used so far. */
  used: () => number;
  /** Values not used yet. */
  remaining: () => number[];
}

export function typedDice(values: readonly number[]): TypedDice {
  const bad = values.findIndex((v) => !isD6(v));
  if (bad >= 0) throw new RangeError(`typed die ${bad + 1} is ${values[bad]}, not a whole number from 1 to 6`);
  let next = 0;
  return {
    roll: () => {
      const value = values[next];
      if (value === undefined) throw new OutOfDiceError(next);
      next += 1;
      return value;
    },
    used: () => next,
    remaining: () => values.slice(next),
  };
}

export type ParsedDice = { ok: true; dice: number[] } | { ok: false; message: string };

/** Parses dice typed by a player ("3,5 6") at the boundary, with a one-sentence message naming the bad die. */
export function parseTypedDice(text: string): ParsedDice {
  const parts = text.split(/[\s,;]+/).filter((p) => p !== '');
  const dice: number[] = [];
  for (const [i, part] of parts.entries()) {
    const value = /^\d+$/.test(part) ? Number(part) : Number.NaN;
    if (!isD6(value)) return { ok: false, message: `die ${i + 1} ("${part}") must be a whole number from 1 to 6` };
    dice.push(value);
  }
  return { ok: true, dice };
}

/** Checks a die a roller returned: a roller that returns 0 or 7 is a programmer error. */
export function checkedRoll(roll: RollD6): number {
  const value = roll();
  if (!isD6(value)) throw new RangeError(`the dice source returned ${value}, not a whole number from 1 to 6`);
  return value;
}
