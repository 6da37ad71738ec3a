/**
 * Results the players report from their phones (resultCode.ts), as the organiser's page and `gwsh event
 * accept` take them in: a code is checked against the event (its key and name, the current round, a table of
 * it not scored otherwise), kept with the event as a pending report, set beside the other player's report
 * of the same table, and recorded as the table's scores when the organiser accepts it.
 */
import { isPaired, playerName, type CompetitionEvent, type GameSide, type PairedGame } from './event.ts';
import { scoreTable, type EventUpdate } from './eventEdits.ts';
import { eventNameCheck, keyPart, type ResultReport } from './resultCode.ts';

/** A report kept with the event until the organiser accepts or dismisses it. */
export interface PendingReport {
  /** From 1. */
  round: number;
  table: number;
  by: GameSide;
  allied: number;
  axis: number;
}

/** At most two reports a table (one a side), for the largest event's tables. */
export const MAX_REPORTS = 1_000;

/** A table's two scores as a line says them: "8–4", the Allied score first. */
export const scoresText = (r: { allied: number; axis: number }) => `${r.allied}–${r.axis}`;

function gameOf(event: CompetitionEvent, round: number, table: number): PairedGame | null {
  const game = event.rounds[round - 1]?.games.find((g) => isPaired(g) && g.table === table);
  return game && isPaired(game) ? game : null;
}

const scoresOf = (game: PairedGame): { allied: number; axis: number } | null => {
  const [allied, axis] = [game.scores[game.allied], game.scores[game.axis]];
  return typeof allied === 'number' && typeof axis === 'number' ? { allied, axis } : null;
};

/** A table's two scores as the event has them now (null where none is in), for an Undo to put back. */
export function tableScores(event: CompetitionEvent, round: number, table: number): { allied: number | null; axis: number | null } {
  const game = gameOf(event, round, table);
  return { allied: game ? (game.scores[game.allied] ?? null) : null, axis: game ? (game.scores[game.axis] ?? null) : null };
}

export type TakenReport = { ok: true; event: CompetitionEvent; said: string } | { ok: false; message: string };

/**
 * Takes a player's report into the event's pending reports, or says why not. `fingerprint`: the key the
 * event's players' links are signed with in this browser (null: unsigned); `undefined` leaves the key
 * unchecked (the command line, which has no key).
 */
export function takeReport(event: CompetitionEvent, report: ResultReport, fingerprint?: string | null): TakenReport {
  if (fingerprint !== undefined && report.key !== keyPart(fingerprint)) {
    const ours = keyPart(fingerprint);
    return {
      ok: false,
      message: `this code comes from a players' link signed with a key beginning ${report.key}, and this event's links are ${ours === '0000' ? 'not signed' : `signed with ${fingerprint}`}: it is another event's, or from a link made in another browser`,
    };
  }
  if (report.event !== eventNameCheck(event.name)) return { ok: false, message: `this code is for another event than “${event.name}”` };
  const current = event.rounds.length;
  if (current === 0) return { ok: false, message: 'no round is paired yet' };
  if (report.round !== current)
    return { ok: false, message: `this code is for round ${report.round}, and the event is on round ${current}` };
  const label = event.rounds[current - 1]!.label;
  const game = gameOf(event, report.round, report.table);
  if (!game) return { ok: false, message: `${label} has no table ${report.table}` };
  const who = `${playerName(event, game[report.by])} (${report.by === 'allied' ? 'Allied' : 'Axis'})`;
  const scored = scoresOf(game);
  if (scored && (scored.allied !== report.allied || scored.axis !== report.axis))
    return {
      ok: false,
      message: `${label}, table ${report.table} is already scored ${scoresText(scored)}, and ${who} reports ${scoresText(report)}: correct the table's scores in the round if they are wrong`,
    };
  if (scored) return { ok: false, message: `${label}, table ${report.table} is already scored ${scoresText(scored)}, as ${who} reports` };
  const pending: PendingReport = { round: report.round, table: report.table, by: report.by, allied: report.allied, axis: report.axis };
  const reports = event.reports ?? [];
  const earlier = reports.find((r) => r.round === pending.round && r.table === pending.table && r.by === pending.by);
  if (earlier && scoresText(earlier) === scoresText(pending))
    return { ok: false, message: `${who}'s report of ${label}, table ${report.table} (${scoresText(pending)}) is already waiting` };
  if (!earlier && reports.length >= MAX_REPORTS)
    return { ok: false, message: `${MAX_REPORTS} reports are waiting: accept or dismiss some first` };
  return {
    ok: true,
    event: { ...event, reports: [...reports.filter((r) => r !== earlier), pending] },
    said: `${label}, table ${report.table}: ${who} reports ${scoresText(pending)}${earlier ? ` (instead of ${scoresText(earlier)})` : ''}.`,
  };
}

/** A table with reports waiting, as the organiser's page lists them. */
export interface ReportedTable {
  round: number;
  table: number;
  label: string;
  allied: string;
  axis: string;
  /** One report or two (one a side). */
  reports: PendingReport[];
  /** Two reports of the same scores: true; of different scores: false; one report: null. */
  agree: boolean | null;
}

/** The event's pending reports by table, in round and table order (a report whose round or table is gone is left out). */
export function reportedTables(event: CompetitionEvent): ReportedTable[] {
  const tables = new Map<string, ReportedTable>();
  for (const report of event.reports ?? []) {
    const game = gameOf(event, report.round, report.table);
    if (!game) continue;
    const key = `${report.round}:${report.table}`;
    const entry = tables.get(key) ?? {
      round: report.round,
      table: report.table,
      label: event.rounds[report.round - 1]!.label,
      allied: playerName(event, game.allied),
      axis: playerName(event, game.axis),
      reports: [],
      agree: null,
    };
    entry.reports.push(report);
    tables.set(key, entry);
  }
  return [...tables.values()]
    .map((t) => ({ ...t, agree: t.reports.length < 2 ? null : scoresText(t.reports[0]!) === scoresText(t.reports[1]!) }))
    .sort((a, b) => a.round - b.round || a.table - b.table);
}

const withoutTable = (event: CompetitionEvent, round: number, table: number): CompetitionEvent => {
  const reports = (event.reports ?? []).filter((r) => r.round !== round || r.table !== table);
  const { reports: _gone, ...rest } = event;
  return reports.length ? { ...rest, reports } : rest;
};

/** Records the report of `by` at a table as its scores, and clears the table's reports. */
export function acceptReport(event: CompetitionEvent, round: number, table: number, by: GameSide): EventUpdate {
  const report = (event.reports ?? []).find((r) => r.round === round && r.table === table && r.by === by);
  if (!report) return { ok: false, message: `no report of round ${round}, table ${table} is waiting (another tab may have taken it)` };
  return scoreTable(withoutTable(event, round, table), round - 1, table, { allied: report.allied, axis: report.axis });
}

/** Clears a table's reports without recording them. */
export const dismissReports = (event: CompetitionEvent, round: number, table: number): EventUpdate => ({
  ok: true,
  event: withoutTable(event, round, table),
});

/** Puts back a table's scores and reports as they were before an accept or a dismissal (Undo). */
export function restoreReports(
  event: CompetitionEvent,
  round: number,
  table: number,
  scores: { allied: number | null; axis: number | null },
  reports: readonly PendingReport[],
): EventUpdate {
  const scored = scoreTable(withoutTable(event, round, table), round - 1, table, scores);
  if (!scored.ok) return scored;
  return { ok: true, event: { ...scored.event, reports: [...(scored.event.reports ?? []), ...reports] } };
}
