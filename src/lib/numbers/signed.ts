/**
 * A modifier as the rules print it: "+2", "−1" (a true minus sign, U+2212, as typeset rules use), "0".
 * One convention for every page, roster, table and the command line.
 */
export const MINUS = '\u2212';

export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `${MINUS}${-n}` : '0');
