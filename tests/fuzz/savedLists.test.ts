/**
 * Fuzzing the saved-list loader (src/lib/tools/listBuilder/savedLists.ts): whatever is in the browser's
 * storage (damaged, hand-edited, from a newer version, hostile), loading never throws, never changes or
 * deletes an entry, and reports each entry it cannot read with a reason.
 */
import { allCostTables as tables } from '../../src/lib/data/tables/costTablesAll.ts';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { fuzzRuns } from '../support/fuzzRuns.ts';
import { openStorage, memoryStorage } from '../../src/lib/storage/safeStorage.ts';
import { keyOfList, LIST_KEY_PREFIX, newRecord, serialiseRecord } from '../../src/lib/tools/listBuilder/savedListRecord.ts';
import { loadLists, readRecord, savedListFamily } from '../../src/lib/tools/listBuilder/savedLists.ts';
import { anyJson, expectClearMessage, hostileText, mutate, mutation, pathsOf, settings, validList } from './arbitraries.ts';

// 10,000 inputs a property: seconds, not the default 5 s, on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const idArb = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);
const recordArb = fc
  .tuple(idArb, validList, fc.nat(), fc.oneof(fc.constant(null), fc.nat(99)))
  .map(([id, list, now, max]) => newRecord(id, list, now, tables, max));

/** Stored text: valid records, damaged ones, other JSON, anything. */
const storedText = fc.oneof(
  recordArb.map(serialiseRecord),
  fc.tuple(recordArb, fc.nat(), mutation).map(([record, pick, change]) => {
    const json = JSON.parse(serialiseRecord(record));
    const paths = pathsOf(json);
    return JSON.stringify(mutate(json, paths[pick % paths.length]!, change).value) ?? '';
  }),
  fc.tuple(recordArb, fc.nat()).map(([record, cut]) => {
    const t = serialiseRecord(record);
    return t.slice(0, cut % t.length);
  }),
  fc
    .tuple(recordArb, fc.integer({ min: 2 }))
    .map(([record, version]) => JSON.stringify({ ...JSON.parse(serialiseRecord(record)), version })),
  anyJson.map((v) => JSON.stringify(v)),
  fc.string(),
  hostileText,
);

describe('reading one saved entry', () => {
  it('never throws; an unreadable entry says why', () => {
    fc.assert(
      fc.property(storedText, (text) => {
        const read = readRecord(text);
        if (!read.ok) expectClearMessage(read.error, text);
      }),
      settings,
    );
  });

  it('reads back every record it writes', () => {
    fc.assert(
      fc.property(recordArb, (record) => {
        expect(readRecord(serialiseRecord(record))).toEqual({ ok: true, record });
      }),
      settings,
    );
  });
});

describe('loading every saved list', () => {
  it('never throws, changes nothing in storage, and accounts for every entry', () => {
    const entries = fc.array(fc.tuple(fc.oneof(idArb, hostileText), storedText), { maxLength: 6 });
    fc.assert(
      fc.property(entries, fc.array(fc.tuple(hostileText, hostileText), { maxLength: 2 }), (lists, others) => {
        const backing = memoryStorage();
        for (const [id, text] of lists) backing.setItem(keyOfList(id), text);
        for (const [key, text] of others) backing.setItem(key, text);
        const before = new Map(Array.from({ length: backing.length }, (_, i) => backing.key(i)!).map((k) => [k, backing.getItem(k)]));
        const { lists: loaded, unreadable } = loadLists(openStorage(() => backing));
        const after = new Map(Array.from({ length: backing.length }, (_, i) => backing.key(i)!).map((k) => [k, backing.getItem(k)]));
        expect(after).toEqual(before);
        const ours = [...before.keys()].filter((k) => k.startsWith(LIST_KEY_PREFIX));
        expect(loaded.length + unreadable.length).toBe(ours.length);
        for (const u of unreadable) expectClearMessage(u.error);
      }),
      settings,
    );
  });

  it('blocked or broken storage never throws out of the loader', () => {
    fc.assert(
      fc.property(fc.constantFrom('getter', 'keys', 'get'), (where) => {
        const broken = {
          get length(): number {
            if (where === 'keys') throw new DOMException('denied', 'SecurityError');
            return 1;
          },
          key: () => {
            if (where === 'keys') throw new Error('denied');
            return `${LIST_KEY_PREFIX}a`;
          },
          getItem: () => {
            if (where === 'get') throw new DOMException('denied', 'SecurityError');
            return 'x';
          },
          setItem: () => {
            throw new DOMException('full', 'QuotaExceededError');
          },
          removeItem: () => undefined,
        };
        const storage = openStorage(() => {
          if (where === 'getter') throw new DOMException('denied', 'SecurityError');
          return broken;
        });
        const { lists } = loadLists(storage);
        expect(Array.isArray(lists)).toBe(true);
      }),
      { numRuns: fuzzRuns(0.01) },
    );
  });
});

describe('two tabs', () => {
  it('saving or reacting to another tab never throws, whatever the other tab wrote', () => {
    fc.assert(
      fc.property(recordArb, fc.option(storedText, { nil: null }), fc.boolean(), fc.nat(), (draft, stored, dirty, now) => {
        const backing = memoryStorage();
        if (stored !== null) backing.setItem(keyOfList(draft.id), stored);
        const family = savedListFamily(
          openStorage(() => backing),
          null,
        );
        // What the other tab wrote is followed (or asked about) before this tab saves over it.
        const change = family.follow(draft.id, draft, dirty);
        if (dirty && change.kind === 'reload') throw new Error('a tab with unsaved edits must not reload silently');
        const plan = family.save(draft, 'tab', now);
        if (plan.kind === 'conflict' && plan.conflict.kind === 'unreadable') expectClearMessage(plan.conflict.error, stored);
        // A write only ever replaces the version the tab was editing, or an empty slot for a new list.
        if (plan.kind === 'saved') expect(stored === null ? draft.rev === 0 : readRecord(stored).ok).toBe(true);
        else expect(backing.getItem(keyOfList(draft.id))).toBe(stored);
      }),
      settings,
    );
  });
});
