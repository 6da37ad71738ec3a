/** Text made safe for an organiser's terminal (src/lib/files/terminalText.ts). */
import { describe, expect, it } from 'vitest';
import { lineText, quotedExcerpt, terminalText } from '#src/lib/files/terminalText.ts';

describe('terminalText and lineText', () => {
  it('writes control characters and bidirectional overrides as visible escapes, and keeps plain text', () => {
    expect(terminalText('Sturm 1917 – Ada’s list')).toBe('Sturm 1917 – Ada’s list');
    // ESC [ 2 J clears the screen; U+202E reverses what follows; a carriage return rewrites the line.
    expect(terminalText('\u001b[2Jlist\u202Etxt.json\rOK')).toBe('\\u001b[2Jlist\\u202etxt.json\\u000dOK');
    // A newline is kept by terminalText (JSON output is several lines) and escaped by lineText.
    expect(terminalText('a\nb')).toBe('a\nb');
    expect(lineText('a\nb\u2028c')).toBe('a\\u000ab\\u2028c');
  });

  it('inside a JSON string the escapes stay valid JSON and read back as the same text', () => {
    const text = 'name\u0007with\u202Ebidi';
    expect(JSON.parse(terminalText(JSON.stringify(text)))).toBe(text);
  });
});

describe('quotedExcerpt', () => {
  it('quotes short text whole and long text as its start, an ellipsis and its length, on one line', () => {
    expect(quotedExcerpt('infantry')).toBe('"infantry"');
    // 32 characters of the start, then the ellipsis and the length: 100,000 characters.
    const long = quotedExcerpt(`a\n${'b'.repeat(99_998)}`);
    expect(long).toBe(`"a\\u000a${'b'.repeat(30)}…" (100,000 characters)`);
    expect(long.length).toBeLessThanOrEqual(80);
  });
});
