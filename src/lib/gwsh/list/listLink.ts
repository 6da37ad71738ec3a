/**
 * Share links for lists: the `gwsh-list`, packed and compressed into the URL fragment (src/lib/share/link.ts),
 * so that no server is needed. Reading a link checks it twice: the link (damaged, newer) and the list
 * inside it (the same checks as an imported file).
 */
import { decodeShare, encodeShare } from '../../share/link.ts';
import { parseListFile, type GwshList, type ParsedList } from './listFile.ts';
import { LIST_FORMAT, LIST_FORMAT_VERSION } from './listFormat.ts';

export const LIST_LINK_KIND = 'list';
/**
 * Version 3 packs the list without its field names (about half as long); version 2 added a checksum
 * (share/link.ts); links of versions 1 and 2, which carry the list file's own fields, still read.
 */
export const LIST_LINK_VERSION = 3;
const CHECKED_FROM = 2;
const PACKED_FROM = 3;

/** Row ids and counts in turn, flat: ["infantry", 9, "mg-1917-18", 2]. */
const pairs = <T>(items: readonly T[], id: (item: T) => string, count: (item: T) => number) => items.flatMap((i) => [id(i), count(i)]);

/**
 * The list as arrays in a fixed order, with null for an absent field: [dataVersion, name, player, nation,
 * year, list, part, divisionGrade, theatre, brigades, aircraft, defences], each brigade [name, grade,
 * offTable (1, 0 or null), stands], and every list of lines as flat id, count pairs; it reads back to the
 * very same list.
 */
export function packList(list: GwshList): unknown[] {
  return [
    list.dataVersion ?? null,
    list.name ?? null,
    list.player ?? null,
    list.nation,
    list.year,
    list.list,
    list.part,
    list.divisionGrade ?? null,
    list.theatre ?? null,
    list.brigades.map((b) => [
      b.name,
      b.grade,
      b.offTable === undefined ? null : b.offTable ? 1 : 0,
      pairs(
        b.stands,
        (s) => s.unit,
        (s) => s.count,
      ),
    ]),
    list.aircraft &&
      pairs(
        list.aircraft,
        (a) => a.type,
        (a) => a.count,
      ),
    list.defences &&
      pairs(
        list.defences,
        (d) => d.item,
        (d) => d.count,
      ),
  ];
}

/**
 * The list file a packed list stands for. Never throws: whatever the arrays hold is put where it belongs
 * and the list file's own checks (parseListFile) judge it, so a damaged link gets the same sentences as a
 * damaged file.
 */
export function unpackList(packed: unknown): unknown {
  if (!Array.isArray(packed)) return packed;
  const [dataVersion, name, player, nation, year, list, part, divisionGrade, theatre, brigades, aircraft, defences] = packed as unknown[];
  const lines = <K extends string>(flat: unknown, key: K) =>
    Array.isArray(flat)
      ? Array.from({ length: Math.ceil(flat.length / 2) }, (_, i) => ({ [key]: flat[2 * i], count: flat[2 * i + 1] }))
      : flat;
  const present = (field: string, value: unknown) => (value === null || value === undefined ? {} : { [field]: value });
  return {
    format: LIST_FORMAT,
    version: LIST_FORMAT_VERSION,
    ...present('dataVersion', dataVersion),
    ...present('name', name),
    ...present('player', player),
    nation,
    year,
    list,
    part,
    ...present('divisionGrade', divisionGrade),
    ...present('theatre', theatre),
    brigades: Array.isArray(brigades)
      ? brigades.map((b: unknown) => {
          if (!Array.isArray(b)) return b;
          const [brigadeName, grade, offTable, stands] = b as unknown[];
          return {
            name: brigadeName,
            grade,
            ...present('offTable', offTable === 1 ? true : offTable === 0 ? false : offTable),
            stands: lines(stands, 'unit'),
          };
        })
      : brigades,
    ...present('aircraft', lines(aircraft, 'type')),
    ...present('defences', lines(defences, 'item')),
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
  const parsed = parseListFile(decoded.version >= PACKED_FROM ? unpackList(decoded.value) : decoded.value);
  return parsed.ok ? parsed : { ok: false, error: `This link does not carry a list this site can read: ${parsed.error}` };
}
