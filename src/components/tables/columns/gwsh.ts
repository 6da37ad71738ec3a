/** Column layout of the Great War Spearhead tables. */
import type { gwshRowSchemas } from '#src/lib/data/schemas/gwsh.ts';
import { fieldColumns, type ColumnsFor } from './types.ts';
import { DASH, num, percent, points, signedCell, years } from './format.ts';

export const CATEGORY_LABELS = {
  'infantry-support': 'Infantry & support weapons',
  artillery: 'Artillery',
  'armoured-vehicle': 'Armoured vehicles',
  'armoured-train': 'Armoured train',
} as const;

export const gwshColumns: ColumnsFor<keyof typeof gwshRowSchemas> = {
  nations: { nameHeader: 'Nation', columns: [{ header: 'Side', cell: (r) => (r.side === 'axis' ? 'Axis' : 'Allied') }] },
  'list-points': {
    nameHeader: 'List',
    columns: fieldColumns(num, [
      ['Basic list', 'basic'],
      ['Option A', 'optionA'],
      ['Option B', 'optionB'],
    ]),
  },
  'strategic-situation': {
    nameHeader: 'Nationality',
    columns: [
      { header: '1914', cell: (r) => signedCell(r.values['1914']), numeric: true },
      { header: '1915', cell: (r) => signedCell(r.values['1915']), numeric: true },
      { header: '1916', cell: (r) => signedCell(r.values['1916']), numeric: true },
      { header: '1917', cell: (r) => signedCell(r.values['1917']), numeric: true },
      { header: '1918 before June', cell: (r) => signedCell(r.values['1918-pre-june']), numeric: true },
      { header: '1918 after June', cell: (r) => signedCell(r.values['1918-post-june']), numeric: true },
    ],
  },
  'optional-rules': {
    nameHeader: 'Rule',
    columns: [
      { header: 'Rulebook section', cell: (r) => r.rule ?? DASH },
      { header: 'Status', cell: (r) => r.statusText },
    ],
  },
  'fire-missions': {
    nameHeader: 'Regiment',
    columns: fieldColumns(String, [
      ['Fire missions', 'fireMissions'],
      ['Of which pre-planned (at most)', 'prePlanned'],
    ]),
  },
  'ammunition-limits': {
    nameHeader: 'Ammunition',
    columns: [
      { header: 'Limit', cell: (r) => String(r.value), numeric: true },
      { header: 'Counted as', cell: (r) => r.unit },
    ],
  },
  'counter-battery-results': {
    nameHeader: 'Die roll',
    columns: [{ header: 'Effect', cell: (r) => r.effect }],
  },
  'counter-battery-modifiers': {
    nameHeader: 'Modifier',
    columns: fieldColumns(signedCell, [['Die roll', 'modifier']]),
  },
  'national-quality': {
    nameHeader: 'Nations',
    columns: fieldColumns(percent, [
      ['Elite', 'elite'],
      ['Veteran', 'veteran'],
      ['Regular', 'regular'],
      ['Green', 'green'],
      ['Random', 'random'],
    ]),
  },
  aircraft: {
    nameHeader: 'Type',
    columns: [
      { header: 'Years', cell: (r) => r.yearsText },
      { header: 'Def', cell: (r) => String(r.def), numeric: true },
      { header: 'Bombs', cell: (r) => String(r.bombs), numeric: true },
      { header: 'Points', cell: (r) => points(r.points), numeric: true },
    ],
  },
  'generic-troops': {
    nameHeader: 'Troop type or defence',
    columns: fieldColumns(points, [['Points', 'points']]),
  },
  'troop-costs': {
    nameHeader: 'Troop type',
    columns: [
      { header: 'Years', cell: (r) => years(r.years), nowrap: true },
      { header: 'Points', cell: (r) => points(r.points), numeric: true },
    ],
  },
};
