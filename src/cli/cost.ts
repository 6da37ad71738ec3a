/**
 * `gwsh cost <file...>` (docs/command-line.md): costs gwsh-list files with the same engine as the list builder.
 * One file: one JSON object. Several (organisers checking submissions): one summary line per file, or a
 * JSON array with --json. Exit 0 legal, 1 breaks a rule, 2 unreadable, 3 not passed (a deciding check
 * could not be made); with several files, the worst (result.ts, worstExit).
 */
import { allCostTables } from '../lib/data/tables/costTablesAll.ts';
import { costList } from '../lib/gwsh/list/costList.ts';
import { parseListFile } from '../lib/gwsh/list/listFile.ts';
import { knownIds } from '../lib/gwsh/list/unitRows.ts';
import { listReport, setReport, setsOf, unreadableReport, type CheckedFile } from '../lib/gwsh/list/costReport.ts';
import { outcomeLines, setLines, type Outcome } from './costText.ts';
import { lineText } from '../lib/files/terminalText.ts';
import { readArgs } from './args.ts';
import { expandFolders, readText } from './readInput.ts';
import { checkRows, toCsv } from '../lib/gwsh/list/checkLists.ts';
import { jsonOut, worstExit, type Command, type CommandResult } from './result.ts';
import { packChanges, packSummary, type RulesPack } from '../lib/gwsh/rulesPack.ts';
import { packAlternatives } from '../lib/gwsh/packInForce.ts';
import { isPackError, readRulesPackOption } from './rulesPackOption.ts';

const USAGE = 'gwsh cost [--rules pack.json] [--max-aircraft N] [--json | --csv] [--set] <file or folder...>';

type Options = { files: string[]; maxAircraft?: number; json: boolean; csv: boolean; set: boolean; pack: RulesPack | null };

function parseOptions(args: string[]): Options | string {
  const parsed = readArgs(args, {
    json: { type: 'boolean', default: false },
    csv: { type: 'boolean', default: false },
    set: { type: 'boolean', default: false },
    'max-aircraft': { type: 'string' },
    rules: { type: 'string' },
  });
  if (typeof parsed === 'string') return parsed;
  const { values, positionals } = parsed;
  const max = values['max-aircraft'];
  if (max !== undefined && !/^\d+$/.test(max)) return `--max-aircraft needs a whole number of aircraft (got ${max}).`;
  if (values.json && values.set) return 'Give either --json or --set, not both.';
  if (values.json && values.csv) return 'Give either --json or --csv, not both.';
  if (positionals.length === 0) return 'Give at least one list file.';
  const pack = readRulesPackOption(values.rules);
  if (isPackError(pack)) return pack.error;
  // The pack's maximum is the event's, as on the pages: a different --max-aircraft beside it is refused.
  if (max !== undefined && pack?.maxAircraft !== undefined && Number(max) !== pack.maxAircraft)
    return `The rules pack fixes ${pack.maxAircraft} aircraft and --max-aircraft says ${max}: give one of them (the pack's is the event's).`;
  const maxAircraft = max !== undefined ? Number(max) : pack?.maxAircraft;
  return {
    pack,
    files: expandFolders(positionals),
    json: values.json,
    csv: values.csv,
    set: values.set,
    ...(maxAircraft !== undefined && { maxAircraft }),
  };
}

/** What a force is checked against: the run's aircraft maximum and the pack's readings. */
const setLimits = (options: Options) => ({ maxAircraft: options.maxAircraft, alternatives: packAlternatives(options.pack) });

function costFile(file: string, options: Options): Outcome {
  const text = readText(file);
  if (typeof text !== 'string') return { file, code: 2, error: text.error };
  const parsed = parseListFile(text, knownIds(allCostTables));
  if (!parsed.ok) return { file, code: 2, error: parsed.error, problems: parsed.problems, player: parsed.player };
  const result = costList(parsed.list, allCostTables, {
    maxAircraft: options.maxAircraft,
    alternatives: packAlternatives(options.pack),
  });
  return { file, code: result.errors.length > 0 ? 1 : result.undecided.length > 0 ? 3 : 0, list: parsed.list, result };
}

