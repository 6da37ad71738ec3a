/** Column layout of the Great Battles of WWII tables. */
import type { gbww2RowSchemas } from '../../../lib/data/schemas/gbww2.ts';
import type { ColumnsFor, Column } from './types.ts';
import { DASH, num, signedCell } from './format.ts';

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
    columns: [
      { header: '1st player', cell: (r) => inches(r.firstPlayer), numeric: true },
      { header: '2nd player', cell: (r) => inches(r.secondPlayer), numeric: true },
    ],
  },
  'gbww2-deployment': {
    nameHeader: 'When deployed',
    columns: [
      { header: 'Nearest enemy 3"', cell: (r) => code(r.within3) },
      { header: '6"', cell: (r) => code(r.within6) },
      { header: '9"', cell: (r) => code(r.within9) },
      { header: '12"', cell: (r) => code(r.within12) },
      { header: 'Over 12"', cell: (r) => code(r.over12) },
    ],
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
    columns: [{ header: 'Suppressed on (D10)', cell: (r) => upTo(r.suppressOn), numeric: true }],
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
    columns: [
      { header: 'Range 1"', cell: (r) => num(r.upTo1), numeric: true },
      { header: '2"', cell: (r) => num(r.upTo2), numeric: true },
      { header: '3"', cell: (r) => num(r.upTo3), numeric: true },
      { header: '8"', cell: (r) => num(r.upTo8), numeric: true },
    ],
  },
  'gbww2-smg-fire': {
    nameHeader: 'Roll',
    columns: [
      { header: 'Range 1"', cell: (r) => num(r.upTo1), numeric: true },
      { header: '2"', cell: (r) => num(r.upTo2), numeric: true },
      { header: '8"', cell: (r) => num(r.upTo8), numeric: true },
    ],
  },
  'gbww2-movement': {
    nameHeader: 'Mover',
    columns: [
      { header: 'Paved road', cell: (r) => inches(r.pavedRoad), numeric: true },
      { header: 'Dirt road', cell: (r) => inches(r.dirtRoad), numeric: true },
      { header: 'Good going: column', cell: (r) => inches(r.goodColumn), numeric: true },
      { header: 'Good going: assault', cell: (r) => inches(r.goodAssault), numeric: true },
      { header: 'Good going: defensive', cell: (r) => inches(r.goodDefensive), numeric: true },
      { header: 'Bad going: column', cell: (r) => inches(r.badColumn), numeric: true },
      { header: 'Bad going: assault', cell: (r) => inches(r.badAssault), numeric: true },
      { header: 'Bad going: defensive', cell: (r) => inches(r.badDefensive), numeric: true },
    ],
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
    columns: [{ header: 'Destroyed on (D10)', cell: (r) => upTo(r.destroyOn), numeric: true }],
  },
  'gbww2-rally-number': {
    nameHeader: 'Quality',
    columns: [{ header: 'Rally number (roll this or less)', cell: (r) => String(r.rallyNumber), numeric: true }],
  },
  'gbww2-rally-cover': {
    nameHeader: 'Battalion has stands',
    columns: [
      { header: '1 stand', cell: (r) => signedCell(r.oneStand), numeric: true },
      { header: '2+ stands', cell: (r) => signedCell(r.twoOrMoreStands), numeric: true },
    ],
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
    columns: [
      { header: 'Drift factor', cell: (r) => r.driftFactor },
      { header: 'Light AA', cell: (r) => r.lightAA },
      { header: 'Medium AA', cell: (r) => r.mediumAA },
      { header: 'Heavy AA', cell: (r) => r.heavyAA },
    ],
  },
  'gbww2-drift': {
    nameHeader: 'D10',
    columns: [
      { header: 'Crete: 1st die', cell: (r) => r.creteFirst },
      { header: 'Crete: 2nd die', cell: (r) => r.creteSecond },
      { header: 'NW Europe: 1st die', cell: (r) => r.nwEuropeFirst },
      { header: 'NW Europe: 2nd die', cell: (r) => r.nwEuropeSecond },
    ],
  },
  'gbww2-landing-damage': {
    nameHeader: 'Effect',
    columns: [
      { header: 'Day, paradrop: clear', cell: (r) => r.dayParadropClear },
      { header: 'Day, paradrop: rough', cell: (r) => r.dayParadropRough },
      { header: 'Day, glider: clear', cell: (r) => r.dayGliderClear },
      { header: 'Day, glider: rough', cell: (r) => r.dayGliderRough },
      { header: 'Night, paradrop: clear', cell: (r) => r.nightParadropClear },
      { header: 'Night, paradrop: rough', cell: (r) => r.nightParadropRough },
      { header: 'Night, glider: clear', cell: (r) => r.nightGliderClear },
      { header: 'Night, glider: rough', cell: (r) => r.nightGliderRough },
    ],
  },
  'gbww2-air-attack': {
    nameHeader: 'Aircraft',
    columns: [{ header: 'Destroys on (D10)', cell: (r) => upTo(r.destroyOn), numeric: true }],
  },
};
