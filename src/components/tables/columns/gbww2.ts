/** Column layout of the Great Battles of WWII tables. */
import type { gbww2RowSchemas } from '#src/lib/data/schemas/gbww2.ts';
import { fieldColumns, type ColumnsFor, type Column } from './types.ts';
import { DASH, num, signedCell, text } from './format.ts';

type Band = { from: number; to: number };
const QUALITIES = [
  ['raw', 'Raw'],
  ['inferior', 'Inferior'],
  ['average', 'Average'],
  ['experienced', 'Experienced'],
  ['veteran', 'Veteran'],
] as const;

/** Two digits as on percentile dice ("01"); the chart prints 100 as "00" or "100" depending on the table. */
const pct = (v: number, hundred: '00' | '100') => (v === 100 ? hundred : String(v).padStart(2, '0'));
const band = (b: Band, hundred: '00' | '100') => `${pct(b.from, hundred)}–${pct(b.to, hundred)}`;
const inches = (v: number | null) => (v === null ? DASH : `${String(v).replace(/^0\./, '.')}"`);
const code = (v: string | null) => v ?? DASH;
const upTo = (v: number) => `1–${v}`;

function qualityColumns<R extends Record<(typeof QUALITIES)[number][0], Band>>(hundred: '00' | '100'): Column<R>[] {
  return QUALITIES.map(([key, header]) => ({ header, cell: (r: R) => band(r[key], hundred), numeric: true }));
}

const NATION_LABELS = {
  generic: 'Generic',
  german: 'German',
  italy: 'Italy',
  japan: 'Japan',
  british: 'British',
  usa: 'U.S.A.',
  soviet: 'Soviet Union',
} as const;
const GROUP_LABELS = { tanks: 'Tanks', 'assault-guns': 'Assault Gun', misc: 'Misc.' } as const;
const CLASS_LABELS = {
  S: 'S (Superheavy)',
  H: 'H (Heavy)',
  M: 'M (Medium)',
  L: 'L (Light)',
  I: 'I (fires like infantry)',
  '0': '0 (none)',
} as const;
const SPEED_LABELS = { S: 'S (Slow)', M: 'M (Medium)', F: 'F (Fast)', H: 'H (Halftrack)', W: 'W (Wheeled)' } as const;
const ARMOUR_LABELS = { S: 'S (Superheavy)', H: 'H (Heavy)', M: 'M (Medium)', L: 'L (Light)', '0': '0 (soft vehicle)' } as const;

