/**
 * Share links for lists: the `gwsh-list`, packed and compressed into the URL fragment (src/lib/share/link.ts),
 * so that no server is needed. Reading a link checks it twice: the link (damaged, newer) and the list
 * inside it (the same checks as an imported file).
 */
import { decodeShare, encodeShare } from '../../share/link.ts';
import { parseListFile, type GwshList, type ParsedList } from './listFile.ts';
import { brigadeName, LIST_FORMAT, LIST_FORMAT_VERSION } from './listFormat.ts';
import { aircraftCode, defenceCode, divisionGradeCode, gradeCode, listTypeCode, nationCode, partCode, unitCodes } from './linkCodes.ts';

export const LIST_LINK_KIND = 'list';
/**
 * Version 4 writes numbers for row ids, nations, grades and list types (linkCodes.ts) and "Brigade n" names
 * as 0; version 3 packed the list without its field names; version 2 added a checksum (share/link.ts).
 * Links of every earlier version still read.
 */
export const LIST_LINK_VERSION = 4;
const CHECKED_FROM = 2;
const PACKED_FROM = 3;
const CODED_FROM = 4;

/** Items and counts in turn, flat: [0, 9, 8, 2] for 9 Infantry and 2 MG 1917-18. */
const pairs = <T>(items: readonly T[], item: (i: T) => unknown, count: (i: T) => number) => items.flatMap((i) => [item(i), count(i)]);

/**
 * The list as arrays in a fixed order, with null for an absent field: [dataVersion, name, player, nation,
 * year, list, part, divisionGrade, theatre, brigades, aircraft, defences], each brigade [name, grade,
 * offTable (1, 0 or null), stands], every list of lines as flat item, count pairs, and each name of a row
 * or an enumeration as its number (linkCodes.ts); it reads back to the very same list.
 */
export function packList(list: GwshList): unknown[] {
  const unit = unitCodes(list.nation);
  return [
    list.dataVersion ?? null,
    list.name ?? null,
    list.player ?? null,
    nationCode.encode(list.nation),
    list.year,
    listTypeCode.encode(list.list),
    partCode.encode(list.part),
    list.divisionGrade === undefined ? null : divisionGradeCode.encode(list.divisionGrade),
    list.theatre ?? null,
    list.brigades.map((b, i) => [
      b.name === brigadeName(i) ? 0 : b.name,
      gradeCode.encode(b.grade),
      b.offTable === undefined ? null : b.offTable ? 1 : 0,
      pairs(
        b.stands,
        (s) => unit.encode(s.unit),
        (s) => s.count,
      ),
    ]),
    list.aircraft &&
      pairs(
        list.aircraft,
        (a) => aircraftCode.encode(a.type),
        (a) => a.count,
      ),
    list.defences &&
      pairs(
        list.defences,
        (d) => defenceCode.encode(d.item),
        (d) => d.count,
      ),
  ];
}

const asIs = (value: unknown) => value;

/**
 * The list file a packed list stands for (`coded` for version 4 and later, whose names are numbers). Never
 * throws: whatever the arrays hold is put where it belongs and the list file's own checks (parseListFile)
 * judge it, so a damaged link gets the same sentences as a damaged file.
 */
export function unpackList(packed: unknown, coded = true): unknown {
  if (!Array.isArray(packed)) return packed;
  const [dataVersion, name, player, nation, year, list, part, divisionGrade, theatre, brigades, aircraft, defences] = packed as unknown[];
  const decoded = coded ? nationCode.decode(nation) : nation;
  const unit = coded && typeof decoded === 'string' ? unitCodes(decoded).decode : asIs;
  const code = <T>(codec: { decode: (c: unknown) => T }) => (coded ? codec.decode : asIs);
  const lines = <K extends string>(flat: unknown, key: K, item: (c: unknown) => unknown) =>
    Array.isArray(flat)
      ? Array.from({ length: Math.ceil(flat.length / 2) }, (_, i) => ({ [key]: item(flat[2 * i]), count: flat[2 * i + 1] }))
      : flat;
  const present = (field: string, value: unknown) => (value === null || value === undefined ? {} : { [field]: value });
  return {
    format: LIST_FORMAT,
    version: LIST_FORMAT_VERSION,
    ...present('dataVersion', dataVersion),
    ...present('name', name),
    ...present('player', player),
    nation: decoded,
    year,
    list: code(listTypeCode)(list),
    part: code(partCode)(part),
    ...present('divisionGrade', divisionGrade === null ? null : code(divisionGradeCode)(divisionGrade)),
    ...present('theatre', theatre),
    brigades: Array.isArray(brigades)
      ? brigades.map((b: unknown, i) => {
          if (!Array.isArray(b)) return b;
          const [named, grade, offTable, stands] = b as unknown[];
          return {
            name: coded && named === 0 ? brigadeName(i) : named,
            grade: code(gradeCode)(grade),
            ...present('offTable', offTable === 1 ? true : offTable === 0 ? false : offTable),
            stands: lines(stands, 'unit', unit),
          };
        })
      : brigades,
    ...present('aircraft', lines(aircraft, 'type', code(aircraftCode))),
    ...present('defences', lines(defences, 'item', code(defenceCode))),
  };
}

/** The fragment, without "#", that carries the list. */
export const listLinkFragment = (list: GwshList) => encodeShare(LIST_LINK_KIND, LIST_LINK_VERSION, packList(list), true);

/**
 * Whether a fragment is meant to carry a list, so a page can ignore unrelated fragments such as "#top",
 * but not a list link cut short: "#l" to "#list" are reported as cut short, never silently ignored.
 */
export const isListLink = (fragment: string) => {
  const text = fragment.replace(/^#+/, '');
  return /^list(=|%3d)/i.test(text) || (text.length > 0 && 'list'.startsWith(text));
};

/** Reads a list link. Never throws; every failure is one sentence for the player. */
export function readListLink(fragment: string): ParsedList {
  const decoded = decodeShare(fragment, LIST_LINK_KIND, LIST_LINK_VERSION, CHECKED_FROM);
  if (!decoded.ok) return decoded;
  const parsed = parseListFile(decoded.version >= PACKED_FROM ? unpackList(decoded.value, decoded.version >= CODED_FROM) : decoded.value);
  return parsed.ok ? parsed : { ok: false, error: `This link does not carry a list this site can read: ${parsed.error}` };
}
