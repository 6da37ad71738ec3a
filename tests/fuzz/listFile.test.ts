/**
 * Fuzzing the `gwsh-list` importer and the costing engine. The importer never throws and
 * names the field at fault; any list it accepts is costed without throwing, and nothing it is given is
 * changed.
 */
import { allCostTables as tables } from '../../src/lib/data/tables/costTablesAll.ts';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { fuzzRuns } from '../support/fuzzRuns.ts';
import { costList } from '../../src/lib/gwsh/list/costList.ts';
import { fieldWords, placeName } from '../../src/lib/gwsh/list/listPlaces.ts';
import { parseListFile, serialiseList } from '../../src/lib/gwsh/list/listFile.ts';
import {
  anyJson,
  bigList,
  check,
  deepFreeze,
  expectClearMessage,
  hostileText,
  mutate,
  mutation,
  notJson,
  pathsOf,
  settings,
  validList,
  wrongValue,
} from './arbitraries.ts';

// 10,000 inputs a property: seconds, not the default 5 s, on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

describe('parseListFile', () => {
  it('never throws on any text, cut-short list files included', () => {
    const texts = fc.oneof(
      fc.string(),
      hostileText,
      fc.tuple(validList, fc.nat()).map(([list, cut]) => {
        const text = serialiseList(list);
        return text.slice(0, cut % text.length);
      }),
      fc.tuple(validList, fc.constantFrom('\uFEFF', '', ' \n')).map(([list, prefix]) => prefix + serialiseList(list)),
    );
    fc.assert(
      fc.property(texts, (text) => {
        const result = parseListFile(text);
        if (!result.ok) expectClearMessage(result.error, text);
      }),
      settings,
    );
  });

  it('never throws on any JSON value or wrong type', () => {
    fc.assert(
      fc.property(fc.oneof(anyJson, wrongValue), (value) => {
        const result = parseListFile(deepFreeze(value));
        if (!result.ok) expectClearMessage(result.error, value);
      }),
      settings,
    );
  });

  it('never throws on values that are not JSON at all, anywhere in a list', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          notJson,
          fc.tuple(validList, fc.nat(), notJson).map(([list, pick, value]) => {
            const paths = pathsOf(list);
            return mutate(list, paths[pick % paths.length]!, { kind: 'replace', value }).value;
          }),
        ),
        (value) => {
          const result = parseListFile(value);
          if (!result.ok) expectClearMessage(result.error, value);
        },
      ),
      settings,
    );
  });

  it('names the field of a valid list that was broken: wrong type, huge or negative count, missing, unknown', () => {
    fc.assert(
      fc.property(validList, fc.nat(), mutation, (list, pick, change) => {
        const paths = pathsOf(list);
        const { value, at } = mutate(list, paths[pick % paths.length]!, change);
        const result = parseListFile(deepFreeze(value));
        if (result.ok) return; // the change left a valid list (e.g. a name replaced by another name)
        expectClearMessage(result.error, value);
        const key = at.at(-1)!;
        // The place in words: "Brigade 2, stand line 1" for a line, the field's words ("off table") for a field; a
        // list of brigades or stands made wrong inside is named by its entries ("Brigade 1: grade is missing").
        const named = (typeof key === 'number' ? placeName(value, at)! : fieldWords(key)).toLowerCase().replace(/s$/, '');
        if (at.length > 0 && !(change.kind === 'delete' && typeof key === 'number')) expect(result.error.toLowerCase()).toContain(named);
      }),
      settings,
    );
  });

  it('tells a newer or unknown version apart', () => {
    fc.assert(
      fc.property(
        validList,
        fc.oneof(
          fc.integer({ min: 2 }),
          fc.integer({ max: 0 }),
          wrongValue.filter((v) => v !== 1),
        ),
        (list, version) => {
          const result = parseListFile({ ...list, version });
          expect(result.ok).toBe(false);
          expect(!result.ok && result.error).toMatch(/version/);
        },
      ),
      settings,
    );
  });

  it('reads back what it writes', () => {
    fc.assert(
      fc.property(validList, (list) => {
        const read = parseListFile(serialiseList(list));
        expect(read.ok).toBe(true);
        expect(read.ok && serialiseList(read.list)).toBe(serialiseList(list));
      }),
      settings,
    );
  });
});

describe('costList', () => {
  const expectCost = (list: Parameters<typeof costList>[0], maxAircraft: number | null) => {
    const cost = costList(list, tables, { maxAircraft });
    check(Number.isFinite(cost.total) && cost.total >= 0, `total ${cost.total}`);
    check(/^\d+(\.\d{1,2})?$/.test(cost.totalText), `total text ${cost.totalText}`);
    check(cost.brigades.length === list.brigades.length, 'a brigade was dropped');
    for (const f of cost.findings) {
      check(/^[a-z0-9]+(-[a-z0-9]+)*$/.test(f.code), `finding code ${f.code}`);
      check(f.severity === 'error' || f.severity === 'warning' || f.severity === 'info', `severity ${f.severity}`);
      expectClearMessage(f.message, list);
    }
    check(
      cost.errors.length + cost.warnings.length + cost.notes.length === cost.findings.length,
      'errors, warnings and notes do not add up',
    );
  };

  it('costs any list the importer accepts, without throwing or changing it', () => {
    fc.assert(
      fc.property(validList, fc.oneof(fc.constant(null), fc.nat(99)), (list, maxAircraft) => {
        expect(parseListFile(list).ok).toBe(true);
        expectCost(deepFreeze(list), maxAircraft);
      }),
      settings,
    );
  });

  it('costs big lists (up to 800 stand entries of up to 10,000 stands)', () => {
    fc.assert(
      fc.property(bigList, (list) => {
        expect(parseListFile(list).ok).toBe(true);
        expectCost(deepFreeze(list), null);
      }),
      { numRuns: fuzzRuns(0.05) },
    );
  });
});
