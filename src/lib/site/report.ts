/** "Report a problem with this row": a prefilled message the user sends to the maintainers. */

/** Where corrections go; set REPORT_EMAIL when deploying. */
export const REPORT_EMAIL = 'corrections@greatwartables.example';

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
export function reportHref(r: RowReport, to: string = REPORT_EMAIL): string {
  const subject = `Problem with ${r.system}/${r.tableId}#${r.rowId}`;
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(reportBody(r))}`;
}
