/** Column layout of the Great War Spearhead tables. */
import type { gwshRowSchemas } from '../../../lib/data/schemas/gwsh.ts';
import type { ColumnsFor } from './types.ts';
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
    columns: [
      { header: 'Basic list', cell: (r) => num(r.basic), numeric: true },
      { header: 'Option A', cell: (r) => num(r.optionA), numeric: true },
      { header: 'Option B', cell: (r) => num(r.optionB), numeric: true },
    ],
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
    columns: [
      { header: 'Fire missions', cell: (r) => String(r.fireMissions), numeric: true },
      { header: 'Of which pre-planned (at most)', cell: (r) => String(r.prePlanned), numeric: true },
    ],
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
    columns: [{ header: 'Die roll', cell: (r) => signedCell(r.modifier), numeric: true }],
  },
  'national-quality': {
    nameHeader: 'Nations',
    columns: [
      { header: 'Elite', cell: (r) => percent(r.elite), numeric: true },
      { header: 'Veteran', cell: (r) => percent(r.veteran), numeric: true },
      { header: 'Regular', cell: (r) => percent(r.regular), numeric: true },
      { header: 'Green', cell: (r) => percent(r.green), numeric: true },
      { header: 'Random', cell: (r) => percent(r.random), numeric: true },
    ],
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
    columns: [{ header: 'Points', cell: (r) => points(r.points), numeric: true }],
  },
  'troop-costs': {
    nameHeader: 'Troop type',
    columns: [
      { header: 'Years', cell: (r) => years(r.years), nowrap: true },
      { header: 'Points', cell: (r) => points(r.points), numeric: true },
    ],
  },
};