export const gbww2Columns: ColumnsFor<keyof typeof gbww2RowSchemas> = {
  'gbww2-sighting': {
    nameHeader: 'Player turn',
    columns: fieldColumns(inches, [
      ['1st player', 'firstPlayer'],
      ['2nd player', 'secondPlayer'],
    ]),
  },
  'gbww2-deployment': {
    nameHeader: 'When deployed',
    columns: fieldColumns(
      code,
      [
        ['Nearest enemy 3"', 'within3'],
        ['6"', 'within6'],
        ['9"', 'within9'],
        ['12"', 'within12'],
        ['Over 12"', 'over12'],
      ],
      false,
    ),
  },
  'gbww2-activation-cost': {
    nameHeader: 'When activated',
    columns: [
      { header: '1 Battalion', cell: (r) => `${r.battalion} AP`, numeric: true },
      { header: '1 Battlegroup', cell: (r) => `${r.battlegroup} AP`, numeric: true },
      { header: '2 Battlegroups', cell: (r) => `${r.twoBattlegroups} AP`, numeric: true },
      { header: '3 Battlegroups', cell: (r) => `${r.threeBattlegroups} AP`, numeric: true },
    ],
  },
  'gbww2-barrage-delay': { nameHeader: 'Barrage arrives', columns: qualityColumns('00') },
  'gbww2-action-points': { nameHeader: 'Result', columns: qualityColumns('100') },
  'gbww2-barrage-roll': {
    nameHeader: 'Stand under the template',
    columns: fieldColumns(upTo, [['Suppressed on (D10)', 'suppressOn']]),
  },
  'gbww2-modifier': {
    nameHeader: 'Condition',
    columns: [
      { header: 'Modifier', cell: (r) => signedCell(r.modifier), numeric: true },
      { header: 'Status', cell: (r) => (r.variant ? 'Optional variant' : 'Stock rules') },
    ],
  },
  'gbww2-infantry-fire': {
    nameHeader: 'Roll',
    columns: fieldColumns(num, [
      ['Range 1"', 'upTo1'],
      ['2"', 'upTo2'],
      ['3"', 'upTo3'],
      ['8"', 'upTo8'],
    ]),
  },
  'gbww2-smg-fire': {
    nameHeader: 'Roll',
    columns: fieldColumns(num, [
      ['Range 1"', 'upTo1'],
      ['2"', 'upTo2'],
      ['8"', 'upTo8'],
    ]),
  },
  'gbww2-movement': {
    nameHeader: 'Mover',
    columns: fieldColumns(inches, [
      ['Paved road', 'pavedRoad'],
      ['Dirt road', 'dirtRoad'],
      ['Good going: column', 'goodColumn'],
      ['Good going: assault', 'goodAssault'],
      ['Good going: defensive', 'goodDefensive'],
      ['Bad going: column', 'badColumn'],
      ['Bad going: assault', 'badAssault'],
      ['Bad going: defensive', 'badDefensive'],
    ]),
  },
  'gbww2-gun-fire': {
    nameHeader: 'Gun and roll',
    columns: Array.from({ length: 12 }, (_, i) => ({
      header: i === 0 ? 'Range 1"' : `${i + 1}"`,
      cell: (r: { byRange: Record<string, number | null> }) => num(r.byRange[String(i + 1)] ?? null),
      numeric: true,
    })),
  },
  'gbww2-gun-fire-soft': {
    nameHeader: 'Target',
    columns: fieldColumns(upTo, [['Destroyed on (D10)', 'destroyOn']]),
  },
  'gbww2-rally-number': {
    nameHeader: 'Quality',
    columns: fieldColumns(String, [['Rally number (roll this or less)', 'rallyNumber']]),
  },
  'gbww2-rally-cover': {
    nameHeader: 'Battalion has stands',
    columns: fieldColumns(signedCell, [
      ['1 stand', 'oneStand'],
      ['2+ stands', 'twoOrMoreStands'],
    ]),
  },
  'gbww2-morale-count': {
    nameHeader: 'Total count',
    columns: Array.from({ length: 8 }, (_, i) => ({
      header: i === 0 ? 'Stands at start of day: 1' : String(i + 1),
      cell: (r: { byStands: Record<string, number | null> }) => {
        const v = r.byStands[String(i + 1)] ?? null;
        return v === null ? DASH : pct(v, '00');
      },
      numeric: true,
    })),
  },
  'gbww2-replacements': {
    nameHeader: 'Situation',
    columns: (['poor', 'inferior', 'average', 'superior', 'superb'] as const).map((key) => ({
      header: `Supply: ${key[0]!.toUpperCase()}${key.slice(1)}`,
      cell: (r: { extraStandLost: boolean } & Record<typeof key, number>) => (r.extraStandLost ? `${r[key]}/-1` : String(r[key])),
      numeric: true,
    })),
  },
  'gbww2-vehicle': {
    nameHeader: 'Vehicle',
    columns: [
      { header: 'Nation', cell: (r) => NATION_LABELS[r.nation] },
      { header: 'Type', cell: (r) => (r.group ? GROUP_LABELS[r.group] : DASH) },
      { header: 'Year', cell: (r) => r.year ?? DASH, numeric: true },
      { header: 'Stats', cell: (r) => `${r.gun}-${r.armour}-${r.speed}` },
      { header: 'Gun', cell: (r) => CLASS_LABELS[r.gun] },
      { header: 'Armor', cell: (r) => ARMOUR_LABELS[r.armour] },
      { header: 'Speed', cell: (r) => SPEED_LABELS[r.speed] },
    ],
  },
  'gbww2-gun-class': {
    nameHeader: 'Type and size',
    columns: [
      { header: 'Weapon', cell: (r) => (r.weapon === 'field-gun' ? 'Field gun' : 'Anti-tank gun') },
      { header: 'Class', cell: (r) => CLASS_LABELS[r.gunClass] },
    ],
  },
  'gbww2-unit-type': {
    nameHeader: 'Unit type',
    columns: [
      { header: 'Base', cell: (r) => r.baseSize },
      {
        header: 'Fire',
        cell: (r) => (r.fire === null ? DASH : r.fire === 'front-rank' ? 'Must be in the front rank to fire' : 'Does not fire'),
      },
      {
        header: 'Attached to an infantry battalion',
        cell: (r) =>
          r.attachment === 'one-of-each'
            ? 'At most 1 of this type (■)'
            : r.attachment === 'other'
              ? 'One of up to 2 other stands (■ ■)'
              : DASH,
      },
    ],
  },
  'gbww2-approach-damage': {
    nameHeader: 'Drop height',
    columns: fieldColumns(
      text,
      [
        ['Drift factor', 'driftFactor'],
        ['Light AA', 'lightAA'],
        ['Medium AA', 'mediumAA'],
        ['Heavy AA', 'heavyAA'],
      ],
      false,
    ),
  },
  'gbww2-drift': {
    nameHeader: 'D10',
    columns: fieldColumns(
      text,
      [
        ['Crete: 1st die', 'creteFirst'],
        ['Crete: 2nd die', 'creteSecond'],
        ['NW Europe: 1st die', 'nwEuropeFirst'],
        ['NW Europe: 2nd die', 'nwEuropeSecond'],
      ],
      false,
    ),
  },
  'gbww2-landing-damage': {
    nameHeader: 'Effect',
    columns: fieldColumns(
      text,
      [
        ['Day, paradrop: clear', 'dayParadropClear'],
        ['Day, paradrop: rough', 'dayParadropRough'],
        ['Day, glider: clear', 'dayGliderClear'],
        ['Day, glider: rough', 'dayGliderRough'],
        ['Night, paradrop: clear', 'nightParadropClear'],
        ['Night, paradrop: rough', 'nightParadropRough'],
        ['Night, glider: clear', 'nightGliderClear'],
        ['Night, glider: rough', 'nightGliderRough'],
      ],
      false,
    ),
  },
  'gbww2-air-attack': {
    nameHeader: 'Aircraft',
    columns: fieldColumns(upTo, [['Destroys on (D10)', 'destroyOn']]),
  },
};
