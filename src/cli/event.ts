/**
 * `gwsh event` (docs/command-line.md) on a `gwsh-competition` file (docs/formats.md): `pair` the next round
 * by the Swiss rules (`--write` adds it to the file), `score` a table's two game scores into the file,
 * `standings` with their tie-breakers, `accept` a result code a player's phone showed (reportedResults.ts: the
 * table's scores recorded, as the organiser's page accepts it), and `check` every player's lists (eventCheck.ts); text at a terminal, JSON when piped or with --json. A file is written
 * whole or not at all. Exit 0 done, 1 the pairing had to break a hard rule (named on stderr), 2 an
 * unreadable file, a score that cannot be recorded, or an event that cannot be paired yet.
 */
import { parseEvent } from '../lib/gwsh/event/eventFile.ts';
import { addRound, scoreTable } from '../lib/gwsh/event/eventEdits.ts';
import { isPaired, playerName, type CompetitionEvent } from '../lib/gwsh/event/event.ts';
import { clubMeetings, pairNextRound } from '../lib/gwsh/event/swiss.ts';
import { standings } from '../lib/gwsh/event/standings.ts';
import { roundText, standingsText } from '../lib/gwsh/event/eventText.ts';
import { eventFileProblem, eventFileText } from '../lib/gwsh/event/eventFileText.ts';
import { parseWholeNumber } from '../lib/forms/wholeNumber.ts';
import { lineText } from '../lib/files/terminalText.ts';
import { readArgs } from './args.ts';
import { readText } from './readInput.ts';
import { jsonOut, type Command, type CommandResult } from './result.ts';
import { writeWhole } from './writeFile.ts';
import { eventCheck } from './eventCheck.ts';
import { readResultCode } from '../lib/gwsh/event/resultCode.ts';
import { acceptReport, takeReport } from '../lib/gwsh/event/reportedResults.ts';

const USAGE = [
  'gwsh event pair [--write] [--json] <event-file | ->',
  'gwsh event check [--json] <event-file | ->',
  'gwsh event score [--json] <event-file> <round> <table> <allied score> <axis score>',
  'gwsh event accept [--json] <event-file> <result code>',
  'gwsh event standings [--json] <event-file | ->',
].join('\n       ');

const usage = (problem: string): CommandResult => ({ stderr: `${problem}\nUsage: ${USAGE}`, code: 2 });

/** A whole number typed on the command line, or the sentence naming it. */
function wholeArg(text: string | undefined, what: string, min: number, max: number): number | string {
  const read = parseWholeNumber(text ?? '', what, min, max);
  return read.ok ? read.value : read.message;
}

/** `score`: the table's two game scores recorded, and the file written. */
function score(file: string, event: CompetitionEvent, args: readonly string[], json: boolean): CommandResult {
  if (args.length !== 4) return usage('Give the round, the table, the Allied score and the Axis score.');
  const [round, table, allied, axis] = [
    wholeArg(args[0], 'The round', 1, event.rounds.length || 1),
    wholeArg(args[1], 'The table', 1, 10_000),
    wholeArg(args[2], 'The Allied score', -999, 999),
    wholeArg(args[3], 'The Axis score', -999, 999),
  ];
  const wrong = [round, table, allied, axis].find((v) => typeof v === 'string');
  if (typeof wrong === 'string') return { stderr: lineText(wrong), code: 2 };
  const [r, t] = [(round as number) - 1, table as number];
  const updated = scoreTable(event, r, t, { allied: allied as number, axis: axis as number });
  if (!updated.ok) return { stderr: `${lineText(file)}: ${lineText(updated.message)}.`, code: 2 };
  const tooLarge = eventFileProblem(updated.event, event);
  if (tooLarge) return { stderr: `${lineText(file)}: not recorded: ${tooLarge}.`, code: 2 };
  const written = writeWhole(file, eventFileText(updated.event));
  if (written) return { stderr: lineText(written), code: 2 };
  const game = updated.event.rounds[r]!.games.filter(isPaired).find((g) => g.table === t)!;
  const label = updated.event.rounds[r]!.label;
  if (json) return { stdout: jsonOut({ round: r + 1, label, table: t, scores: game.scores }), code: 0 };
  const name = (id: string) => lineText(playerName(updated.event, id));
  return {
    stdout: `${lineText(label)}, table ${t}: ${name(game.allied)} ${allied}, ${name(game.axis)} ${axis}. Recorded in ${lineText(file)}.\n`,
    code: 0,
  };
}

