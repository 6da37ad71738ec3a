/**
 * Tells a player when the data a saved list was built on has changed since (nothing silently
 * changed; moving a list to newer data is the user's explicit choice).
 *
 * A saved list keeps a snapshot of every table value its cost depends on (stand, aircraft and defence
 * prices and years, the quality percentages of the grades it uses, the off-table discount and its points
 * limit). Comparing that snapshot with the same values read from the current data shows exactly which
 * rows changed, whatever the data versions are called, so the check works from the first version on.
 */
import type { ChangelogEntry } from '../../data/changelog.ts';
import { dataVersion } from '../../data/dataVersion.ts';
import { rowHref, tablePageHref } from '../../data/links.ts';
import { listLimit } from './costList.ts';
import { gradeName } from './brigadeCost.ts';
import type { GwshList } from './listFile.ts';
import { grades, type Grade } from './listFormat.ts';
import type { RowSnapshot, SnapshotEntry } from './rowSnapshot.ts';
import { offTableDiscount, qualityGroupOf } from './quality.ts';
import { resolveAircraft } from './rows.ts';
import { resolveGeneric, resolveUnit } from './unitRows.ts';
import type { CostTables } from '../../data/tables/costTables.ts';

type Value = number | string | null;

export type { RowSnapshot, SnapshotEntry } from './rowSnapshot.ts';

export interface FieldChange {
  field: string;
  /** How the field is named in a sentence, e.g. "points", "available from". */
  label: string;
  before: Value | undefined;
  after: Value | undefined;
}

export interface RowChange {
  key: string;
  name: string;
  href: string;
  /** The current data no longer has the row. */
  removed: boolean;
  fields: FieldChange[];
}

const unitKey = (nation: string, unit: string) => `unit:${nation}/${unit}`;
const qualityKey = (nation: string, grade: string) => `quality:${nation}/${grade}`;
const OFF_TABLE_KEY = 'quality:off-table';
const limitKey = (list: GwshList) => `limit:${list.list}/${list.part}`;

/** Every key the list refers to, whether or not the current data can resolve it. */
export function referencedKeys(list: GwshList): Set<string> {
  const keys = new Set<string>([limitKey(list)]);
  for (const brigade of list.brigades) {
    keys.add(qualityKey(list.nation, brigade.grade));
    if (brigade.offTable) keys.add(OFF_TABLE_KEY);
    for (const stand of brigade.stands) keys.add(unitKey(list.nation, stand.unit));
  }
  for (const a of list.aircraft ?? []) keys.add(`aircraft:${a.type}`);
  for (const d of list.defences ?? []) keys.add(`defence:${d.item}`);
  return keys;
}

const isGrade = (value: string): value is Grade => (grades as readonly string[]).includes(value);
const years = (y: { from: number; to: number } | undefined) => ({ from: y?.from ?? null, to: y?.to ?? null });

/** The values behind one key in the current data; undefined when the data has no such row. */
function currentEntry(key: string, list: GwshList, tables: CostTables): SnapshotEntry | undefined {
  const [kind, rest = ''] = key.split(/:(.*)/s);
  if (kind === 'unit') {
    const unit = rest.slice(rest.indexOf('/') + 1);
    const row = resolveUnit(tables, list.nation, unit);
    return (
      row && {
        name: row.ref.name,
        href: row.ref.href,
        values: { table: row.ref.table, points: row.points, ...years(row.ref.years), category: row.category },
      }
    );
  }
  if (kind === 'aircraft') {
    const row = resolveAircraft(tables.aircraft, rest);
    return row && { name: row.ref.name, href: row.ref.href, values: { points: row.points, ...years(row.ref.years) } };
  }
  if (kind === 'defence') {
    const row = resolveGeneric(tables, rest);
    return row && { name: row.ref.name, href: row.ref.href, values: { points: row.points, kind: row.category } };
  }
  if (key === OFF_TABLE_KEY) {
    const table = tables.nationalQuality;
    return {
      name: 'Off-table artillery discount',
      href: tablePageHref(table),
      values: { percent: offTableDiscount(table).discountPercent },
    };
  }
  if (kind === 'quality') {
    const grade = rest.slice(rest.indexOf('/') + 1);
    const group = qualityGroupOf(tables.nationalQuality, list.nation);
    if (!group || !isGrade(grade)) return undefined;
    return {
      name: `${group.name}, ${gradeName(grade)}`,
      href: rowHref(tables.nationalQuality, group.id),
      values: { group: group.id, percent: group[grade] },
    };
  }
  if (kind === 'limit') {
    const limit = listLimit(tables, list.list, list.part);
    return { name: limit.name, href: limit.href, values: { points: limit.limit } };
  }
  return undefined;
}

/** The values the list's cost depends on, read from the current data. */
export function snapshotRows(list: GwshList, tables: CostTables): RowSnapshot {
  const out: RowSnapshot = {};
  for (const key of referencedKeys(list)) {
    const entry = currentEntry(key, list, tables);
    if (entry) out[key] = entry;
  }
  return out;
}

