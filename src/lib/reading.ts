/**
 * A reading: how we settle a sentence of a rule set that can be read two ways (readings are
 * data). Every rule set keeps its readings in one module; results carry the readings they relied on, and
 * pages, rosters and the command line show each with its alternative.
 */
export interface Reading {
  /** Stable, kebab-case: pages and tests refer to it. */
  id: string;
  /** The rule section the reading interprets. */
  rule: string;
  /** The reading taken, in a few words. */
  title: string;
  /** What the source says and how we read it, in our words. */
  explanation: string;
  /** The other way the sentence can be read, shown beside the reading so an organiser can choose. */
  alternative: string;
}

/** A reading as a result carries it: which it is, where, and in a few words; its texts are loaded where shown. */
export type ReadingRef = Pick<Reading, 'id' | 'rule' | 'title'>;

/** A reading as the command line prints it beside a result: what was taken, and the other way to read it. */
export const readingSummary = (r: Reading) => ({ id: r.id, rule: r.rule, reading: r.title, alternative: r.alternative });

/**
 * The readings whose alternative an event has chosen (a rules pack, src/lib/gwsh/rulesPack.ts), by id.
 * Empty: the site's readings throughout. Engines take it as they take their dice and tables.
 */
export type Alternatives = ReadonlySet<string>;

export const NO_ALTERNATIVES: Alternatives = new Set();

/** Whether this result should follow the alternative of `reading`. */
export const takesAlternative = (alternatives: Alternatives, reading: ReadingRef): boolean => alternatives.has(reading.id);

/** Splits the readings a result relied on into those it took as the site reads them and those it took the other way. */
export function splitReadings<R extends ReadingRef>(
  used: readonly R[],
  alternatives: Alternatives,
): { readings: R[]; alternativesTaken: R[] } {
  return {
    readings: used.filter((r) => !alternatives.has(r.id)),
    alternativesTaken: used.filter((r) => alternatives.has(r.id)),
  };
}
