import { describe, it, expect } from 'vitest';
import { rowHref, tableJsonHref, tablePageHref } from '#src/lib/data/links.ts';
import { allCostTables, gwsh } from '#src/lib/data/registry.ts';

const troopCostsOf = (nation: string) => allCostTables.troopCosts.get(nation)!;
import { reportAddress, reportBody, reportHref } from '#src/lib/site/report.ts';
import { pagesUsingTable } from '#src/lib/site/backlinks.ts';

describe('canonical addresses', () => {
  it('puts troop costs under their nation and other tables under /tables/', () => {
    expect(tablePageHref(troopCostsOf('germany'))).toBe('/gwsh/troop-costs/germany/');
    expect(tablePageHref(gwsh.aircraft)).toBe('/gwsh/tables/aircraft/');
    expect(rowHref(troopCostsOf('france'), 'mg-1917-18')).toBe('/gwsh/troop-costs/france/#mg-1917-18');
    expect(tableJsonHref(troopCostsOf('france'))).toBe('/data/gwsh/troop-costs-france.json');
  });
});

describe('row reports', () => {
  const report = {
    tableTitle: 'Aircraft',
    tableId: 'aircraft',
    system: 'gwsh',
    rowId: 'fighter',
    rowName: 'Fighter',
    dataVersion: '1.0.0',
    pageUrl: 'https://example.org/gwsh/tables/aircraft/',
  };
  it('prefills the row, the table and the data version', () => {
    const body = reportBody(report);
    expect(body).toContain('Table: Aircraft (gwsh/aircraft)');
    expect(body).toContain('Row: Fighter (id: fighter)');
    expect(body).toContain('Data version: 1.0.0');
    expect(body).toContain('https://example.org/gwsh/tables/aircraft/#fighter');
  });
  it('takes the address set at deploy time, and none when it is missing or not an address', () => {
    expect(reportAddress({ SITE_REPORT_EMAIL: ' fix@example.org ' })).toBe('fix@example.org');
    expect(reportAddress({})).toBeNull();
    expect(reportAddress({ SITE_REPORT_EMAIL: '' })).toBeNull();
    expect(reportAddress({ SITE_REPORT_EMAIL: 'not an address' })).toBeNull();
    expect(reportAddress({ SITE_REPORT_EMAIL: 'a@b.c?cc=x@y.z"' })).toBeNull();
    expect(reportAddress({ SITE_REPORT_EMAIL: 'a@b.c?cc=x' })).toBeNull();
  });
  it('encodes the message into a mailto link', () => {
    const href = reportHref(report, 'fix@example.org');
    expect(href.startsWith('mailto:fix@example.org?subject=Problem%20with%20gwsh%2Faircraft%23fighter&body=')).toBe(true);
    expect(decodeURIComponent(href.split('body=')[1]!)).toBe(reportBody(report));
  });
});

describe('back-links from tables to rules', () => {
  const pages = [
    { title: 'Points system', href: '/gwsh/rules/points-system/', body: 'See <SystemTable system="gwsh" id="national-quality" /> here.' },
    // The same id in another system's embed is another table.
    { title: 'Other system', href: '/gbww2/charts/x/', body: '<SystemTable system="gbww2" id="national-quality" />' },
    { title: 'Advanced rules', href: '/gwsh/rules/advanced-rules/', body: 'The [aircraft table](/gwsh/tables/aircraft/) lists them.' },
    { title: 'Battlefield', href: '/gwsh/rules/battlefield/', body: 'Nothing about tables; national-quality in prose only.' },
  ];
  it('finds pages that embed the table or link to it, and no others', () => {
    expect(
      pagesUsingTable({ system: 'gwsh', id: 'national-quality', pageHref: '/gwsh/tables/national-quality/' }, pages).map((p) => p.title),
    ).toEqual(['Points system']);
    expect(pagesUsingTable({ system: 'gwsh', id: 'aircraft', pageHref: '/gwsh/tables/aircraft/' }, pages).map((p) => p.title)).toEqual([
      'Advanced rules',
    ]);
  });
});
