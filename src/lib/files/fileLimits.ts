/**
 * How large a file the site reads may be: one cap for every reader (the pages and the command line) and
 * every writer, which checks what it writes against it so that it opens again.
 */
import { thousands } from '../numbers/wording.ts';

/** Far above any real list, game or event file (a 300-stand list is ~30 kB), low enough to stay responsive. */
export const MAX_FILE_BYTES = 1_000_000;

const kB = (bytes: number) => `${thousands(Math.round(bytes / 1000))} kB`;

/** A size over the cap and the cap, in words: in kB, or in bytes when both round to the same kB. */
export function overCap(bytes: number): [size: string, cap: string] {
  const close = kB(bytes) === kB(MAX_FILE_BYTES);
  return close ? [`${thousands(bytes)} bytes`, `${thousands(MAX_FILE_BYTES)} bytes`] : [kB(bytes), kB(MAX_FILE_BYTES)];
}

/** The bytes a text takes in a file: UTF-8, as the site writes every file. */
export const fileBytes = (text: string): number => new TextEncoder().encode(text).length;

/**
 * Why a file the site is about to write could not be read back (its size is over the cap), as a clause
 * naming it by `what`; null when it can be.
 */
export function writtenSizeProblem(text: string, what: string): string | null {
  const bytes = fileBytes(text);
  if (bytes <= MAX_FILE_BYTES) return null;
  const [size, cap] = overCap(bytes);
  return `${what} would be ${size}, more than the ${cap} a file the site opens may be, so neither the site nor gwsh could open it again`;
}
