/**
 * Crockford's base 32: digits and capitals without I, L, O and U, so a code read out or typed by hand is not
 * misread; in reading, case is ignored and I, L and O are taken as the 1 and 0 they look like.
 */
export const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `value` (below 2^(5 × length)) as `length` characters. */
export function toCrockford(value: bigint, length: number): string {
  let text = '';
  for (let i = length - 1; i >= 0; i--) text += CROCKFORD[Number((value >> BigInt(i * 5)) & 31n)];
  return text;
}

/** A typed character's value, or null when it is not one of the alphabet's. */
export function crockfordValue(char: string): number | null {
  const c = char.toUpperCase().replace(/[IL]/, '1').replace('O', '0');
  const at = CROCKFORD.indexOf(c);
  return at >= 0 ? at : null;
}

/**
 * The check character of `text` (already Crockford characters), by Luhn's algorithm over base 32: it catches
 * every single character mistyped and nearly every two neighbours swapped.
 */
export function luhn32(text: string): string {
  let sum = 0;
  let double = true;
  for (let i = text.length - 1; i >= 0; i--) {
    let v = CROCKFORD.indexOf(text[i]!) * (double ? 2 : 1);
    v = Math.floor(v / 32) + (v % 32);
    sum += v;
    double = !double;
  }
  return CROCKFORD[(32 - (sum % 32)) % 32]!;
}
