/** How the site writes numbers in text: grouped thousands, a count with its noun, a signed modifier. */

/**
 * A whole number with its thousands grouped by commas, as English text writes it: 1000 → "1,000".
 * Written out rather than through `toLocaleString`: the browser's first number format loads locale
 * data, a cost a page would pay while it loads (the list's cap sentence is built when its module runs).
 */
export const thousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+$)/g, ',');

/** "1 stand", "2 stands", "1,000 lines": a count with its noun, singular only for exactly one. */
export const counted = (n: number, one: string, many: string): string => `${thousands(n)} ${n === 1 ? one : many}`;

/**
 * A modifier as the rules print it: "+2", "−1" (a true minus sign, U+2212, as typeset rules use), "0".
 * One convention for every page, roster, table and the command line.
 */
export const MINUS = '\u2212';

export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `${MINUS}${-n}` : '0');
