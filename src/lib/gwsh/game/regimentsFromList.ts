/**
 * The fire-missions page's regiments taken from a saved list (GWSH 8.2.1): every line of artillery stands
 * in the list, named for its brigade and gun, off table with its brigade, its calibre read from the gun's
 * name. Two readings settle what a list file does not say (each shown beside the regiments it makes).
 */
import type { CostTables } from '../../data/tables/costTables.ts';
import type { Reading } from '../../reading.ts';
import { brigadeLabel } from '../list/brigadeCost.ts';
import { costList } from '../list/costList.ts';
import type { GwshList } from '../list/listFile.ts';
import { resolveUnit } from '../list/unitRows.ts';

/** 8.2.1 counts fire missions by regiment; a list file has lines of stands, not regiments. */
export const LINE_IS_A_REGIMENT: Reading = {
  id: 'line-is-a-regiment',
  rule: '8.2.1',
  title: "Each line of a list's guns is one regiment",
  explanation:
    'Fire missions are counted per regiment, but a list file records lines of stands (six 77mm field guns), not the regiments they form. We take each line of artillery stands as one regiment; a line of a single stand in a brigade that is not artillery is a single brigade-level support stand, with unlimited missions.',
  alternative:
    'Split each line into regiments of the size its TO&E gives (often three or four stands), so six guns may be two regiments, each with its own fire missions.',
};

/** 8.2.1 bands calibres at 90mm; most gun names give millimetres, some inches or pounds. */
export const CALIBRE_FROM_GUN_NAME: Reading = {
  id: 'calibre-from-gun-name',
  rule: '8.2.1',
  title: "A gun's calibre is read from its name",
  explanation:
    'The cost tables name guns by millimetres (77mm), inches (4.5") or the weight of their shell (18pdr). We take millimetres as written, inches at 25.4mm each, and a pounder by its bore (13pdr and 15pdr 76.2mm, 18pdr 83.8mm, 60pdr 127mm), each to the whole millimetre. Only the 90mm band of 8.2.1 depends on it.',
  alternative: "Type each regiment's calibre from the TO&E or the gun's handbook instead of from its name.",
};

export const regimentReadings: readonly Reading[] = [LINE_IS_A_REGIMENT, CALIBRE_FROM_GUN_NAME];

/** Bores of the pounder guns the cost tables name, in millimetres (CALIBRE_FROM_GUN_NAME). */
const POUNDER_BORE_MM: Readonly<Record<number, number>> = { 13: 76.2, 15: 76.2, 18: 83.8, 60: 127 };
const MM_PER_INCH = 25.4;

/** The calibre in a gun's name, to the whole millimetre (as the form takes it), or null when the name gives none. */
export function calibreFromName(name: string): number | null {
  const mm = /(\d+(?:\.\d+)?)\s*mm?\b/i.exec(name);
  const inches = /(\d+(?:\.\d+)?)\s*(?:"|”|″|in\b|inch)/i.exec(name);
  const pounder = /(\d+)\s*pdr\b/i.exec(name);
  const exact = mm ? Number(mm[1]) : inches ? Number(inches[1]) * MM_PER_INCH : pounder ? POUNDER_BORE_MM[Number(pounder[1])] : undefined;
  return exact === undefined ? null : Math.round(exact);
}

/** One regiment as the fire-missions form holds it (fireMissionsForm.ts), calibre as text. */
export interface ListRegiment {
  name: string;
  calibre: string;
  offTable: boolean;
  singleSupportStand: boolean;
}

export interface RegimentsFromList {
  regiments: ListRegiment[];
  /** Artillery lines whose calibre the name does not give: one sentence each, for the player to add by hand. */
  unread: string[];
  readings: Reading[];
  /** Why the list's artillery cannot be read at all (a nation with no cost table), or null. */
  problem: string | null;
}

/** The list's artillery, line by line (LINE_IS_A_REGIMENT); the nation's troop costs must be among `tables`. */
export function regimentsFromList(list: GwshList, tables: CostTables): RegimentsFromList {
  if (!tables.troopCosts.has(list.nation)) {
    const problem = `This list is of “${list.nation}”, a nation with no cost table on this site, so which of its stands are guns cannot be read: correct its nation in the list builder, or type the regiments below.`;
    return { regiments: [], unread: [], readings: [], problem };
  }
  // Which brigades are artillery is the costing engine's reading (ARTILLERY_BRIGADE), not decided again here.
  const costed = costList(list, tables).brigades;
  const regiments: ListRegiment[] = [];
  const unread: string[] = [];
  list.brigades.forEach((brigade, index) => {
    const artilleryBrigade = costed[index]!.isArtillery;
    brigade.stands.forEach((stand) => {
      const row = resolveUnit(tables, list.nation, stand.unit);
      if (!row || row.category !== 'artillery' || stand.count < 1) return;
      const label = `${brigadeLabel(brigade.name, index).replace(/^"|"$/g, '')}: ${stand.count} × ${row.ref.name}`;
      const calibre = calibreFromName(row.ref.name);
      if (calibre === null) {
        unread.push(`${label}: the name gives no calibre; add it by hand.`);
        return;
      }
      regiments.push({
        name: label,
        calibre: String(calibre),
        offTable: brigade.offTable ?? false,
        singleSupportStand: !artilleryBrigade && stand.count === 1,
      });
    });
  });
  return { regiments, unread, readings: regiments.length + unread.length > 0 ? [...regimentReadings] : [], problem: null };
}