/** docs/command-line.md `--set`: every file's result, and the findings that belong to each force as a whole. */
function setOutput(outcomes: Outcome[], options: Options, terminal: boolean): CommandResult {
  const checked = outcomes.map(checkedFile);
  const { breaksRule, ...out } = setReport(checked, allCostTables, setLimits(options));
  const code = worstExit([...outcomes.map((o) => o.code), breaksRule ? 1 : 0]);
  if (!terminal) return { stdout: jsonOut({ ...packField(options), ...maxField(options), ...out }), code };
  const sets = setsOf(checked, allCostTables, setLimits(options));
  const lines = [...packLines(options), ...sets.flatMap(setLines), '', ...outcomes.flatMap(outcomeLines)];
  return { stdout: `${lines.join('\n')}\n`, code };
}

const checkedFile = (o: Outcome): CheckedFile =>
  o.result
    ? { file: o.file, ok: true, list: o.list!, cost: o.result }
    : { file: o.file, ok: false, error: o.error!, ...(o.problems && { problems: o.problems }), ...(o.player && { player: o.player }) };

/** `--csv`: the organiser's table, one row per file, as the organiser's page exports it; with --set the exit code counts the sets. */
function csvOutput(outcomes: Outcome[], options: Options): CommandResult {
  const checked = outcomes.map(checkedFile);
  const setBroken = options.set && setReport(checked, allCostTables, setLimits(options)).breaksRule;
  // With --set, each force's findings count in its files' rows, as on the organiser's page.
  const sets = options.set ? setsOf(checked, allCostTables, setLimits(options)) : [];
  // Lines end in a newline, not the page's CRLF: a carriage return never reaches the terminal (terminalText).
  const csv = toCsv(checkRows(checked, sets)).replace(/\r\n/g, '\n');
  return { stdout: csv, code: worstExit([...outcomes.map((o) => o.code), setBroken ? 1 : 0]) };
}

/** The pack a run was checked with, named in its JSON (docs/command-line.md). */
const packField = (options: Options) => (options.pack ? { rulesPack: packSummary(options.pack) } : {});
/** The aircraft maximum the run held lists to (the pack's or --max-aircraft's), null when none was given. */
const maxField = (options: Options) => ({ maxAircraft: options.maxAircraft ?? null });

/** The first line at a terminal when a pack is given: its name and what it changes. */
function packLines({ pack }: Options): string[] {
  if (!pack) return [];
  const changed = packChanges(pack).map((r) => r.id);
  return [`Rules pack: ${lineText(pack.name)}${changed.length > 0 ? ` (alternative readings: ${changed.join(', ')})` : ''}`];
}

const worst = (outcomes: Outcome[]) => worstExit(outcomes.map((o) => o.code));

export const costCommand: Command = {
  usage: USAGE,
  summary:
    "Costs gwsh-list files, or every .json file in a folder, against the rules; --set checks each player's lists together as a force, --csv prints the organiser's table, --rules applies an event's rules pack.",
  run: (args, env): CommandResult => {
    const options = parseOptions(args);
    if (typeof options === 'string') return { stderr: `${options}\nUsage: ${USAGE}`, code: 2 };
    const outcomes = options.files.map((file) => costFile(file, options));
    if (options.csv) return csvOutput(outcomes, options);
    // A person at a terminal reads text; a program (a pipe, a file, or --json) reads JSON.
    const terminal = env.terminal && !options.json;
    if (options.set) return setOutput(outcomes, options, terminal);
    if (terminal) {
      const lines = [...packLines(options), ...outcomes.flatMap(outcomeLines)];
      return { stdout: `${lines.join('\n')}\n`, code: worst(outcomes) };
    }
    if (outcomes.length === 1) {
      const [o] = outcomes as [Outcome];
      return o.result
        ? { stdout: jsonOut({ ...listReport(o.list!, o.result), ...packField(options), ...maxField(options) }), code: o.code }
        : { stderr: (o.problems ?? [o.error]).join('\n'), code: 2 };
    }
    const reports = outcomes.map((o) =>
      o.result
        ? { file: o.file, ...listReport(o.list!, o.result), ...packField(options), ...maxField(options) }
        : unreadableReport({ file: o.file, ok: false, error: o.error!, problems: o.problems, player: o.player }),
    );
    return { stdout: jsonOut(reports), code: worst(outcomes) };
  },
};
