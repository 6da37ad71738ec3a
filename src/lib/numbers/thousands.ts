/**
 * A whole number with its thousands grouped by commas, as English text writes it: 1000 → "1,000".
 * Written out rather than through `toLocaleString`: the browser's first number format loads locale
 * data, a cost a page would pay while it loads (the list's cap sentence is built when its module runs).
 */
export const thousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+$)/g, ',');
