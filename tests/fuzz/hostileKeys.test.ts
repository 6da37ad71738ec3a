/**
 * Fuzzing with what a probe of hostile input found: prototype-named keys in stored records, control characters and
 * enormous sizes in links and files. Loading, checking and printing never throw, and nothing printed on
 * a terminal carries a control character.
 */
import { allCostTables as tables } from '../../src/lib/data/tables/costTablesAll.ts';
import fc from 'fast-check';
import { describe, it, vi } from 'vitest';
import { decodeFileBytes } from '../../src/lib/files/fileText.ts';
import { terminalText } from '../../src/lib/files/terminalText.ts';
import { readListLink } from '../../src/lib/gwsh/list/listLink.ts';
import { checkDataVersion, rowChanges, snapshotRows } from '../../src/lib/gwsh/list/rowChanges.ts';
import { newRecord, serialiseRecord } from '../../src/lib/tools/listBuilder/savedListRecord.ts';
import { readRecord } from '../../src/lib/tools/listBuilder/savedLists.ts';
import { check, hostileText, settings, validList } from './arbitraries.ts';

vi.setConfig({ testTimeout: 60_000 });

const protoKey = fc.constantFrom('toString', 'valueOf', 'hasOwnProperty', 'constructor', '__proto__', 'isPrototypeOf', '__defineGetter__');
const entry = fc.record({
  name: hostileText,
  href: hostileText,
  values: fc.dictionary(
    fc.oneof(protoKey, fc.string({ maxLength: 8 })),
    fc.oneof(fc.integer(), fc.string({ maxLength: 5 }), fc.constant(null)),
  ),
});
const rows = fc.dictionary(fc.oneof(protoKey, fc.string({ maxLength: 12 })), entry, { maxKeys: 6 });
// What no terminal may receive, stated here apart from the code under test.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

describe('stored records with prototype-named keys', () => {
  it('read, compared with the data and described without throwing', () => {
    fc.assert(
      fc.property(validList, rows, (list, stored) => {
        const text = serialiseRecord({ ...newRecord('x', list, 1, tables), rows: stored });
        const read = readRecord(text);
        const snapshot = read.ok ? read.record.rows : stored;
        const verdict = checkDataVersion(list, snapshot, tables);
        for (const change of rowChanges(snapshot, snapshotRows(list, tables))) {
          check(change.href.startsWith('/') && !change.href.startsWith('//'), `an off-site link was kept: ${change.href}`);
        }
        check(typeof verdict.needsAttention === 'boolean', 'no verdict');
      }),
      settings,
    );
  });
});

describe('links and files from outside', () => {
  it('a list link with control characters, escapes or any text never throws', () => {
    const fragment = fc.oneof(
      hostileText,
      hostileText.map((t) => `#list=2.${t}`),
      hostileText.map((t) => `list%3D1.${encodeURIComponent(t)}`),
    );
    fc.assert(
      fc.property(fragment, (f) => {
        const r = readListLink(f);
        check(r.ok || r.error.length > 10, 'no message');
      }),
      settings,
    );
  });

  it('any bytes decode to text or one sentence', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const r = decodeFileBytes(bytes, 'f.json');
        check(r.ok || r.error.startsWith('f.json'), 'no message');
      }),
      settings,
    );
  });

  it('whatever a file holds, what the command line prints has no control character', () => {
    fc.assert(
      fc.property(hostileText, (t) => check(!UNSAFE.test(terminalText(t)), `unsafe: ${JSON.stringify(t)}`)),
      settings,
    );
  });
});
