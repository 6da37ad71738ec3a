/**
 * A player's report typed on the players' view (their phone): their table of the current round, their
 * side and the two game scores, read and checked as the organiser's page would, then put in a result code
 * (resultCode.ts). A score outside what a game counts (7.1) is allowed, with the same question beside it.
 */
import { parseWholeNumber } from '../../forms/wholeNumber.ts';
import { unlikelyScore } from './eventEdits.ts';
import type { GameSide } from './event.ts';
import type { PlayersView } from './playersView.ts';
import { eventNameCheck, keyPart, RESULT_CODE_LIMITS, resultCode, resultCodeProblem } from './resultCode.ts';

export interface PhoneReportInput {
  /** The table's number as the form holds it ('' before one is picked). */
  table: string;
  by: GameSide | '';
  allied: string;
  axis: string;
}

export type PhoneReport = { ok: true; code: string; said: string; unlikely: string[] } | { ok: false; message: string };

/** The code for what the player typed, or one sentence naming what is wrong. `fingerprint`: the link's signing key (null: unsigned). */
export function phoneReport(view: PlayersView, fingerprint: string | null, input: PhoneReportInput): PhoneReport {
  const round = view.round;
  if (!round || round.tables.length === 0) return { ok: false, message: 'No round is paired yet: there is nothing to report.' };
  const table = round.tables.find((t) => String(t.table) === input.table);
  if (!table) return { ok: false, message: `Pick your table of ${round.label}.` };
  if (input.by === '') return { ok: false, message: `Say whether you are ${table.allied} (Allied) or ${table.axis} (Axis).` };
  const scores = [
    parseWholeNumber(input.allied, `${table.allied}'s game score`, 0, RESULT_CODE_LIMITS.score),
    parseWholeNumber(input.axis, `${table.axis}'s game score`, 0, RESULT_CODE_LIMITS.score),
  ];
  for (const s of scores) if (!s.ok) return s;
  const [allied, axis] = scores.map((s) => (s.ok ? s.value : 0)) as [number, number];
  const report = { round: view.rounds, table: table.table, by: input.by, allied, axis };
  const problem = resultCodeProblem(report);
  if (problem) return { ok: false, message: `No code: ${problem}.` };
  const code = resultCode({ ...report, key: keyPart(fingerprint), event: eventNameCheck(view.name) });
  const unlikely = [unlikelyScore(allied), unlikelyScore(axis)].filter((u): u is string => u !== null);
  return {
    ok: true,
    code,
    said: `${round.label}, table ${table.table}: ${table.allied} (Allied) ${allied}, ${table.axis} (Axis) ${axis}, reported by ${input.by === 'allied' ? table.allied : table.axis}.`,
    unlikely,
  };
}
