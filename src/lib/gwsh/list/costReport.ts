/**
 * The JSON an organiser gets for a costed list and for a player's set (docs/command-line.md): the same object from
 * `gwsh cost`, `gwsh cost --set` and the organiser's page, so a script reads either.
 */
import type { Finding } from '../../findings.ts';
import { readingSummary, type ReadingRef } from '../../reading.ts';
import type { ListCost } from './costList.ts';
import type { GwshList, ListFailure } from './listFile.ts';
import { checkSets, type ListSet, type SetLimits, type SetTables } from './listSet.ts';
import { OFF_TABLE_AFTER_QUALITY } from './readings.ts';
import { fullReading } from './readingTexts.ts';

/** A reading the result relied on, with its other reading, as the command line prints it. */
const summary = (r: ReadingRef) => readingSummary(fullReading(r));

const brief = (f: Finding) => ({
  code: f.code,
  message: f.message,
  rule: f.rule,
  ...(f.path && { path: f.path }),
  ...(f.reading && { reading: f.reading }),
  ...(f.undecided && { undecided: true }),
});

/** The JSON object for one costed file. */
export function listReport(list: GwshList, r: ListCost) {
  return {
    ...(list.name !== undefined && { name: list.name }),
    ...(list.player !== undefined && { player: list.player }),
    nation: r.nation.id,
    year: r.year,
    list: r.list,
    part: r.part,
    dataVersion: r.dataVersion,
    divisionGrade: list.divisionGrade ?? 'mixed',
    theatre: list.theatre ?? null,
    total: r.total,
    limit: r.limit,
    remaining: r.remaining,
    brigades: r.brigades.map((b) => ({
      name: b.name,
      grade: b.grade,
      offTable: b.offTable,
      stands: b.standCount,
      baseCost: b.baseCost,
      qualityPercent: b.qualityPercent,
      multiplier: b.multiplier,
      cost: b.cost,
      ...(b.offTableOther && {
        [b.offTableOther.reading === 'alternative' ? 'costUnderAlternative' : 'costUnderSiteReading']: {
          reading: OFF_TABLE_AFTER_QUALITY.id,
          percent: b.offTableOther.percent,
          cost: b.offTableOther.cost,
        },
      }),
    })),
    aircraft: {
      subtotal: r.aircraft.subtotal,
      lines: r.aircraft.lines.map((l) => ({ type: l.id, count: l.count, pointsEach: l.pointsEach, subtotal: l.subtotal })),
    },
    defences: {
      subtotal: r.defences.subtotal,
      lines: r.defences.lines.map((l) => ({ item: l.id, count: l.count, pointsEach: l.pointsEach, subtotal: l.subtotal })),
    },
    errors: r.errors.map(brief),
    warnings: r.warnings.map(brief),
    notes: r.notes.map(brief),
    readings: r.readings.map(summary),
    ...(r.alternativesTaken.length > 0 && { alternativesTaken: r.alternativesTaken.map(summary) }),
  };
}

const setOut = (s: ListSet) => ({
  ...s,
  errors: s.errors.map(brief),
  warnings: s.warnings.map(brief),
  notes: s.notes.map(brief),
  readings: s.readings.map(summary),
  alternativesTaken: s.alternativesTaken.map(summary),
});

/** One file as an organiser checks it: costed, or the sentence saying why it could not be read. */
export type CheckedFile = { file: string; ok: true; list: GwshList; cost: ListCost } | ({ file: string } & ListFailure);

/** The players' sets among the files read (listSet.ts). */
export const setsOf = (files: readonly CheckedFile[], tables: SetTables, limits: SetLimits = {}) =>
  checkSets(
    files.flatMap((f) => (f.ok ? [{ file: f.file, list: f.list }] : [])),
    tables,
    limits,
  );

/** A file that could not be read, as the JSON reports name it: the whole text, and each problem of its fields. */
export const unreadableReport = (f: { file: string } & ListFailure) => ({
  file: f.file,
  unreadable: f.error,
  ...(f.problems && { problems: f.problems }),
  ...(f.player && { player: f.player }),
});

/** `gwsh cost --set`: every file's result, and the findings that belong to each force as a whole. */
export function setReport(files: readonly CheckedFile[], tables: SetTables, limits: SetLimits = {}) {
  const sets = setsOf(files, tables, limits);
  const lists = files.map((f) => (f.ok ? { file: f.file, ...listReport(f.list, f.cost) } : unreadableReport(f)));
  return {
    lists,
    sets: sets.map(setOut),
    breaksRule: sets.some((s) => s.errors.length > 0) || files.some((f) => f.ok && f.cost.errors.length > 0),
  };
}
