/**
 * Where in a list a field is, in the words a player finds it by: "Brigade 3 ("Storm battalion"), stand line
 * 2" rather than `brigades[2].stands[1]`. Read from the list as it is, even a file that failed its checks.
 */
import { brigadeName } from './listFormat.ts';

export type Path = readonly PropertyKey[];

const words: Readonly<Record<string, string>> = {
  offTable: 'off table',
  list: 'list type',
  part: 'list part',
  divisionGrade: 'division grade',
  dataVersion: 'data version',
  type: 'aircraft type',
  item: 'item',
};

/** A field's name in words ("divisionGrade" → "division grade"). */
export const fieldWords = (key: PropertyKey | undefined): string =>
  key === undefined ? 'the list' : Object.hasOwn(words, String(key)) ? words[String(key)]! : String(key);

const lineGroups: Readonly<Record<string, string>> = { stands: 'stand line', aircraft: 'aircraft line', defences: 'defences line' };

/**
 * The place a path leads to, or null for the list itself: `brigades, 2` is 'Brigade 3 ("Storm battalion")'
 * (the name only when it is not the place's own "Brigade 3"), `brigades, 2, stands, 1` adds ', stand line 2',
 * `aircraft, 0` is 'Aircraft line 1'. A field name in the path adds it in words.
 */
export function placeName(list: unknown, path: Path): string | null {
  const parts: string[] = [];
  let value: unknown = list;
  for (let i = 0; i < path.length; i++) {
    const key = path[i]!;
    const next = path[i + 1];
    const child = (value as Record<PropertyKey, unknown> | null | undefined)?.[key];
    if (key === 'brigades' && typeof next === 'number') {
      const name = (child as unknown[] | undefined)?.[next] as { name?: unknown } | undefined;
      const own = typeof name?.name === 'string' ? name.name.trim() : '';
      const shown = own.length > 40 ? `${own.slice(0, 37)}...` : own;
      parts.push(`${brigadeName(next)}${own && own !== brigadeName(next) ? ` ("${shown}")` : ''}`);
      value = (child as unknown[] | undefined)?.[next];
      i++;
    } else if (typeof key === 'string' && Object.hasOwn(lineGroups, key) && typeof next === 'number') {
      parts.push(`${lineGroups[key]} ${next + 1}`);
      value = (child as unknown[] | undefined)?.[next];
      i++;
    } else {
      parts.push(fieldWords(key));
      value = child;
    }
  }
  if (parts.length === 0) return null;
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A finding's path as written ("brigades[1].stands[0]") as a path of keys. */
export const pathOf = (text: string): Path =>
  [...text.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]!));
