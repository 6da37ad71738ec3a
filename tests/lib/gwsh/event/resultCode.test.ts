/** Result codes (src/lib/gwsh/event/resultCode.ts): a player's report as twelve characters, checked. */
import { describe, expect, it } from 'vitest';
import {
  eventNameCheck,
  keyPart,
  readResultCode,
  resultCode,
  resultCodeProblem,
  type ResultReport,
} from '#src/lib/gwsh/event/resultCode.ts';
import { CROCKFORD } from '#src/lib/share/crockford.ts';
import { qrCode } from '#src/lib/share/qrCode.ts';
import { phoneReport } from '#src/lib/gwsh/event/phoneReport.ts';
import type { PlayersView } from '#src/lib/gwsh/event/playersView.ts';

// Event 31: the check of "Club night" (below).
const report: ResultReport = { key: 'K7QM', event: 31, round: 2, table: 3, by: 'axis', allied: 8, axis: 4 };

describe('result codes', () => {
  it('packs every field in twelve characters, the key first, and reads them all back', () => {
    // After K7QM: spare 0, event 11111, round−1 0000001, table−1 000000010, side 1, 8 = 001000, 4 = 000100,
    // in fives 01111 10000 00100 00000 10100 10000 00100 = 15 16 4 0 20 16 4 = F G 4 0 M G 4; then the check.
    const code = resultCode(report);
    expect(code).toMatch(/^K7QM-FG40-MG4[0-9A-Z]$/);
    expect(code.length).toBe(14);
    expect(readResultCode(code)).toEqual({ ok: true, report });
    // The other extremes of each field.
    const other: ResultReport = { key: '0000', event: 0, round: 128, table: 512, by: 'allied', allied: 63, axis: 0 };
    expect(readResultCode(resultCode(other))).toEqual({ ok: true, report: other });
  });

  it('reads a code as typed: lower case, spaces, no dashes, I L O for 1 1 0, or inside a scanned link', () => {
    const code = resultCode(report);
    const plain = code.replace(/-/g, '');
    expect(readResultCode(plain.toLowerCase()).ok).toBe(true);
    expect(readResultCode(` ${code.replace(/-/g, ' ')} `).ok).toBe(true);
    expect(readResultCode(`https://example.org/gwsh/calculators/event/#report=${code}`)).toEqual({ ok: true, report });
    const withOne = resultCode({ ...report, key: '1000' });
    expect(readResultCode(withOne.replace(/^1/, 'l'))).toEqual({ ok: true, report: { ...report, key: '1000' } });
    expect(readResultCode(withOne.replace(/^1000/, 'I0O0'))).toEqual({ ok: true, report: { ...report, key: '1000' } });
  });

  it('refuses every code with one character mistyped, in every place, rather than misread it', () => {
    const plain = resultCode(report).replace(/-/g, '');
    for (let i = 0; i < plain.length; i++)
      for (const c of CROCKFORD) {
        if (c === plain[i]) continue;
        const typo = `${plain.slice(0, i)}${c}${plain.slice(i + 1)}`;
        const read = readResultCode(typo);
        expect(read.ok, typo).toBe(false);
      }
    expect(readResultCode(plain.slice(0, 5) + 'Z' + plain.slice(6))).toEqual({
      ok: false,
      message: expect.stringContaining('was mistyped'),
    });
  });

  it('its QR code is version 1, read from a phone screen at arm’s length (version 4 at most)', () => {
    // Version v is 17 + 4v modules a side, plus the 4-module quiet zone each side: version 1 is 21 + 8 = 29.
    expect(qrCode(resultCode(report))!.size).toBe(29);
    expect(qrCode(resultCode(report))!.size).toBeLessThanOrEqual(17 + 4 * 4 + 8);
  });

  it('names what is wrong with a code that is not one', () => {
    expect(readResultCode('K7QM-FG40')).toEqual({ ok: false, message: expect.stringContaining('has 8') });
    expect(readResultCode('K7QM-FG40-MG4U')).toEqual({ ok: false, message: expect.stringContaining('“U”') });
  });

  it('the event’s part: four characters of the key’s fingerprint, and five bits of its name', () => {
    expect(keyPart('K7QM-2XPA')).toBe('K7QM');
    expect(keyPart(null)).toBe('0000');
    // FNV-1a of "Club night" ends in …f (its low five bits 11111), so 31; spaces around the name do not count.
    expect(eventNameCheck('Club night')).toBe(31);
    expect(eventNameCheck(' Club night ')).toBe(31);
  });

  it('says what cannot go in a code', () => {
    expect(resultCodeProblem({ round: 1, table: 513, by: 'allied', allied: 1, axis: 2 })).toContain('table 513');
    expect(resultCodeProblem({ round: 1, table: 1, by: 'allied', allied: 64, axis: 2 })).toContain('0 to 63');
    expect(resultCodeProblem({ round: 1, table: 1, by: 'allied', allied: -1, axis: 2 })).toContain('(-1 is not)');
    expect(resultCodeProblem({ round: 1, table: 1, by: 'allied', allied: 12, axis: 0 })).toBeNull();
  });
});

describe('a report typed on the players’ view', () => {
  // The view of round 2: table 3 is Ann (Allied) against Dot (Axis).
  const view: PlayersView = {
    name: 'Club night',
    rounds: 2,
    round: { label: 'Round 2', tables: [{ table: 3, allied: 'Ann', axis: 'Dot', scenario: null }], byes: ['Eve'] },
    tieBreakers: [],
    standings: null,
  };
  it('gives the code the organiser reads back: this round, the table, the side and both scores', () => {
    const made = phoneReport(view, 'K7QM-2XPA', { table: '3', by: 'axis', allied: '8', axis: ' 4 ' });
    expect(made).toEqual({
      ok: true,
      code: resultCode(report),
      said: 'Round 2, table 3: Ann (Allied) 8, Dot (Axis) 4, reported by Dot.',
      unlikely: [],
    });
  });
  it('names what is missing or wrong, and asks about a score a game does not count (7.1)', () => {
    expect(phoneReport(view, null, { table: '', by: 'axis', allied: '8', axis: '4' })).toEqual({
      ok: false,
      message: 'Pick your table of Round 2.',
    });
    expect(phoneReport(view, null, { table: '3', by: '', allied: '8', axis: '4' })).toEqual({
      ok: false,
      message: 'Say whether you are Ann (Allied) or Dot (Axis).',
    });
    expect(phoneReport(view, null, { table: '3', by: 'allied', allied: 'eight', axis: '4' })).toEqual({
      ok: false,
      message: "Ann's game score must be a whole number from 0 to 63.",
    });
    const high = phoneReport(view, null, { table: '3', by: 'allied', allied: '15', axis: '4' });
    expect(high.ok && high.unlikely).toEqual(['15 is more than a game scores in a competition (0 to 12, 7.1)']);
    // Unsigned: the key part is 0000.
    expect(high.ok && high.code.startsWith('0000-')).toBe(true);
    expect(phoneReport({ ...view, round: null }, null, { table: '3', by: 'allied', allied: '1', axis: '4' }).ok).toBe(false);
  });
});
