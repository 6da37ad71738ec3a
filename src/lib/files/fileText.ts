/**
 * The one reader of user files at the boundary (list files, game files, competition tables), used by the
 * pages and the command line alike so both read the same encodings: UTF-8 with or without a byte-order
 * mark, and UTF-16 (little or big endian) with one, as Windows editors save "Unicode" text. Never throws.
 */
import { lineText } from './terminalText.ts';
import { MAX_FILE_BYTES, overCap } from './fileLimits.ts';

export type FileText = { ok: true; text: string } | { ok: false; error: string };

function encodingOf(bytes: Uint8Array): { label: 'utf-8' | 'utf-16le' | 'utf-16be'; skip: number } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { label: 'utf-8', skip: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { label: 'utf-16le', skip: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { label: 'utf-16be', skip: 2 };
  // UTF-16 without a mark: JSON starts with an ASCII character, so one of its first two bytes is 0.
  if (bytes.length >= 2 && bytes[0] !== 0 && bytes[1] === 0) return { label: 'utf-16le', skip: 0 };
  if (bytes.length >= 2 && bytes[0] === 0 && bytes[1] !== 0) return { label: 'utf-16be', skip: 0 };
  return { label: 'utf-8', skip: 0 };
}

/** Why a file of `bytes` bytes is not read; null when its size is fine. */
export function sizeProblem(bytes: number, name: string): string | null {
  if (bytes <= MAX_FILE_BYTES) return null;
  const [size, cap] = overCap(bytes);
  return `${lineText(name)} is ${size}, larger than any file the site reads (lists, games, events and rules packs: at most ${cap}).`;
}

/** The text of a file's bytes; `name` is how the user knows the file, for the message. */
export function decodeFileBytes(bytes: Uint8Array, name: string): FileText {
  const tooLarge = sizeProblem(bytes.length, name);
  if (tooLarge) return { ok: false, error: tooLarge };
  const { label, skip } = encodingOf(bytes);
  try {
    return { ok: true, text: new TextDecoder(label, { fatal: true }).decode(bytes.subarray(skip)) };
  } catch {
    return { ok: false, error: `${lineText(name)} is not text in UTF-8 or UTF-16, so it cannot be a file the site reads.` };
  }
}

/** A file the user picked or dropped in the page (a Blob has the same API in the browser and in Node). */
export async function readBlobText(blob: Blob, name: string): Promise<FileText> {
  const tooLarge = sizeProblem(blob.size, name);
  if (tooLarge) return { ok: false, error: tooLarge };
  try {
    return decodeFileBytes(new Uint8Array(await blob.arrayBuffer()), name);
  } catch {
    return { ok: false, error: `The browser could not read ${name}.` };
  }
}
