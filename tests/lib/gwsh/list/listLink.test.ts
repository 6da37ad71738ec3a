import { describe, expect, it } from 'vitest';
import { isListLink, listLinkFragment, packList, readListLink } from '#src/lib/gwsh/list/listLink.ts';
import { costList } from '#src/lib/gwsh/list/costList.ts';
import { allCostTables } from '#src/lib/data/tables/costTablesAll.ts';
import { MAX_BRIGADES, MAX_NAME_LENGTH, MAX_STAND_LINES } from '#src/lib/gwsh/list/listFormat.ts';
import { checksum } from '#src/lib/share/checksum.ts';
import { encodeShare, MAX_DECOMPRESSED_LENGTH } from '#src/lib/share/link.ts';
import { lzBomb } from '#tests/support/lzBomb.ts';
import lz from 'lz-string';
import { brigade, list } from './listBuilders.ts';

const sample = list({ nation: 'germany', year: 1917, dataVersion: '1.0.0', brigades: [brigade('1st', 'veteran', [['infantry', 9]])] });

describe('list links', () => {
  it('carry a list there and back', () => {
    const fragment = listLinkFragment(sample);
    expect(isListLink(`#${fragment}`)).toBe(true);
    expect(readListLink(`#${fragment}`)).toEqual({ ok: true, list: sample });
  });

  it('explain a damaged or newer link', () => {
    const fragment = listLinkFragment(sample);
    expect(readListLink(fragment.slice(0, -6))).toMatchObject({ ok: false, error: expect.stringMatching(/damaged/) });
    expect(readListLink(encodeShare('list', 5, sample, true))).toMatchObject({ ok: false, error: expect.stringMatching(/newer version/) });
  });

  it('still read version 1, 2 and 3 links, and report a link with a character changed', () => {
    expect(readListLink(encodeShare('list', 1, sample))).toEqual({ ok: true, list: sample });
    expect(readListLink(encodeShare('list', 2, sample, true))).toEqual({ ok: true, list: sample });
    // Version 3 packed the fields in order with the ids and names as they are.
    const version3 = [
      '1.0.0',
      'test',
      null,
      'germany',
      1917,
      'attack',
      'basic',
      null,
      null,
      [['1st', 'veteran', 0, ['infantry', 9]]],
      null,
      null,
    ];
    expect(readListLink(encodeShare('list', 3, version3, true))).toEqual({ ok: true, list: sample });
    const fragment = listLinkFragment(sample);
    expect(fragment).toMatch(/^list=4\.[0-9a-f]{8}\./);
    // Packed and coded, the link is well under half as long as the list file's own fields made it.
    expect(fragment.length).toBeLessThan(0.5 * encodeShare('list', 2, sample, true).length);
    // Change one character of the payload at every place: each fails to decompress or fails the checksum,
    // or (a change in the final padding bits) decodes to the very same list; none opens as a different list.
    const start = fragment.indexOf('.', 7) + 1;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';
    for (let i = start; i < fragment.length; i++) {
      const swapped = alphabet[(alphabet.indexOf(fragment[i]!) + 1) % alphabet.length]!;
      const changed = readListLink(fragment.slice(0, i) + swapped + fragment.slice(i + 1));
      if (changed.ok) expect(changed.list).toEqual(sample);
      else expect(changed.error).toMatch(/damaged|not carry/);
    }
  });

  it('write rows, nations, grades and list types as numbers that keep their meaning in later builds', () => {
    // Germany is nation 5 of the pinned nations, Infantry row 0 and MG 1917-18 row 8 of its table; the
    // Division HQ is the generic table's second row (−2), a Fighter aircraft 0, Wire the generic table's
    // ninth row (8); veteran is grade 1, attack list type 1, the basic list part 0; "Brigade 2" in the
    // second place is written 0.
    const coded = list({
      nation: 'germany',
      year: 1917,
      dataVersion: '1.2.1',
      brigades: [
        brigade('Division HQ', 'regular', [['division-hq', 1]]),
        brigade('Brigade 2', 'veteran', [
          ['infantry', 9],
          ['mg-1917-18', 2],
        ]),
      ],
      aircraft: [{ type: 'fighter', count: 1 }],
      defences: [{ item: 'wire', count: 2 }],
    });
    expect(packList(coded)).toEqual([
      '1.2.1',
      'test',
      null,
      5,
      1917,
      1,
      0,
      null,
      null,
      [
        ['Division HQ', 2, 0, [-2, 1]],
        [0, 1, 0, [0, 9, 8, 2]],
      ],
      [0, 1],
      [8, 2],
    ]);
    // A link made by this build; it must open as the same list in every later one.
    const frozen =
      'list=4.5be7adc7.NoIgjAdATBYgNCALgUwM5IQOwK4Bs94BWeMATjAHZT4AGeXAh-Q4UAEQEsA3TtTgPZYABAAkAigih14wALTSwAXSWz6YGcHpl4ADnhQVqraWP7DSoA';
    expect(listLinkFragment(coded)).toBe(frozen);
    expect(readListLink(frozen)).toEqual({ ok: true, list: coded });
  });

  it('keep an id with no number as it is, and name a number no table has', () => {
    const unknown = list({ nation: 'atlantis', year: 1917, brigades: [brigade('A', 'veteran', [['sea-serpents', 3]])] });
    expect(readListLink(listLinkFragment(unknown))).toEqual({ ok: true, list: unknown });
    // Row 57 of Germany's table does not exist (it has 30 rows): the stand reads as an unknown unit, which
    // the list's check then reports.
    const packed = ['1.2.1', 'x', null, 5, 1917, 1, 0, null, null, [[0, 1, 0, [57, 1]]], null, null];
    const read = readListLink(encodeShare('list', 4, packed, true));
    expect(read.ok && read.list.brigades[0]!.stands).toEqual([{ unit: 'unknown-57', count: 1 }]);
  });

  it('carry a 600-point list with its Division HQ, seven brigades, aircraft and defences in at most 350 characters', () => {
    const typical = list({
      nation: 'germany',
      year: 1917,
      dataVersion: '1.2.1',
      name: 'Cambrai counter-attack 1917',
      player: 'Alex Morgan',
      brigades: [
        brigade('Division HQ', 'regular', [['division-hq', 1]]),
        brigade('Brigade 2', 'veteran', [
          ['infantry', 12],
          ['mg-1917-18', 3],
          ['infantry-regiment-hq', 1],
          ['minenwerfer-76mm', 2],
        ]),
        brigade('Brigade 3', 'veteran', [
          ['infantry', 12],
          ['mg-1917-18', 3],
          ['infantry-regiment-hq', 1],
        ]),
        brigade('Brigade 4', 'regular', [
          ['infantry', 12],
          ['mg-1917-18', 2],
          ['infantry-regiment-hq', 1],
          ['engineers', 2],
        ]),
        brigade('Storm battalion', 'veteran', [
          ['stosstruppe', 9],
          ['37mm-infantry-gun', 2],
        ]),
        brigade('Brigade 6', 'regular', [
          ['77mm-field-gun', 4],
          ['105mm-howitzer', 2],
          ['artillery-foo', 1],
        ]),
        brigade(
          'Brigade 7',
          'regular',
          [
            ['150mm-howitzer', 2],
            ['210mm-howitzer', 1],
          ],
          true,
        ),
        brigade('Brigade 8', 'regular', [
          ['cavalry', 8],
          ['cavalry-mg', 1],
        ]),
      ],
      aircraft: [
        { type: 'fighter', count: 1 },
        { type: 'tactical-bomber', count: 1 },
      ],
      defences: [
        { item: 'wire', count: 2 },
        { item: 'light-entrenchments', count: 6 },
      ],
    });
    expect(costList(typical, allCostTables).total).toBeGreaterThanOrEqual(600);
    const link = `https://greatwar.example/gwsh/calculators/list-builder/#${listLinkFragment(typical)}`;
    expect(link.length).toBeLessThanOrEqual(350);
    expect(readListLink(link.slice(link.indexOf('#')))).toEqual({ ok: true, list: typical });
  });

  it('accept what chat programs and mail clients do to a link', () => {
    const fragment = listLinkFragment(sample);
    const expected = { ok: true, list: sample };
    expect(readListLink(`##${fragment}`)).toEqual(expected);
    expect(readListLink(encodeURIComponent(fragment))).toEqual(expected);
    expect(readListLink(fragment.replace(/\+/g, ' '))).toEqual(expected);
    expect(readListLink(`${fragment}).`)).toEqual(expected);
  });

  it('treat a link cut short to "#l" … "#list" as a list link that says so', () => {
    for (const cut of ['#l', '#li', '#lis', '#list', '#list=', '#list=2']) {
      expect(isListLink(cut)).toBe(true);
      expect(readListLink(cut)).toMatchObject({ ok: false, error: expect.stringMatching(/cut short/) });
    }
  });

  it('check the list inside with the file rules', () => {
    const bad = encodeShare('list', 1, { ...sample, year: 1920 });
    expect(readListLink(bad)).toEqual({
      ok: false,
      error: 'This link does not carry a list this site can read: Year must be at most 1918 (got 1920).',
    });
  });

  it('unpack the largest list the caps allow to well under the ceiling on what a link may unpack to', () => {
    // Every field at its cap: 100 brigades of 10 lines (1,000 lines, all a list may have) of the longest unit
    // id, each count 9,999, and every name 200 quotation marks (each written as \" in JSON, so 400 characters).
    // An aircraft or defence line in place of a stand line would be shorter (their ids are shorter).
    const name = '"'.repeat(MAX_NAME_LENGTH);
    const unit = 'russian-turkish-italian-austro-hungarian-bulgarian-other';
    const largest = list({
      nation: 'russia',
      year: 1917,
      name,
      player: name,
      brigades: Array.from({ length: MAX_BRIGADES }, () =>
        brigade(
          name,
          'regular',
          Array.from({ length: MAX_STAND_LINES / MAX_BRIGADES }, () => [unit, 9_999]),
        ),
      ),
      aircraft: [],
      defences: [],
    });
    const fragment = listLinkFragment(largest);
    const unpacked = lz.decompressFromEncodedURIComponent(fragment.slice(fragment.lastIndexOf('.') + 1));
    expect(unpacked.length).toBeLessThan(MAX_DECOMPRESSED_LENGTH / 2);
    expect(readListLink(fragment)).toEqual({ ok: true, list: largest });
  });

  it('refuse a link that would unpack past the ceiling, however the sender made its checksum', () => {
    // 30,000 codes of "[" would unpack to about 4.5 × 10^8 characters; the link itself is some 90 kB.
    const bomb = `list=4.${checksum('')}.${lzBomb(30_000)}`;
    expect(readListLink(bomb)).toEqual({
      ok: false,
      error: 'This link would unpack to more than 500,000 characters, far more than any list; it was not opened.',
    });
    // Nested arrays just under the ceiling, with a right checksum: refused by their depth before they are parsed.
    const nested = '['.repeat(200_000) + ']'.repeat(200_000);
    const deep = `list=4.${checksum(nested)}.${lz.compressToEncodedURIComponent(nested)}`;
    expect(readListLink(deep)).toEqual({
      ok: false,
      error: 'This link nests its content far deeper than any list link; it was not opened.',
    });
  });

  it('leave other fragments alone', () => {
    expect(isListLink('#top')).toBe(false);
    expect(isListLink('')).toBe(false);
  });
});
