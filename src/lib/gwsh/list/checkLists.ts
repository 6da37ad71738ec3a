/**
 * The organiser's check: many list files and share links at once, each costed with the same
 * engine as `gwsh cost`, as rows of a table that sorts, filters and exports to CSV. A file that cannot be
 * read is a row with its one sentence; it never stops the others.
 */
import type { CostTables } from '../../data/tables/costTables.ts';
import type { FileText } from '../../files/fileText.ts';
import { csvText } from '../../files/csv.ts';
import { costList, type CostOptions } from './costList.ts';
import type { CheckedFile } from './costReport.ts';
import { listImports } from './listImport.ts';
import { readListLink } from './listLink.ts';
import { knownIds } from './unitRows.ts';
import type { ListSet } from './listSet.ts';
import { counted } from '../../numbers/wording.ts';
import type { Finding } from '../../findings.ts';

/** Costs each file picked or dropped (read by src/lib/files/fileText.ts). */
export const checkListFiles = (files: readonly { name: string; read: FileText }[], tables: CostTables): CheckedFile[] =>
  listImports(files, knownIds(tables)).map((o) => (o.ok ? { file: o.file, ok: true, list: o.list, cost: costList(o.list, tables) } : o));

/** The links pasted one a line, blank lines left out. */
export const linkLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** Costs one pasted share link; `file` names it in the table ("link 1", "link 2", …). */
export function checkListLink(line: string, file: string, tables: CostTables): CheckedFile {
  const read = readListLink(line.includes('#') ? line.slice(line.indexOf('#')) : line);
  return read.ok ? { file, ok: true, list: read.list, cost: costList(read.list, tables) } : { file, ...read };
}

/** Costs each share link pasted one a line. */
export const checkListLinks = (text: string, tables: CostTables): CheckedFile[] =>
  linkLines(text).map((line, i) => checkListLink(line, `link ${i + 1}`, tables));

export interface CheckRow {
  /** The file's place in the order given: a row's identity, since two files may share a name. */
  index: number;
  file: string;
  player: string;
  nation: string;
  year: number | null;
  list: string;
  part: string;
  front: string;
  total: number | null;
  limit: number | null;
  errors: number;
  warnings: number;
  notes: number;
  /** Checks that decide the verdict and could not be made (findings.ts, undecided): such a file is not passed. */
  undecided: number;
  /** Errors of the force the file is part of, as a whole (a basic list with its options: 8.2.1, 10.4). */
  setErrors: number;
  /** Every finding of the file and of its force, one text ("error 8.2.1: …"), for a spreadsheet. */
  findings: string;
  /** Why the file could not be read, in one text; empty for a costed list. */
  problem: string;
  /** The same, one sentence per problem of the file's fields (listFileIssues.ts), for a list on the page. */
  problems: readonly string[];
}

/**
 * The files costed again under the organiser's choices: the aircraft air superiority allows (main rules
 * 9.1.1) and an event's readings (a rules pack). With neither, the files as they are.
 */
export const costedUnder = (files: readonly CheckedFile[], options: CostOptions, tables: CostTables): readonly CheckedFile[] =>
  (options.maxAircraft ?? null) === null && (options.alternatives?.size ?? 0) === 0
    ? files
    : files.map((f) => (f.ok ? { ...f, cost: costList(f.list, tables, options) } : f));

const findingText = (f: Finding) => `${f.severity}${f.rule ? ` ${f.rule}` : ''}: ${f.message}`;

/**
 * One row per file; `sets` (listSet.ts, checkSets over the same files) add each force's own findings to the
 * rows of its files, so a file within every limit whose force breaks one is a file that breaks a rule, as
 * `gwsh cost --set` judges it.
 */
