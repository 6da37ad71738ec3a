/**
 * One list costed again at every edit, as the list builder does. Each brigade's cost (10.0–10.5) is kept
 * while the brigade, its place in the list and what its cost depends on (the tables, the nation, the year
 * and the event's readings) stay the same, so an edit costs again only the brigade it changed and the
 * checks over the whole list (3.0, 9.0, 10.4). An unchanged brigade keeps the same cost object and, while
 * its findings read the same, the same places for them: a page that compares what it is given draws
 * again only the brigade that changed.
 */
import type { Finding } from '../../findings.ts';
import type { CostTables } from '../../data/tables/costTables.ts';
import { costBrigade, type BrigadeContext, type CostedBrigade } from './brigadeCost.ts';
import { costList, type CostOptions, type ListCost } from './costList.ts';
import { placeFindings, type BrigadePlaces, type FindingPlaces } from './findingPlaces.ts';
import type { Brigade, GwshList } from './listFile.ts';

export interface CostedList {
  cost: ListCost;
  places: FindingPlaces;
}

const sameContext = (a: BrigadeContext, b: BrigadeContext) =>
  a.tables === b.tables &&
  a.nation === b.nation &&
  a.nationName === b.nationName &&
  a.hasTable === b.hasTable &&
  a.group === b.group &&
  a.year === b.year &&
  a.alternatives === b.alternatives;

/** Findings made again by the list's own checks are new objects that may say the same thing. */
const sameFindings = (a: readonly Finding[] | undefined, b: readonly Finding[] | undefined) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.length === b.length &&
    a.every((f, i) => f === b[i] || JSON.stringify(f) === JSON.stringify(b[i])));

const samePlaces = (a: BrigadePlaces, b: BrigadePlaces) =>
  sameFindings(a.brigade, b.brigade) &&
  a.stands.size === b.stands.size &&
  [...a.stands].every(([line, f]) => sameFindings(f, b.stands.get(line)));

/** A coster for one list as it is edited: call it with each new version of the list. */
export function listCoster(): (list: GwshList, tables: CostTables, options?: CostOptions) => CostedList {
  const kept = new WeakMap<Brigade, { index: number; ctx: BrigadeContext; costed: CostedBrigade }>();
  let placesBefore = new Map<number, BrigadePlaces>();
  const brigadeCost = (brigade: Brigade, index: number, ctx: BrigadeContext): CostedBrigade => {
    const hit = kept.get(brigade);
    if (hit && hit.index === index && sameContext(hit.ctx, ctx)) return hit.costed;
    const costed = costBrigade(brigade, index, ctx);
    kept.set(brigade, { index, ctx, costed });
    return costed;
  };
  return (list, tables, options = {}) => {
    const cost = costList(list, tables, options, brigadeCost);
    const places = placeFindings(cost.findings, list.brigades.length);
    for (const [index, place] of places.brigades) {
      const before = placesBefore.get(index);
      if (before && samePlaces(before, place)) places.brigades.set(index, before);
    }
    placesBefore = places.brigades;
    return { cost, places };
  };
}
