import { describe, expect, it } from 'vitest';
import { csvText } from '#src/lib/files/csv.ts';

describe('csvText', () => {
  it('writes rows as CSV with CRLF ends, quoting commas and quotation marks', () => {
    expect(
      csvText([
        ['file', 'total'],
        ['a, b.json', 350.4],
        ['say "hi"', null],
      ]),
    ).toBe('file,total\r\n"a, b.json",350.4\r\n"say ""hi""",\r\n');
  });

  it('keeps each cell on one line and never writes a formula', () => {
    // A file name with a line break (a terminal would show a row of its own) and a player named as a formula.
    expect(csvText([['x\n2 rows.json', '=HYPERLINK("a")', '-1', 12]])).toBe('x 2 rows.json,"\'=HYPERLINK(""a"")",\'-1,12\r\n');
  });
});
