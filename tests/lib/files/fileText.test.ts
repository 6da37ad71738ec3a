/** The one boundary reader of user files (src/lib/files/fileText.ts): the encodings the page and the CLI read. */
import { describe, expect, it } from 'vitest';
import { decodeFileBytes, readBlobText, sizeProblem } from '#src/lib/files/fileText.ts';
import { MAX_FILE_BYTES } from '#src/lib/files/fileLimits.ts';
import { terminalText } from '#src/lib/files/terminalText.ts';

const text = '{"name":"Sturm – 1917"}';
const utf8 = new TextEncoder().encode(text);
const le = Uint8Array.from(Buffer.from(text, 'utf16le'));
const be = Uint8Array.from(le, (_, i) => le[i ^ 1]!);
const join = (...parts: ArrayLike<number>[]) => Uint8Array.from(parts.flatMap((p) => Array.from(p)));

describe('decodeFileBytes', () => {
  it.each([
    ['UTF-8', utf8],
    ['UTF-8 with a BOM', join([0xef, 0xbb, 0xbf], utf8)],
    ['UTF-16 LE with a BOM', join([0xff, 0xfe], le)],
    ['UTF-16 BE with a BOM', join([0xfe, 0xff], be)],
    ['UTF-16 LE without a BOM', le],
    ['UTF-16 BE without a BOM', be],
  ])('reads %s to the same text, without the mark', (_, bytes) => {
    expect(decodeFileBytes(bytes, 'x.json')).toEqual({ ok: true, text });
  });

  it('refuses bytes that are not text, and files over the size cap, naming the file', () => {
    expect(decodeFileBytes(Uint8Array.from([0x89, 0x50, 0xc3, 0x28]), '“photo.png”')).toEqual({
      ok: false,
      error: '“photo.png” is not text in UTF-8 or UTF-16, so it cannot be a file the site reads.',
    });
    // 2,000,000 bytes = 2,000 kB against the cap of 1,000,000 = 1,000 kB
    expect(sizeProblem(2_000_000, 'big.json')).toBe(
      'big.json is 2,000 kB, larger than any file the site reads (lists, games, events and rules packs: at most 1,000 kB).',
    );
    // 1,000,400 bytes rounds to 1,000 kB like the cap: the bytes say which is larger.
    expect(sizeProblem(1_000_400, 'big.json')).toBe(
      'big.json is 1,000,400 bytes, larger than any file the site reads (lists, games, events and rules packs: at most 1,000,000 bytes).',
    );
    expect(sizeProblem(MAX_FILE_BYTES, 'ok.json')).toBeNull();
  });

  it('reads a Blob the same way, and refuses a large one without reading it', async () => {
    expect(await readBlobText(new Blob([join([0xff, 0xfe], le)]), 'x')).toEqual({ ok: true, text });
    const huge = { size: 5_000_000, arrayBuffer: () => Promise.reject(new Error('must not be read')) } as unknown as Blob;
    expect(await readBlobText(huge, 'huge')).toMatchObject({ ok: false, error: expect.stringContaining('5,000 kB') });
  });
});

describe('terminalText', () => {
  it('writes control, C1 and bidi characters as visible escapes and keeps newlines', () => {
    expect(terminalText('a\u001b[2K\rb\u009b\u202Ec\nd')).toBe('a\\u001b[2K\\u000db\\u009b\\u202ec\nd');
    // Inside JSON the escapes decode back to the same text.
    const json = JSON.stringify({ k: 'x\u009by' });
    expect(JSON.parse(terminalText(json))).toEqual({ k: 'x\u009by' });
  });
});
