/** Properties of costList that hold for every list (fast-check). */
import { allCostTables as tables } from '#src/lib/data/tables/costTablesAll.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allTroopCosts, gwsh } from '#src/lib/data/registry.ts';
import { costList, type ListCost } from '#src/lib/gwsh/list/costList.ts';
import { listFileSchema, type GwshList } from '#src/lib/gwsh/list/listFile.ts';
import { grades, listParts, listTypes, MAX_COUNT } from '#src/lib/gwsh/list/listFormat.ts';
import { equals, multiply, points, sum, type Points } from '#src/lib/points/exact.ts';

// Real ids from every table, plus ids no table has, so that lists mix resolved and unresolved entries.
const unitIds = [
  ...new Set([...allTroopCosts.flatMap((t) => t.rows.map((r) => r.id)), ...gwsh.genericTroops.rows.map((r) => r.id), 'bogus']),
];
const nationIds = [...gwsh.nations.rows.map((n) => n.id), 'atlantis'];

const count = fc.integer({ min: 0, max: 60 });
const stand = fc.record({ unit: fc.constantFrom(...unitIds), count });
const brigade = fc.record({
  name: fc.string({ maxLength: 12 }),
  grade: fc.constantFrom(...grades),
  offTable: fc.boolean(),
  stands: fc.array(stand, { maxLength: 6 }),
});
const listArb: fc.Arbitrary<GwshList> = fc.record({
  format: fc.constant('gwsh-list' as const),
  version: fc.constant(1 as const),
  nation: fc.constantFrom(...nationIds),
  year: fc.integer({ min: 1914, max: 1918 }),
  list: fc.constantFrom(...listTypes),
  part: fc.constantFrom(...listParts),
  brigades: fc.array(brigade, { maxLength: 5 }),
  aircraft: fc.array(fc.record({ type: fc.constantFrom(...gwsh.aircraft.rows.map((r) => r.id), 'zeppelin'), count }), { maxLength: 3 }),
  defences: fc.array(fc.record({ item: fc.constantFrom(...gwsh.genericTroops.rows.map((r) => r.id), 'moat'), count }), { maxLength: 4 }),
});
const maxAircraft = fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined });

/** Plain numbers from the result back to exact values: each has at most two decimals today. */
const exact = (n: number): Points => points(n);
const sortedCodes = (r: ListCost) => r.findings.map((f) => `${f.code}@${f.severity}`).sort();

/** A permutation of `items` chosen by fast-check. */
const permutation = <T>(items: readonly T[]) =>
  fc.array(fc.nat(), { minLength: items.length, maxLength: items.length }).map((keys) =>
    items
      .map((item, i) => [keys[i]!, i, item] as const)
      .sort((a, b) => a[0] - b[0] || a[1] - b[1])
      .map(([, , item]) => item),
  );

describe('costList properties', () => {
  it('the total is the sum of brigades, aircraft and defences, and each part the sum of its lines', () => {
    fc.assert(
      fc.property(listArb, maxAircraft, (list, max) => {
        const r = costList(list, tables, { maxAircraft: max });
        const parts = [...r.brigades.map((b) => exact(b.cost)), exact(r.aircraft.subtotal), exact(r.defences.subtotal)];
        expect(equals(sum(parts), exact(r.total))).toBe(true);
        for (const b of r.brigades) {
          expect(equals(sum(b.stands.map((s) => exact(s.subtotal))), exact(b.baseCost))).toBe(true);
          expect(b.steps.at(-1)!.value).toBe(b.cost);
        }
        expect(equals(sum(r.aircraft.lines.map((l) => exact(l.subtotal))), exact(r.aircraft.subtotal))).toBe(true);
        expect(equals(sum(r.defences.lines.map((l) => exact(l.subtotal))), exact(r.defences.subtotal))).toBe(true);
        expect(r.errors.length + r.warnings.length + r.notes.length).toBe(r.findings.length);
      }),
    );
  });

  it('the order of brigades and of stands never changes the total or the findings', () => {
    const shuffled = listArb.chain((list) =>
      fc.tuple(
        fc.constant(list),
        permutation(list.brigades).chain((brigades) =>
          fc.tuple(...brigades.map((b) => permutation(b.stands).map((stands) => ({ ...b, stands })))),
        ),
      ),
    );
    fc.assert(
      fc.property(shuffled, ([list, brigades]) => {
        const a = costList(list, tables);
        const b = costList({ ...list, brigades }, tables);
        expect(b.total).toBe(a.total);
        expect(b.brigades.map((x) => x.cost).sort()).toEqual(a.brigades.map((x) => x.cost).sort());
        expect(sortedCodes(b)).toEqual(sortedCodes(a));
      }),
    );
  });

  it('doubling every count doubles every cost', () => {
    const double = (list: GwshList): GwshList => ({
      ...list,
      brigades: list.brigades.map((b) => ({ ...b, stands: b.stands.map((s) => ({ ...s, count: s.count * 2 })) })),
      aircraft: list.aircraft!.map((a) => ({ ...a, count: a.count * 2 })),
      defences: list.defences!.map((d) => ({ ...d, count: d.count * 2 })),
    });
    fc.assert(
      fc.property(listArb, (list) => {
        const once = costList(list, tables);
        const twice = costList(double(list), tables);
        expect(equals(exact(twice.total), multiply(exact(once.total), points(2)))).toBe(true);
        twice.brigades.forEach((b, i) => expect(equals(exact(b.cost), multiply(exact(once.brigades[i]!.cost), points(2)))).toBe(true));
      }),
    );
  });

  it('never throws for a list of the right shape, whatever its strings and counts', () => {
    const anyId = fc.oneof(fc.constantFrom(...unitIds), fc.string({ minLength: 1, maxLength: 20 }));
    const wild = fc.record(
      {
        format: fc.constant('gwsh-list' as const),
        version: fc.constant(1 as const),
        nation: fc.oneof(fc.constantFrom(...nationIds), fc.string({ minLength: 1, maxLength: 20 })),
        year: fc.integer({ min: 1914, max: 1918 }),
        list: fc.constantFrom(...listTypes),
        part: fc.constantFrom(...listParts),
        brigades: fc.array(
          fc.record(
            {
              name: fc.string({ maxLength: 200 }),
              grade: fc.constantFrom(...grades),
              offTable: fc.option(fc.boolean(), { nil: undefined }),
              stands: fc.array(fc.record({ unit: anyId, count: fc.integer({ min: 0, max: MAX_COUNT }) }), { maxLength: 8 }),
            },
            { requiredKeys: ['name', 'grade', 'stands'] },
          ),
          { maxLength: 6 },
        ),
        aircraft: fc.option(fc.array(fc.record({ type: anyId, count: fc.integer({ min: 0, max: MAX_COUNT }) }), { maxLength: 4 }), {
          nil: undefined,
        }),
        defences: fc.option(fc.array(fc.record({ item: anyId, count: fc.integer({ min: 0, max: MAX_COUNT }) }), { maxLength: 4 }), {
          nil: undefined,
        }),
      },
      { requiredKeys: ['format', 'version', 'nation', 'year', 'list', 'part', 'brigades'] },
    );
    const anyMax = fc.oneof(fc.constant(undefined), fc.constant(null), fc.integer(), fc.double());
    fc.assert(
      fc.property(wild, anyMax, (list, max) => {
        expect(listFileSchema().safeParse(list).success).toBe(true);
        const r = costList(list as GwshList, tables, { maxAircraft: max });
        expect(Number.isFinite(r.total)).toBe(true);
        expect(() => JSON.stringify(r)).not.toThrow();
      }),
    );
  });
});
