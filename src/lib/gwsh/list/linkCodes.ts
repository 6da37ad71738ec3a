/**
 * The numbers a list link writes in place of names and row ids: a row's position among its table's pinned ids
 * (src/content/pinned-ids.json), and a grade's or list type's position in the list file's own enumerations
 * (listFormat.ts). `npm run pin-ids` only ever adds ids at the end of a table's list and a pinned id is never
 * removed, so a number names the same row in every later build and old links keep opening. A value with no
 * number (an id this build does not know) is written as it is.
 */
import pinned from '#src/content/pinned-ids.json' with { type: 'json' };
import { divisionGrades, grades, listParts, listTypes } from './listFormat.ts';

type Codes = readonly string[];
const ids = (table: string): Codes => (pinned as Record<string, Codes>)[`gwsh/${table}`] ?? [];

const nations = ids('nations');
const generic = ids('generic-troops');
const aircraft = ids('aircraft');

/** The position of `value` in `codes`, or the value itself when it has none. */
const encodeIn = (codes: Codes, value: unknown): unknown => {
  const at = typeof value === 'string' ? codes.indexOf(value) : -1;
  return at < 0 ? value : at;
};
/** What a number stands for; any other value is passed on for the list file's checks to judge. */
const decodeIn = (codes: Codes, value: unknown): unknown =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? (codes[value] ?? `unknown-${value}`) : value;

const codec = (codes: Codes) => ({
  encode: (value: string) => encodeIn(codes, value),
  decode: (code: unknown) => decodeIn(codes, code),
});

export const nationCode = codec(nations);
export const gradeCode = codec(grades);
export const listTypeCode = codec(listTypes);
export const partCode = codec(listParts);
export const divisionGradeCode = codec(divisionGrades);
export const aircraftCode = codec(aircraft);
/** Defences and gas missions are rows of the generic table (10.5.1). */
export const defenceCode = codec(generic);

/**
 * A stand names a row of its nation's table or of the generic table (unitRows.ts): the nation's rows are
 * 0, 1, 2 …, the generic rows −1, −2 … (the nation's own row first, as costing resolves it).
 */
export function unitCodes(nation: string) {
  const own = ids(`troop-costs-${nation}`);
  return {
    encode(unit: string): unknown {
      const at = own.indexOf(unit);
      if (at >= 0) return at;
      const g = generic.indexOf(unit);
      return g >= 0 ? -(g + 1) : unit;
    },
    decode(code: unknown): unknown {
      if (typeof code !== 'number' || !Number.isInteger(code)) return code;
      return code < 0 ? (generic[-code - 1] ?? `unknown${code}`) : (own[code] ?? `unknown-${code}`);
    },
  };
}