/** `accept`: a player's result code checked against the event and its table's scores recorded. */
function accept(file: string, event: CompetitionEvent, args: readonly string[], json: boolean): CommandResult {
  if (args.length !== 1) return usage('Give one result code, as the phone shows it (K7QM-4D2R-B19X).');
  const read = readResultCode(args[0]!);
  if (!read.ok) return { stderr: `${lineText(read.message)}.`, code: 2 };
  const { report } = read;
  // The command line has no signing key: the code's key part is shown for the organiser to compare.
  const taken = takeReport(event, report);
  if (!taken.ok) return { stderr: `${lineText(file)}: not recorded: ${lineText(taken.message)}.`, code: 2 };
  const other = (event.reports ?? []).find((r) => r.round === report.round && r.table === report.table && r.by !== report.by);
  const updated = acceptReport(taken.event, report.round, report.table, report.by);
  if (!updated.ok) return { stderr: `${lineText(file)}: not recorded: ${lineText(updated.message)}.`, code: 2 };
  const tooLarge = eventFileProblem(updated.event, event);
  if (tooLarge) return { stderr: `${lineText(file)}: not recorded: ${tooLarge}.`, code: 2 };
  const written = writeWhole(file, eventFileText(updated.event));
  if (written) return { stderr: lineText(written), code: 2 };
  const agrees = other ? other.allied === report.allied && other.axis === report.axis : null;
  if (json) return { stdout: jsonOut({ ...report, otherReportAgrees: agrees }), code: 0 };
  const otherText =
    agrees === null ? '' : agrees ? ' The other player reported the same.' : ` The other player reported ${other!.allied}–${other!.axis}.`;
  return {
    stdout: `${lineText(taken.said.replace(/ reports /, ' reported '))} Recorded in ${lineText(file)} (a code made from a link signed with a key beginning ${report.key}).${otherText}\n`,
    code: 0,
  };
}

export const eventCommand: Command = {
  usage: USAGE,
  summary:
    'Pairs the next round of a gwsh-competition event file (Swiss, Allied against Axis; --write adds it to the file), records a table’s scores (typed, or a player’s result code), prints the standings with their tie-breakers, or checks every player’s lists.',
  run: (args, env): CommandResult => {
    const given = readArgs(args, { json: { type: 'boolean', default: false }, write: { type: 'boolean', default: false } });
    if (typeof given === 'string') return usage(given);
    const [action, file, ...rest] = given.positionals;
    if (action !== 'pair' && action !== 'standings' && action !== 'score' && action !== 'accept' && action !== 'check')
      return usage('Say "pair", "score", "accept", "standings" or "check".');
    if (file === undefined) return usage('Give the event file.');
    const writes = action === 'score' || action === 'accept' || given.values.write;
    if (given.values.write && action !== 'pair') return usage('--write is for "pair"; "score" and "accept" always write the file.');
    if (writes && file === '-') return usage('A file to write must be named; standard input cannot be written back.');
    if (action !== 'score' && action !== 'accept' && rest.length > 0) return usage('Give exactly one event file.');
    const text = readText(file);
    if (typeof text !== 'string') return { stderr: text.error, code: 2 };
    const parsed = parseEvent(text);
    if (!parsed.ok) return { stderr: `${lineText(file)}: ${lineText(parsed.message)}.`, code: 2 };
    const { event } = parsed;
    const asText = env.terminal && !given.values.json;
    if (action === 'score') return score(file, event, rest, !asText);
    if (action === 'accept') return accept(file, event, rest, !asText);
    if (action === 'check') return eventCheck(event, asText);
    if (action === 'standings') {
      const rows = standings(event);
      if (asText) return { stdout: `${standingsText(event, rows).join('\n')}\n`, code: 0 };
      const out = rows.map((r) => ({ rank: r.rank, player: r.player.id, name: r.player.name, total: r.total, tieBreakers: r.tieBreakers }));
      return { stdout: jsonOut(out), code: 0 };
    }
    const pairing = pairNextRound(event);
    if (!pairing.ok) return { stderr: `${lineText(file)}: ${lineText(pairing.message)}.`, code: 2 };
    if (given.values.write) {
      const added = addRound(event, pairing.round);
      if (!added.ok) return { stderr: `${lineText(file)}: ${lineText(added.message)}.`, code: 2 };
      const tooLarge = eventFileProblem(added.event, event);
      if (tooLarge) return { stderr: `${lineText(file)}: not added: ${tooLarge}.`, code: 2 };
      const written = writeWhole(file, eventFileText(added.event));
      if (written) return { stderr: lineText(written), code: 2 };
    }
    const clubs = clubMeetings(event, pairing.round).map((c) => `Club-mates meet: ${lineText(c)}.`);
    const code = pairing.broken.length > 0 ? 1 : 0;
    const stderr = pairing.broken.length > 0 ? pairing.broken.map((b) => `Hard rule broken: ${lineText(b)}.`).join('\n') : undefined;
    const stdout = asText
      ? `${[...roundText(event, pairing.round), ...clubs].join('\n')}\n${given.values.write ? `Added to ${lineText(file)}.\n` : ''}`
      : jsonOut(pairing.round);
    return { stdout, code, ...(stderr && { stderr }) };
  },
};
