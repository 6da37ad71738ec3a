/**
 * Distances as players write them: mixed numbers with the fraction signs the "1916" charts use
 * ("2½", "1¾"), read from what a player types and written back for pages. Exact: no floats in between.
 */
import { add, fraction, toDecimal, type Fraction } from '../numbers/fraction.ts';

const VULGAR: Record<string, string> = {
  '1/2': '½',
  '1/3': '⅓',
  '2/3': '⅔',
  '1/4': '¼',
  '3/4': '¾',
  '1/5': '⅕',
  '2/5': '⅖',
  '3/5': '⅗',
  '4/5': '⅘',
  '1/6': '⅙',
  '5/6': '⅚',
  '1/8': '⅛',
  '3/8': '⅜',
  '5/8': '⅝',
  '7/8': '⅞',
};
const FROM_VULGAR: Record<string, [number, number]> = Object.fromEntries(
  Object.entries(VULGAR).map(([text, sign]) => {
    const [n, d] = text.split('/').map(Number) as [number, number];
    return [sign, [n, d]];
  }),
);

/** A distance on the table: 8/3 → '2⅔" (2.67 in)', 4 → '4"'; the decimal only where there is a fraction. */
export const inchesText = (f: Fraction): string => `${mixedNumber(f)}"${f.den === 1 ? '' : ` (${toDecimal(f)} in)`}`;

/** A distance in yards: 161/2 → "80½ yards (80.5)", 80 → "80 yards". */
export const yardsText = (f: Fraction): string => `${mixedNumber(f)} yards${f.den === 1 ? '' : ` (${toDecimal(f)})`}`;

/**
 * A non-negative fraction as a mixed number: 8/3 → "2⅔", 5/2 → "2½", 6 → "6", 1/3 → "⅓"; fractions
 * without a sign of their own read "5 3/7".
 */
export function mixedNumber(f: Fraction): string {
  if (f.num < 0) return `−${mixedNumber(fraction(-f.num, f.den))}`;
  const whole = Math.floor(f.num / f.den);
  const rest = f.num % f.den;
  if (rest === 0) return String(whole);
  const part = `${rest}/${f.den}`;
  const sign = VULGAR[part];
  if (sign) return whole === 0 ? sign : `${whole}${sign}`;
  return whole === 0 ? part : `${whole} ${part}`;
}

export type ParsedDistance = { ok: true; value: Fraction } | { ok: false; message: string };

/**
 * Reads a distance a player typed: "80", "2.5", "2 1/2", "2½", "5/2", with an optional unit mark
 * (" in", '"', "yds"). `field` names the input in the message ("Yards must be …").
 */
export function parseDistance(text: string, field: string): ParsedDistance {
  const cleaned = text
    .trim()
    .replace(/\s*(?:"|”|in(?:ches?)?|y(?:ar)?ds?)\.?$/i, '')
    .trim();
  const fail = (): ParsedDistance => ({
    ok: false,
    message: `${field} must be a distance of 0 or more, such as 80, 2.5, 2 1/2 or 2½ (got "${text.trim()}").`,
  });
  if (cleaned === '') return fail();
  let match = /^(\d+)?\s*([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])$/.exec(cleaned);
  if (match) {
    const [n, d] = FROM_VULGAR[match[2]!]!;
    return { ok: true, value: add(fraction(Number(match[1] ?? 0)), fraction(n, d)) };
  }
  match = /^(?:(\d+)\s+)?(\d+)\/(\d+)$/.exec(cleaned);
  if (match) {
    const den = Number(match[3]);
    if (den === 0) return fail();
    return { ok: true, value: add(fraction(Number(match[1] ?? 0)), fraction(Number(match[2]), den)) };
  }
  match = /^(\d*)(?:\.(\d+))?$/.exec(cleaned);
  if (match && (match[1] || match[2])) {
    const decimals = match[2] ?? '';
    if (decimals.length > 6 || (match[1] ?? '').length > 9) return fail();
    return { ok: true, value: fraction(Number(`${match[1] || '0'}${decimals}`), 10 ** decimals.length) };
  }
  return fail();
}
