/**
 * How many sheets a printed PDF has: its page objects, counted in the file and inside its compressed object
 * streams (Chromium writes page objects plainly, Firefox inside deflated streams).
 */
import { inflateSync } from 'node:zlib';

const PAGE_OBJECT = /\/Type\s*\/Page(?![s\w])/g;

export function pdfPages(pdf: Buffer): number {
  const text = pdf.toString('latin1');
  let count = text.match(PAGE_OBJECT)?.length ?? 0;
  for (const stream of text.matchAll(/\/FlateDecode[^]*?stream\r?\n([^]*?)endstream/g)) {
    try {
      count += inflateSync(Buffer.from(stream[1]!, 'latin1')).toString('latin1').match(PAGE_OBJECT)?.length ?? 0;
    } catch {
      // Not a deflated stream after all (an image's or a font's own encoding): no page objects in it.
    }
  }
  return count;
}