export function checkRows(files: readonly CheckedFile[], sets: readonly ListSet[] = []): CheckRow[] {
  const setOf = new Map(sets.flatMap((set) => set.files.map((file) => [file, set] as const)));
  return files.map((f, index) => {
    const set = f.ok ? setOf.get(f.file) : undefined;
    const setFindings = set ? [...set.errors, ...set.warnings, ...set.notes] : [];
    const own = f.ok ? [...f.cost.errors, ...f.cost.warnings, ...f.cost.notes] : [];
    const force = { setErrors: set?.errors.length ?? 0, findings: [...own, ...setFindings].map(findingText).join(' | ') };
    return f.ok
      ? {
          index,
          file: f.file,
          player: f.list.player ?? '',
          nation: f.cost.nation.name,
          year: f.list.year,
          list: f.list.list,
          part: f.list.part,
          front: f.list.theatre ?? '',
          total: f.cost.total,
          limit: f.cost.limit,
          errors: f.cost.errors.length,
          warnings: f.cost.warnings.length,
          notes: f.cost.notes.length,
          undecided: f.cost.undecided.length,
          ...force,
          problem: '',
          problems: [],
        }
      : {
          index,
          file: f.file,
          player: f.player ?? '',
          nation: '',
          year: null,
          list: '',
          part: '',
          front: '',
          total: null,
          limit: null,
          errors: 1,
          warnings: 0,
          notes: 0,
          undecided: 0,
          setErrors: 0,
          findings: `error: ${f.error}`,
          problem: f.error,
          problems: f.problems ?? [f.error],
        };
  });
}

export const sortKeys = ['file', 'player', 'nation', 'year', 'list', 'total', 'errors', 'warnings', 'notes'] as const;
export type SortKey = (typeof sortKeys)[number];

/** Rows sorted by one column (rows without a value last), then by file name. */
export function sortRows(rows: readonly CheckRow[], key: SortKey, ascending = true): CheckRow[] {
  const value = (r: CheckRow) => r[key];
  return [...rows].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    if (x === null || y === null) return x === y ? a.file.localeCompare(b.file) : x === null ? 1 : -1;
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return (ascending ? order : -order) || a.file.localeCompare(b.file);
  });
}

/** "Only lists that break a rule": errors of the file or of its force, or a file that could not be read. */
export const breakingRows = (rows: readonly CheckRow[]) => rows.filter((r) => r.errors > 0 || r.setErrors > 0);

/**
 * The page's verdict in a sentence: "2 files: none breaks a rule.", or how many files break one on their own
 * (or could not be read), apart from the forces that break one only as a whole, with their files.
 */
export function checkVerdict(rows: readonly CheckRow[], sets: readonly ListSet[]): string {
  const files = `${counted(rows.length, 'file', 'files')}:`;
  const unchecked = rows.filter((r) => r.undecided > 0 && r.errors === 0 && r.setErrors === 0).length;
  const notPassed =
    unchecked === 0 ? '' : `; ${unchecked} could not be checked in full, so ${unchecked === 1 ? 'it is' : 'they are'} not passed`;
  if (breakingRows(rows).length === 0) return `${files} none breaks a rule${notPassed}.`;
  const alone = rows.filter((r) => r.errors > 0).length;
  const own =
    alone === 0
      ? 'none breaks a rule on its own'
      : `${alone} ${alone === 1 ? 'breaks a rule or could not be read on its own' : 'break a rule or could not be read on their own'}`;
  const breaking = sets.filter((set) => set.errors.length > 0);
  const rules = [...new Set(breaking.flatMap((set) => set.errors.map((e) => e.rule ?? '')))].filter(Boolean);
  const inForces = breaking.reduce((n, set) => n + set.files.length, 0);
  const forces =
    breaking.length === 0
      ? ''
      : `; ${counted(breaking.length, 'force', 'forces')} (a basic list with its options, ${counted(inForces, 'file', 'files')}) ${breaking.length === 1 ? 'breaks' : 'break'} a rule as a whole${rules.length ? ` (${rules.join(', ')})` : ''}`;
  return `${files} ${own}${forces}${notPassed}.`;
}

const columns: readonly Exclude<keyof CheckRow, 'problems'>[] = [
  'file',
  'player',
  'nation',
  'year',
  'list',
  'part',
  'front',
  'total',
  'limit',
  'errors',
  'warnings',
  'notes',
  'setErrors',
  'findings',
  'problem',
];

/** The table as CSV (RFC 4180, CRLF line ends), one row per file. */
export const toCsv = (rows: readonly CheckRow[]): string => csvText([columns, ...rows.map((r) => columns.map((c) => r[c]))]);
