/** Column layout of the rules1916 tables. */
import type { rules1916RowSchemas } from '#src/lib/data/schemas/rules1916.ts';
import type { ColumnsFor } from './types.ts';
import { DASH, signedCell } from './format.ts';
import { chartValueText } from '#src/lib/rules1916/perSubUnit.ts';
import { exactDecimal } from '#src/lib/rules1916/scales.ts';
import { mixedNumber } from '#src/lib/rules1916/measureText.ts';
import { nationLabel } from '#src/lib/rules1916/nations.ts';

const perUnit = (v: number) => chartValueText(v);
const yesNo = (v: boolean | null) => (v === null ? DASH : v ? 'yes' : 'no');
const orDash = (v: string | null) => v ?? DASH;
const inches = (r: { min: number | null; max: number }) => {
  const max = `${mixedNumber(exactDecimal(r.max))}"`;
  return r.min === null ? max : `${mixedNumber(exactDecimal(r.min))}"–${max}`;
};
const withFootnote = (r: { footnote?: string }) => r.footnote ?? '';

export const rules1916Columns: ColumnsFor<keyof typeof rules1916RowSchemas> = {
  '1916-barrage-availability': {
    nameHeader: 'Die roll (modified)',
    columns: [
      { header: 'Local attack barrage: attacker', cell: (r) => perUnit(r.localAttack.attacker), numeric: true },
      { header: 'Local attack barrage: defender', cell: (r) => perUnit(r.localAttack.defender), numeric: true },
      { header: 'Big push barrage (from 1916): attacker', cell: (r) => perUnit(r.bigPush.attacker), numeric: true },
      { header: 'Big push barrage (from 1916): defender', cell: (r) => perUnit(r.bigPush.defender), numeric: true },
      { header: 'On-call artillery (header lost; our reading)', cell: (r) => perUnit(r.onCall), numeric: true },
      {
        header: 'Airstrikes, attacker from 1915 (header lost; our reading)',
        cell: (r) => (r.airstrikes === null ? DASH : String(r.airstrikes)),
        numeric: true,
      },
      { header: 'Gas available (from 1915): German', cell: (r) => yesNo(r.gas.german) },
      { header: 'Gas available (from 1915): other', cell: (r) => yesNo(r.gas.other) },
    ],
  },
  '1916-barrage-modifiers': {
    nameHeader: 'As printed',
    columns: [
      { header: 'Nation', cell: (r) => nationLabel(r.nation) },
      { header: 'Applied in', cell: (r) => (r.years.from === r.years.to ? String(r.years.from) : `${r.years.from}–${r.years.to}`) },
      { header: 'Modifier', cell: (r) => signedCell(r.modifier), numeric: true },
    ],
  },
  '1916-extra-heavy-weapons': {
    nameHeader: 'Die roll',
    columns: (['A', 'B', 'C', 'D', 'F'] as const).map((c) => ({ header: `Column ${c}`, cell: (r) => perUnit(r[c]), numeric: true })),
  },
  '1916-heavy-weapon-recommendations': {
    nameHeader: 'Year and category',
    columns: [
      { header: 'Nations', cell: (r) => (r.nations ? r.nations.map(nationLabel).join(', ') : 'All') },
      { header: 'Column', cell: (r) => r.column },
    ],
  },
  '1916-setup-proximity': {
    nameHeader: 'Terrain',
    columns: [1, 2, 3, 4, 5, 6].map((roll) => ({ header: `Roll ${roll}`, cell: (r) => `${r.yards[roll - 1]} yds`, numeric: true })),
  },
  '1916-lull-features': {
    nameHeader: 'Lull feature',
    columns: [
      { header: 'Short lull', cell: (r) => r.shortLull },
      { header: 'Long lull', cell: (r) => r.longLull },
      { header: 'Footnote (our words)', cell: withFootnote },
    ],
  },
  '1916-reinforcements': {
    nameHeader: 'Die roll',
    columns: [
      { header: 'Attacker', cell: (r) => r.attacker.text },
      { header: 'Defender', cell: (r) => r.defender.text },
    ],
  },
  '1916-base-sizes': {
    nameHeader: 'Troop type',
    columns: [
      { header: 'Large: base (inches)', cell: (r) => orDash(r.large.baseSize) },
      { header: 'Large: 20mm figures', cell: (r) => r.large.figures20mm },
      { header: 'Large: 15mm figures', cell: (r) => r.large.figures15mm },
      { header: 'Medium: base (inches) ¹', cell: (r) => r.medium.baseSize ?? 'lost in source' },
      { header: 'Medium: 15mm figures', cell: (r) => r.medium.figures15mm },
      { header: 'Small: base (inches)', cell: (r) => orDash(r.small.baseSize) },
      { header: 'Small: 12mm figures', cell: (r) => r.small.figures12mm },
      { header: 'Small: 1/300 figures', cell: (r) => r.small.figures1to300 },
    ],
  },
  '1916-weapon-ranges': {
    nameHeader: 'Weapon',
    columns: [
      { header: 'Large scale (1" = 20 yards)', cell: (r) => inches(r.large), numeric: true },
      { header: 'Medium scale (1" = 30 yards)', cell: (r) => inches(r.medium), numeric: true },
      { header: 'Small scale (1" = 40 yards)', cell: (r) => inches(r.small), numeric: true },
      { header: 'Footnote (our words)', cell: withFootnote },
    ],
  },
  '1916-terrain-effects': {
    nameHeader: 'Terrain feature',
    columns: [
      { header: 'Recommended material', cell: (r) => orDash(r.material) },
      { header: 'Movement: rough?', cell: (r) => r.rough },
      { header: 'Movement: assault through?', cell: (r) => r.assaultThrough },
      { header: 'Movement: impassable to', cell: (r) => orDash(r.impassableTo) },
      { header: 'Height', cell: (r) => r.height },
      { header: 'Blocks LOS? prone', cell: (r) => r.blocksLosProne },
      { header: 'Blocks LOS? standing', cell: (r) => r.blocksLosStanding },
      { header: 'Cover: weight', cell: (r) => orDash(r.coverWeight) },
      { header: 'Cover: open?', cell: (r) => orDash(r.coverOpen) },
    ],
  },
  '1916-base-intervals': {
    nameHeader: 'Troops',
    columns: [{ header: 'Largest base interval', cell: (r) => r.text }],
  },
};
