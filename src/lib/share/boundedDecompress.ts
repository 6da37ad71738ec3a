/**
 * lz-string's URI-safe decompression with a ceiling on what it may produce. A few kB of lz-string can
 * stand for hundreds of MB of text (each code may repeat the one before it plus a character), and
 * lz-string offers no way to stop part way, so a hostile link would freeze or crash the tab before
 * anything could look at its size. This reads the same format, code by code, and gives up the moment
 * the text passes `maxLength`. For any input within the ceiling it returns exactly what
 * `lz.decompressFromEncodedURIComponent` returns (tests/lib/share/boundedDecompress.test.ts holds it to that),
 * save one kind of garbage: a first code of 3, which lz-string never writes and reads as the word
 * "undefined", is damage here.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';
const SIX_BIT = new Map([...ALPHABET].map((c, i) => [c, i]));

export type Decompressed = { ok: true; text: string } | { ok: false; reason: 'damaged' | 'too-large' };

const damaged: Decompressed = { ok: false, reason: 'damaged' };

export function decompressBounded(payload: string, maxLength: number): Decompressed {
  if (payload === '') return damaged;
  const input = payload.replace(/ /g, '+');
  // A character outside the alphabet reads as six zero bits, as in lz-string.
  const sixBits = (i: number) => SIX_BIT.get(input.charAt(i)) ?? 0;
  let value = sixBits(0);
  let mask = 32;
  let next = 1;
  const read = (bitCount: number): number => {
    let bits = 0;
    for (let i = 0; i < bitCount; i++) {
      if (value & mask) bits |= 1 << i;
      mask >>= 1;
      if (mask === 0) {
        mask = 32;
        value = sixBits(next++);
      }
    }
    return bits >>> 0;
  };
  const literal = (kind: number) => String.fromCharCode(read(kind === 0 ? 8 : 16));

  const first = read(2);
  if (first === 2) return { ok: true, text: '' };
  if (first === 3) return damaged;
  let w = literal(first);
  const dictionary: string[] = ['', '', '', w];
  const pieces = [w];
  let length = w.length;
  let bitsPerCode = 3;
  let enlargeIn = 4;
  const grow = () => {
    if (--enlargeIn === 0) enlargeIn = 2 ** bitsPerCode++;
  };
  for (;;) {
    if (next > input.length) return damaged;
    let code = read(bitsPerCode);
    if (code === 2) return { ok: true, text: pieces.join('') };
    if (code < 2) {
      dictionary.push(literal(code));
      code = dictionary.length - 1;
      grow();
    }
    let entry: string;
    if (code < dictionary.length && code > 2) entry = dictionary[code]!;
    else if (code === dictionary.length) entry = w + w.charAt(0);
    else return damaged;
    length += entry.length;
    if (length > maxLength) return { ok: false, reason: 'too-large' };
    pieces.push(entry);
    dictionary.push(w + entry.charAt(0));
    grow();
    w = entry;
  }
}
