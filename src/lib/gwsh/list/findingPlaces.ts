/**
 * Where each finding of a costed list is shown (beside what it concerns). A finding's `path`
 * ("brigades[1].stands[0]", "aircraft", "part") names the thing; every finding lands in exactly one place,
 * and one whose path names nothing the page shows goes with the list as a whole, so none is dropped.
 */
import type { Finding } from '../../findings.ts';

export interface LinePlaces {
  /** About the whole group (e.g. "aircraft"). */
  all: Finding[];
  /** By line index (e.g. "aircraft[2]"). */
  lines: Map<number, Finding[]>;
}

export interface BrigadePlaces {
  /** About the brigade, its grade or its off-table mark. */
  brigade: Finding[];
  /** By stand line index. */
  stands: Map<number, Finding[]>;
}

export interface FindingPlaces {
  /** About the list as a whole, or nothing more precise. */
  list: Finding[];
  /** About the list's settings: nation, year, list type, part, division grade, front, data version. */
  settings: Finding[];
  brigades: Map<number, BrigadePlaces>;
  aircraft: LinePlaces;
  defences: LinePlaces;
}

const push = <K>(map: Map<K, Finding[]>, key: K, finding: Finding) => {
  const at = map.get(key);
  if (at) at.push(finding);
  else map.set(key, [finding]);
};

const settingsFields = new Set(['nation', 'year', 'list', 'part', 'dataVersion', 'divisionGrade', 'theatre']);

/** Sorts a costed list's findings into the places the page shows them. `brigadeCount` bounds the indexes. */
export function placeFindings(findings: readonly Finding[], brigadeCount: number): FindingPlaces {
  const places: FindingPlaces = {
    list: [],
    settings: [],
    brigades: new Map(),
    aircraft: { all: [], lines: new Map() },
    defences: { all: [], lines: new Map() },
  };
  for (const finding of findings) {
    const path = finding.path ?? '';
    const brigade = /^brigades\[(\d+)\](?:\.stands\[(\d+)\]|\.(?:grade|offTable|name))?$/.exec(path);
    const items = /^(aircraft|defences)(?:\[(\d+)\])?$/.exec(path);
    if (brigade && Number(brigade[1]) < brigadeCount) {
      const index = Number(brigade[1]);
      let place = places.brigades.get(index);
      if (!place) places.brigades.set(index, (place = { brigade: [], stands: new Map() }));
      if (brigade[2] === undefined) place.brigade.push(finding);
      else push(place.stands, Number(brigade[2]), finding);
    } else if (items) {
      const group = places[items[1] as 'aircraft' | 'defences'];
      if (items[2] === undefined) group.all.push(finding);
      else push(group.lines, Number(items[2]), finding);
    } else if (settingsFields.has(path)) {
      places.settings.push(finding);
    } else {
      places.list.push(finding);
    }
  }
  return places;
}
