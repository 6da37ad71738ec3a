/**
 * `gwsh cost <file...>` (DESIGN §6.2): costs gwsh-list files with the same engine as the list builder.
 * One file: one JSON object. Several (organisers checking submissions): one summary line per file, or a
 * JSON array with --json. Exit 0 legal, 1 breaks a rule, 2 unreadable; with several files, the worst.
 */
import { costList, type ListCost } from '../lib/gwsh/list/costList.ts';
import { parseListFile, type GwshList } from '../lib/gwsh/list/listFile.ts';
import { checkSets, type ListSet } from '../lib/gwsh/list/listSet.ts';
import { readingSummary } from '../lib/gwsh/list/readings.ts';
import type { Finding } from '../lib/findings.ts';
import { readArgs } from './args.ts';
import { readText } from './readInput.ts';
import { jsonOut, type Command, type CommandResult } from './result.ts';

const USAGE = 'gwsh cost [--max-aircraft N] [--json | --set] <file...>';

type Options = { files: string[]; maxAircraft?: number; json: boolean; set: boolean };
type Outcome = { file: string; code: 0 | 1 | 2; error?: string; list?: GwshList; result?: ListCost };

function parseOptions(args: string[]): Options | string {
  const parsed = readArgs(args, {
    json: { type: 'boolean', default: false },
    set: { type: 'boolean', default: false },
    'max-aircraft': { type: 'string' },
  });
  if (typeof parsed === 'string') return parsed;
  const { values, positionals } = parsed;
  const max = values['max-aircraft'];
  if (max !== undefined && !/^\d+$/.test(max)) return `--max-aircraft needs a whole number of aircraft (got ${max}).`;
  if (values.json && values.set) return 'Give either --json or --set, not both.';
  if (positionals.length === 0) return 'Give at least one list file.';
  return { files: positionals, json: values.json, set: values.set, ...(max !== undefined && { maxAircraft: Number(max) }) };
}

function costFile(file: string, options: Options): Outcome {
  const text = readText(file);
  if (typeof text !== 'string') return { file, code: 2, error: text.error };
  const parsed = parseListFile(text);
  if (!parsed.ok) return { file, code: 2, error: parsed.error };
  const result = costList(parsed.list, { maxAircraft: options.maxAircraft });
  return { file, code: result.errors.length > 0 ? 1 : 0, list: parsed.list, result };
}

const brief = (f: Finding) => ({ code: f.code, message: f.message, rule: f.rule, ...(f.path && { path: f.path }) });

/** The JSON object for one costed file. */
function report(list: GwshList, r: ListCost) {
  return {
    ...(list.name !== undefined && { name: list.name }),
    ...(list.player !== undefined && { player: list.player }),
    nation: r.nation.id, year: r.year, list: r.list, part: r.part, dataVersion: r.dataVersion,
    divisionGrade: list.divisionGrade ?? 'mixed', theatre: list.theatre ?? null,
    total: r.total, limit: r.limit, remaining: r.remaining,
    brigades: r.brigades.map((b) => ({
      name: b.name, grade: b.grade, offTable: b.offTable, stands: b.standCount,
      baseCost: b.baseCost, qualityPercent: b.qualityPercent, multiplier: b.multiplier, cost: b.cost,
    })),
    aircraft: { subtotal: r.aircraft.subtotal, lines: r.aircraft.lines.map((l) => ({ type: l.id, count: l.count, pointsEach: l.pointsEach, subtotal: l.subtotal })) },
    defences: { subtotal: r.defences.subtotal, lines: r.defences.lines.map((l) => ({ item: l.id, count: l.count, pointsEach: l.pointsEach, subtotal: l.subtotal })) },
    errors: r.errors.map(brief),
    warnings: r.warnings.map(brief),
    readings: r.readings.map(readingSummary),
  };
}

const setOut = (s: ListSet) => ({ ...s, errors: s.errors.map(brief), warnings: s.warnings.map(brief), readings: s.readings.map(readingSummary) });

/** DESIGN §6.2 `--set`: every file's result, and the findings that belong to each force as a whole. */
function setReport(outcomes: Outcome[]): CommandResult {
  const costed = outcomes.filter((o) => o.list !== undefined);
  const sets = checkSets(costed.map((o) => ({ file: o.file, list: o.list! })));
  const lists = outcomes.map((o) => (o.result ? { file: o.file, ...report(o.list!, o.result) } : { file: o.file, unreadable: o.error }));
  const setBreaks = sets.some((s) => s.errors.length > 0);
  const code = Math.max(worst(outcomes), setBreaks ? 1 : 0) as 0 | 1 | 2;
  return { stdout: jsonOut({ lists, sets: sets.map(setOut) }), code };
}

/** "over-limit, unknown-unit ×2" */
function codeList(findings: readonly Finding[]): string {
  const counts = new Map<string, number>();
  for (const f of findings) counts.set(f.code, (counts.get(f.code) ?? 0) + 1);
  return [...counts].map(([code, n]) => (n > 1 ? `${code} ×${n}` : code)).join(', ');
}

function summaryLine(o: Outcome): string {
  if (!o.result) return `${o.file}: unreadable: ${o.error}`;
  const r = o.result;
  const figures = `${r.totalText}/${r.limitText ?? '-'}`;
  if (r.errors.length === 0) return `${o.file}: ${figures} OK`;
  return `${o.file}: ${figures} ${r.errors.length} error${r.errors.length > 1 ? 's' : ''}: ${codeList(r.errors)}`;
}

const worst = (outcomes: Outcome[]) => Math.max(...outcomes.map((o) => o.code)) as 0 | 1 | 2;

export const costCommand: Command = {
  usage: USAGE,
  run: (args): CommandResult => {
    const options = parseOptions(args);
    if (typeof options === 'string') return { stderr: `${options}\nUsage: ${USAGE}`, code: 2 };
    const outcomes = options.files.map((file) => costFile(file, options));
    if (options.set) return setReport(outcomes);
    if (outcomes.length === 1) {
      const [o] = outcomes as [Outcome];
      return o.result ? { stdout: jsonOut(report(o.list!, o.result)), code: o.code } : { stderr: o.error, code: 2 };
    }
    if (options.json) {
      const reports = outcomes.map((o) => (o.result ? { file: o.file, ...report(o.list!, o.result) } : { file: o.file, unreadable: o.error }));
      return { stdout: jsonOut(reports), code: worst(outcomes) };
    }
    return { stdout: `${outcomes.map(summaryLine).join('\n')}\n`, code: worst(outcomes) };
  },
};
