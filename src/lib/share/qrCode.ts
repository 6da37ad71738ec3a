/**
 * The QR code of a share link, for the printed roster: an opponent or organiser scans the sheet
 * and opens the same list, costed the same way. Made in the page with uqr (a small, dependency-free
 * encoder from the unjs project, ~9 KiB gzip; qrcode pulls in pngjs and yargs, qrcode-generator is twice
 * the size), drawn as one SVG path. Pure: no DOM.
 */
import { encode } from 'uqr';

export interface QrCode {
  /** Modules a side, the four-module quiet zone included. */
  size: number;
  /** An SVG path of the dark modules, one unit a module. */
  path: string;
}

/** Medium error correction: a printed sheet may be creased or smudged. */
const ECC = 'M';
const QUIET_ZONE = 4;

/** The code for `text`, or null when it is too long for any QR code (the link is shown instead). */
export function qrCode(text: string): QrCode | null {
  let data: boolean[][];
  try {
    data = encode(text, { ecc: ECC, border: QUIET_ZONE }).data;
  } catch {
    return null;
  }
  const runs: string[] = [];
  data.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      let end = x;
      while (row[end + 1]) end++;
      runs.push(`M${x} ${y}h${end - x + 1}v1h-${end - x + 1}z`);
      x = end;
    }
  });
  return { size: data.length, path: runs.join('') };
}
