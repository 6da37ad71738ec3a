/**
 * A decompression bomb in lz-string's URI-safe format, written code by code rather than compressed (which
 * would need the whole expanded text first): one literal, then `codes` codes that each repeat the text
 * before them plus its first character, so the text grows as the square of the codes. With n codes it
 * unpacks to 1 + 2 + … + (n + 1) characters.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';

export function lzBomb(codes: number, char = '['): string {
  const sixes: number[] = [];
  let current = 0;
  let filled = 0;
  const write = (value: number, bitCount: number) => {
    for (let i = 0; i < bitCount; i++) {
      current = (current << 1) | ((value >> i) & 1);
      if (++filled === 6) [sixes[sixes.length], current, filled] = [current, 0, 0];
    }
  };
  write(0, 2);
  write(char.charCodeAt(0), 8);
  let dictionarySize = 4;
  let bitsPerCode = 3;
  let enlargeIn = 4;
  for (let i = 0; i < codes; i++) {
    write(dictionarySize++, bitsPerCode);
    if (--enlargeIn === 0) enlargeIn = 2 ** bitsPerCode++;
  }
  write(2, bitsPerCode);
  if (filled > 0) sixes.push(current << (6 - filled));
  sixes.push(0);
  return sixes.map((v) => ALPHABET[v]).join('');
}
