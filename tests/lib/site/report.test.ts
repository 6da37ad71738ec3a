import { describe, expect, it } from 'vitest';
import { reportAddress, reportBody, reportHref, type RowReport } from '#src/lib/site/report.ts';

const row: RowReport = {
  tableTitle: 'Aircraft costs',
  tableId: 'aircraft',
  system: 'gwsh',
  rowId: 'fighter',
  rowName: 'Fighter',
  dataVersion: '2026-11-01',
  pageUrl: 'https://example.org/gwsh/tables/aircraft/',
};

describe('reporting a problem with a row', () => {
  it('offers a link only when the deploy set a plausible address', () => {
    expect(reportAddress({ SITE_REPORT_EMAIL: ' tables@example.org ' })).toBe('tables@example.org');
    expect(reportAddress({})).toBeNull();
    expect(reportAddress({ SITE_REPORT_EMAIL: 'not an address' })).toBeNull();
    expect(reportAddress({ SITE_REPORT_EMAIL: 'a@b.org?cc=x@y.org' })).toBeNull();
  });

  it('prefills what a maintainer needs to find the row', () => {
    expect(reportBody(row).split('\n').slice(0, 4)).toEqual([
      'Table: Aircraft costs (gwsh/aircraft)',
      'Row: Fighter (id: fighter)',
      'Data version: 2026-11-01',
      'Page: https://example.org/gwsh/tables/aircraft/#fighter',
    ]);
    const href = reportHref(row, 'tables@example.org');
    expect(href.startsWith('mailto:tables@example.org?subject=Problem%20with%20gwsh%2Faircraft%23fighter&body=')).toBe(true);
    expect(decodeURIComponent(href.split('&body=')[1]!)).toBe(reportBody(row));
  });
});
