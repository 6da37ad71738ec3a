/**
 * The one CSV writer (RFC 4180, CRLF line ends) for every table the site exports: the organiser's check and
 * the competition standings. A cell is one line (a line break in a file or player name becomes a space, so a
 * row stays one line at a terminal), quoted when needed, and never read as a formula by a spreadsheet (text
 * starting = + - @ is prefixed with ').
 */
import { oneLine } from './terminalText.ts';

export type CsvValue = string | number | null;

function csvCell(value: CsvValue): string {
  let text = value === null ? '' : oneLine(String(value));
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of cells as CSV text, the first row being the header. */
export const csvText = (rows: readonly (readonly CsvValue[])[]): string =>
  rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
