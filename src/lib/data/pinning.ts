/**
 * Id pinning: every published table id and row id is recorded in src/content/pinned-ids.json.
 * A pinned id that disappears fails the checks; a new id must be pinned on purpose (`npm run pin-ids`).
 * A pinned id also keeps its place in its table's list: list links write a row as that place
 * (src/lib/gwsh/list/linkCodes.ts), so new ids only ever go at the end.
 */

/** "<system>/<table>" → the row ids published in it. */
export type PinnedIds = Record<string, string[]>;

export function publishedIds(tables: readonly { system: string; id: string; rows?: readonly { id: string }[] }[]): PinnedIds {
  return Object.fromEntries(tables.map((t) => [`${t.system}/${t.id}`, (t.rows ?? []).map((r) => r.id)]));
}

/** What breaks the pins: removed tables or rows (never allowed) and new ones not yet pinned. */
export function checkPins(pinned: PinnedIds, current: PinnedIds): { removed: string[]; unpinned: string[] } {
  const removed: string[] = [];
  const unpinned: string[] = [];
  for (const [table, rows] of Object.entries(pinned)) {
    const now = current[table];
    if (!now) removed.push(table);
    else for (const id of rows) if (!now.includes(id)) removed.push(`${table}#${id}`);
  }
  for (const [table, rows] of Object.entries(current)) {
    const before = pinned[table];
    if (!before) unpinned.push(table);
    else for (const id of rows) if (!before.includes(id)) unpinned.push(`${table}#${id}`);
  }
  return { removed, unpinned };
}

/** One message for a failed check, or null when the pins hold. */
export function pinProblems(pinned: PinnedIds, current: PinnedIds): string | null {
  const { removed, unpinned } = checkPins(pinned, current);
  const lines: string[] = [];
  if (removed.length) {
    lines.push(`Published ids were removed or renamed (ids are permanent; restore them): ${removed.join(', ')}`);
  }
  if (unpinned.length) {
    lines.push(`New ids are not pinned yet (check them, add a changelog entry, then run \`npm run pin-ids\`): ${unpinned.join(', ')}`);
  }
  return lines.length ? lines.join('\n') : null;
}

/** The pins with every new table and id added at the end, and each pinned id left where it was. */
export function pinnedWith(pinned: PinnedIds, current: PinnedIds): PinnedIds {
  const next: PinnedIds = {};
  for (const [table, rows] of Object.entries(pinned)) {
    next[table] = [...rows, ...(current[table] ?? []).filter((id) => !rows.includes(id))];
  }
  for (const [table, rows] of Object.entries(current)) next[table] ??= [...rows];
  return next;
}
