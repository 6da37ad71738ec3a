/** "Report a problem with this row": a prefilled message the user sends to the maintainers. */

/**
 * Where corrections go: the address set at deploy time in SITE_REPORT_EMAIL, or null when none is set (or
 * it is not an e-mail address), in which case the pages offer no report link rather than one to nowhere.
 */
export function reportAddress(env: Readonly<Record<string, string | undefined>>): string | null {
  const address = env.SITE_REPORT_EMAIL?.trim() ?? '';
  return /^[^\s@<>"?&,]+@[^\s@<>"?&,]+\.[^\s@<>"?&,]+$/.test(address) ? address : null;
}

export interface RowReport {
  tableTitle: string;
  tableId: string;
  system: string;
  rowId: string;
  rowName: string;
  dataVersion: string;
  pageUrl: string;
}

/** The message body: everything a maintainer needs to find the row, then room for the user's words. */
export function reportBody(r: RowReport): string {
  return [
    `Table: ${r.tableTitle} (${r.system}/${r.tableId})`,
    `Row: ${r.rowName} (id: ${r.rowId})`,
    `Data version: ${r.dataVersion}`,
    `Page: ${r.pageUrl}#${r.rowId}`,
    '',
    'What is wrong, and where the correct value comes from:',
    '',
  ].join('\n');
}

/** A mailto: link carrying the prefilled report. */
export function reportHref(r: RowReport, to: string): string {
  const subject = `Problem with ${r.system}/${r.tableId}#${r.rowId}`;
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(reportBody(r))}`;
}