/**
 * The snapshot after an edit: what was recorded before is kept (so a pending data change is still
 * reported), rows the list has started to use are read from the current data, rows it no longer uses
 * are dropped.
 */
export function refreshSnapshot(saved: RowSnapshot, list: GwshList, tables: CostTables): RowSnapshot {
  const out: RowSnapshot = {};
  for (const key of referencedKeys(list)) {
    const entry = Object.hasOwn(saved, key) ? saved[key] : currentEntry(key, list, tables);
    if (entry) out[key] = entry;
  }
  return out;
}

const fieldLabels: Record<string, string> = {
  points: 'points',
  from: 'available from',
  to: 'available to',
  category: 'troop type',
  kind: 'kind',
  table: 'table',
  group: 'quality group',
  percent: 'percentage',
};

/**
 * A key's own entry. Snapshots come back from storage, so their keys are untrusted: "toString" or
 * "constructor" must find nothing, never an inherited method.
 */
const own = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined => (Object.hasOwn(record, key) ? record[key] : undefined);

/** A stored link is followed only to a page of this site ("/gwsh/..."); anything else goes to the changelog. */
const siteHref = (href: string) => (/^\/(?![/\\])/.test(href) ? href : '/changelog/');

/** Rows whose recorded values differ from the current data, in the order the snapshot lists them. */
export function rowChanges(saved: RowSnapshot, current: RowSnapshot): RowChange[] {
  const changes: RowChange[] = [];
  for (const [key, before] of Object.entries(saved)) {
    const after = own(current, key);
    if (!after) {
      changes.push({ key, name: before.name, href: siteHref(before.href), removed: true, fields: [] });
      continue;
    }
    const names = new Set([...Object.keys(before.values), ...Object.keys(after.values)]);
    const fields = [...names]
      .filter((field) => own(before.values, field) !== own(after.values, field))
      .map((field) => ({
        field,
        label: own(fieldLabels, field) ?? field,
        before: own(before.values, field),
        after: own(after.values, field),
      }));
    if (fields.length > 0) changes.push({ key, name: after.name, href: after.href, removed: false, fields });
  }
  return changes;
}

const shownValue = (v: Value | undefined) => (v === null || v === undefined ? 'no value' : String(v));

/** One sentence for a change: "MG 1917-18: points 12 → 13." */
export function describeRowChange(change: RowChange): string {
  if (change.removed) return `${change.name}: no longer in the current data, so the list shows it as not found.`;
  const parts = change.fields.map((f) => `${f.label} ${shownValue(f.before)} → ${shownValue(f.after)}`);
  return `${change.name}: ${parts.join(', ')}.`;
}

/** Compares "1.2.0"-style versions: negative, zero or positive as a is older than, equal to or newer than b. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Number.isNaN(d) ? 0 : d;
  }
  return 0;
}

export interface DataVersionCheck {
  /** The version the list records (undefined: it records none, e.g. a file written by hand). */
  listVersion: string | undefined;
  currentVersion: string;
  /** The list records a version this site does not know yet (built on a newer site). */
  listIsNewer: boolean;
  /** Recorded values that the current data changed or removed. */
  changes: RowChange[];
  /** Something to tell the player and an update to offer. */
  needsAttention: boolean;
}

/**
 * How a saved list stands against the current data. `current` is a parameter so that a test can play a
 * later data version. What the changelog says happened since is `entriesSince`, read only when there is
 * something to tell (the list builder's notice).
 */
export function checkDataVersion(list: GwshList, saved: RowSnapshot, tables: CostTables, current: string = dataVersion): DataVersionCheck {
  const listVersion = list.dataVersion;
  const changes = rowChanges(saved, snapshotRows(list, tables));
  const listIsNewer = listVersion !== undefined && compareVersions(listVersion, current) > 0;
  const differs = listVersion !== undefined && listVersion !== current;
  return { listVersion, currentVersion: current, listIsNewer, changes, needsAttention: changes.length > 0 || differs };
}

/** The changelog entries published after the list's version, newest first; none for a list of a newer version. */
export const entriesSince = (
  check: Pick<DataVersionCheck, 'listVersion' | 'listIsNewer'>,
  log: readonly ChangelogEntry[],
): ChangelogEntry[] =>
  check.listVersion === undefined || check.listIsNewer ? [] : log.filter((e) => compareVersions(e.version, check.listVersion!) > 0);

/** The list moved to the current data: the player's explicit choice, never done silently. */
export function acceptCurrentData(
  list: GwshList,
  tables: CostTables,
  current: string = dataVersion,
): { list: GwshList; rows: RowSnapshot } {
  const updated = { ...list, dataVersion: current };
  return { list: updated, rows: snapshotRows(updated, tables) };
}
