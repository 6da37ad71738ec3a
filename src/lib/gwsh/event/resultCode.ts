/**
 * A result code: what a player reports of their table's game from their phone, shown there as a QR code and
 * as twelve characters to read out or type ("K7QM-4D2R-B19X"), for the organiser's page to take in. It
 * carries the first four characters of the fingerprint of the key the event's players' link is signed with
 * (so the code begins as the key the hall screen shows), a 5-bit check of the event's name, the round, the
 * table, which side reports, and the two game scores; its last character checks the others, so a mistyped
 * code is refused rather than misread. Nothing leaves the phone but what it shows.
 */
import { checksum } from '../../share/checksum.ts';
import { CROCKFORD, crockfordValue, luhn32, toCrockford } from '../../share/crockford.ts';
import type { GameSide } from './event.ts';

export interface ResultReport {
  /** The first four characters of the signing key's fingerprint ("0000" for an unsigned link). */
  key: string;
  /** 0 to 31: a check of the event's name (eventNameCheck). */
  event: number;
  /** From 1. */
  round: number;
  table: number;
  /** The side of the player who reports. */
  by: GameSide;
  allied: number;
  axis: number;
}

/** The largest round, table and score a code can carry: 7, 9 and 6 bits (an event has at most 100 rounds, 500 tables). */
export const RESULT_CODE_LIMITS = { round: 128, table: 512, score: 63 } as const;

const DATA_LENGTH = 11;
/** The key's four characters come first, as they are; then 35 bits: a spare bit (0), the name's check, round − 1, table − 1, side, the two scores. */
const FIELDS = [
  ['spare', 1],
  ['event', 5],
  ['round', 7],
  ['table', 9],
  ['by', 1],
  ['allied', 6],
  ['axis', 6],
] as const;

/** 5 bits of the event name's FNV-1a: a code for another event with another name is refused 31 times in 32. */
export const eventNameCheck = (name: string): number => parseInt(checksum(name.trim()), 16) & 31;

/** The key part of a fingerprint ("K7QM-2XPA" gives "K7QM"); none (an unsigned link) gives "0000". */
export const keyPart = (fingerprint: string | null): string => (fingerprint ? fingerprint.replace(/-/g, '').slice(0, 4) : '0000');

/** Why `report` cannot be put in a code, or null. */
export function resultCodeProblem(report: Omit<ResultReport, 'key' | 'event'>): string | null {
  const { round, table, allied, axis } = report;
  if (!Number.isInteger(round) || round < 1 || round > RESULT_CODE_LIMITS.round) return `round ${round} cannot be reported from a phone`;
  if (!Number.isInteger(table) || table < 1 || table > RESULT_CODE_LIMITS.table)
    return `table ${table} cannot be reported from a phone: give the scores to the organiser`;
  for (const score of [allied, axis])
    if (!Number.isInteger(score) || score < 0 || score > RESULT_CODE_LIMITS.score)
      return `a game score to report must be a whole number from 0 to ${RESULT_CODE_LIMITS.score} (${score} is not): give it to the organiser`;
  return null;
}

/** The twelve characters of a report's code, in three groups of four. */
export function resultCode(report: ResultReport): string {
  const values: Record<(typeof FIELDS)[number][0], number> = {
    spare: 0,
    event: report.event,
    round: report.round - 1,
    table: report.table - 1,
    by: report.by === 'axis' ? 1 : 0,
    allied: report.allied,
    axis: report.axis,
  };
  let bits = 0n;
  for (const [field, width] of FIELDS) bits = (bits << BigInt(width)) | BigInt(values[field] & ((1 << width) - 1));
  const data = `${report.key.toUpperCase()}${toCrockford(bits, 7)}`;
  const code = `${data}${luhn32(data)}`;
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

export type ReadResultCode = { ok: true; report: ResultReport } | { ok: false; message: string };

/**
 * Reads a code as typed, pasted or scanned: spaces, dashes and case do not matter, I, L and O read as 1 and
 * 0, and a code inside a longer text (a scanned link) is found.
 */
export function readResultCode(text: string): ReadResultCode {
  // A scanned link holds the code between its punctuation (…/event/#report=K7QM-4D2R-B19X).
  const pieces = text.split(/[^0-9A-Za-z\s-]+/).map((piece) => piece.replace(/[\s-]/g, ''));
  const typed = pieces.findLast((piece) => piece.length === DATA_LENGTH + 1) ?? text.replace(/[\s-]/g, '');
  if (typed.length !== DATA_LENGTH + 1)
    return {
      ok: false,
      message: `a result code has 12 characters (letters and digits); “${text.trim().slice(0, 40)}” has ${typed.length}`,
    };
  const values = [...typed].map(crockfordValue);
  const bad = values.indexOf(null);
  if (bad >= 0) return { ok: false, message: `“${typed[bad]}” is not a character a result code uses (no U)` };
  const code = values.map((v) => CROCKFORD[v!]).join('');
  if (luhn32(code.slice(0, DATA_LENGTH)) !== code[DATA_LENGTH])
    return {
      ok: false,
      message: `the code ${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)} was mistyped (its last character does not check): read it again`,
    };
  let bits = 0n;
  for (const v of values.slice(4, DATA_LENGTH)) bits = (bits << 5n) | BigInt(v!);
  const read: Record<string, number> = {};
  for (const [field, width] of [...FIELDS].reverse()) {
    read[field] = Number(bits & ((1n << BigInt(width)) - 1n));
    bits >>= BigInt(width);
  }
  if (read.spare !== 0) return { ok: false, message: 'this code was made by a later version of the site: reload the organiser’s page' };
  return {
    ok: true,
    report: {
      key: code.slice(0, 4),
      event: read.event!,
      round: read.round! + 1,
      table: read.table! + 1,
      by: read.by === 1 ? 'axis' : 'allied',
      allied: read.allied!,
      axis: read.axis!,
    },
  };
}
