/**
 * Groups troop cost rows of different nations into one troop type, for the comparison view
 * ("MGs 1915-18" in Russia and "MG 1915-16" in France are both machine guns). The grouping is ours,
 * for browsing only: costing always uses the nation's own row.
 */

/** Names the nations spell differently for the same kind of stand. Keys are normalised names. */
const ALIASES: Record<string, string> = {
  mgs: 'mg',
  'mg s': 'mg',
  'cavalry mgs': 'cavalry mg',
  'cavalry eng': 'cavalry engineers',
  'cavalry engineer': 'cavalry engineers',
  bicycle: 'bicycles',
  'infantry regt hq': 'infantry hq',
  'infantry regiment hq': 'infantry hq',
  'infantry hq stand': 'infantry hq',
  'infantry brigade hq': 'infantry hq',
  '3rd line reserve infantry': 'reserve infantry',
  '3rd class reserve infantry': 'reserve infantry',
  '2nd line reserve infantry': 'reserve infantry',
  '3rd ban infantry': 'reserve infantry',
  'storm troopers': 'storm troops',
  stosstruppe: 'storm troops',
  'ft17 37mm gun': 'ft17 37mm',
  '58mmtrench mortar': '58mm trench mortar',
};

/** Readable labels for merged types. */
const LABELS: Record<string, string> = {
  mg: 'Machine guns',
  'cavalry mg': 'Cavalry machine guns',
  'infantry hq': 'Infantry HQ',
  'reserve infantry': 'Reserve infantry (2nd/3rd line, 3rd class, 3rd ban)',
  'storm troops': 'Storm troops',
};

/** A year or span in a name ("1914-15", "1917/18", "1914-1916", or a lone "1916"). */
const YEARS = /\b19\d\d(?:\s*[-/]\s*(?:19)?\d\d)?\b/g;

/** The comparison key of a row name: lower case, years and the "captured" tag set aside, aliases applied. */
export function troopTypeKey(name: string): string {
  const plain = name
    .toLowerCase()
    .replace(YEARS, ' ')
    .replace(/\bcaptured\b/, ' ')
    .replace(/["”]/g, 'in')
    .replace(/\s+/g, ' ')
    .trim();
  return ALIASES[plain] ?? plain;
}

/** The heading shown for a type: our label for merged types, else the first name seen with years removed. */
export function troopTypeLabel(key: string, firstName: string): string {
  return LABELS[key] ?? firstName.replace(YEARS, '').replace(/\s+/g, ' ').trim();
}

export interface TypedRow<R> {
  nation: string;
  row: R;
}

export interface TroopType<R> {
  key: string;
  /** A slug of the key, used as the section anchor on the comparison page. */
  slug: string;
  label: string;
  rows: TypedRow<R>[];
}

/** Every troop type found in the given tables, in order of first appearance, each with its rows by nation. */
export function groupTroopTypes<R extends { name: string }>(tables: readonly { nation: string; rows: readonly R[] }[]): TroopType<R>[] {
  const types = new Map<string, TroopType<R>>();
  for (const table of tables) {
    for (const row of table.rows) {
      const key = troopTypeKey(row.name);
      let type = types.get(key);
      if (!type) {
        const slug = key
          .replace(/\./g, '-')
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '');
        type = { key, slug, label: troopTypeLabel(key, row.name), rows: [] };
        types.set(key, type);
      }
      type.rows.push({ nation: table.nation, row });
    }
  }
  return [...types.values()];
}
