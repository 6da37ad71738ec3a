/**
 * The one place where the costing engine settles rules the GWSH text leaves open: each reading's id,
 * section and title, which results carry (`ListCost.readings`). What each says in full, and its
 * alternative, is in ./readingTexts.ts, loaded only by what shows them, so a page that costs a list does
 * not carry every explanation before it draws.
 */

import type { ReadingRef } from '../../reading.ts';

export type { ReadingRef } from '../../reading.ts';

/** (a) GWSH 8.2.2, 10.2: what "20 % less" is taken from. */
export const OFF_TABLE_AFTER_QUALITY: ReadingRef = {
  id: 'off-table-after-quality',
  rule: '10.2',
  title: "The off-table discount is 20% of the brigade's multiplied cost",
};

/** (b) GWSH 10.1, 10.2, 10.5.1: the Artillery FOO. */
export const FOO_IS_A_GROUND_UNIT: ReadingRef = {
  id: 'foo-is-a-ground-unit',
  rule: '10.2',
  title: 'An Artillery FOO is a stand of its brigade and is multiplied',
};

/** (c) GWSH 8.2.1, 10.2, 10.5.1: gas fire missions. */
export const GAS_BOUGHT_AS_SUPPORT: ReadingRef = {
  id: 'gas-bought-as-support',
  rule: '10.5.1',
  title: 'Gas fire missions are bought with the defences and are not multiplied',
};

/** (d) GWSH 10.2: the Random grade. */
export const RANDOM_GRADE_MULTIPLIER: ReadingRef = {
  id: 'random-grade-multiplier',
  rule: '10.2',
  title: 'A Random brigade uses the Random column of its nation group',
};

/** (e) GWSH 9.0, 10.1: which brigades the artillery-grade rule applies to. */
export const ARTILLERY_BRIGADE: ReadingRef = {
  id: 'artillery-brigade',
  rule: '9.0',
  title: 'How an artillery brigade is recognised',
};

/** (g) GWSH 9.0, 10.1: a FOO listed in a brigade that is not artillery. */
export const FOO_GRADE_OF_ITS_OWN: ReadingRef = {
  id: 'foo-grade-of-its-own',
  rule: '10.1',
  title: 'A FOO in another brigade keeps the artillery grade; its points follow that brigade',
};

/** How a brigade with no multiplier (Random where there is none, an unknown nation) is still costed. */
export const UNMULTIPLIED_WHEN_NO_MULTIPLIER: ReadingRef = {
  id: 'unmultiplied-when-no-multiplier',
  rule: '10.2',
  title: 'No multiplier: shown at base cost',
};

/** (h) GWSH 3.0, 5.0, 10.3: which fronts are "constricted by trench lines". */
export const TRENCH_BOUND_FRONTS: ReadingRef = {
  id: 'trench-bound-fronts',
  rule: '3.0',
  title: 'The western front is trench-bound from 1915; other fronts as the player marks them',
};

/** (i) GWSH 3.0, 10.3: heavier works in a 1914 western-front Defend list. */
export const WESTERN_FRONT_1914_LIGHT_ONLY: ReadingRef = {
  id: 'western-front-1914-light-only',
  rule: '3.0',
  title: '1914 western-front Defend lists buy light entrenchments only',
};

/** (j) GWSH 3.0: whose stands the 1914 allowance is counted from. */
export const ALLOWANCE_FROM_TWO_LARGEST: ReadingRef = {
  id: 'allowance-from-two-largest',
  rule: '3.0',
  title: "The 1914 allowance is counted from the list's two largest infantry brigades",
};

/** (k) GWSH 9.0, 10.5: HQs the rules require but do not price. */
export const HQ_COSTED_ZERO: ReadingRef = {
  id: 'hq-costed-zero',
  rule: '9.0',
  title: 'Division and Corps HQs are costed 0',
};

/** (l) GWSH 3.0, 8.2.1: what "the force" is for limits set per side. */
export const FORCE_IS_BASIC_AND_ONE_OPTION: ReadingRef = {
  id: 'force-is-basic-and-one-option',
  rule: '8.2.1',
  title: 'A force is a basic list with at most one of its options',
};

/** GWSH 3.0: how a total is held against the list's points. */
export const TOTALS_COMPARED_EXACTLY: ReadingRef = {
  id: 'totals-compared-exactly',
  rule: '3.0',
  title: "A list's total is compared with its points exactly, unrounded",
};

/** GWSH 8.2.2, 10.2: a FOO listed in an off-table artillery brigade. */
export const FOO_OFF_TABLE_WITH_ITS_BRIGADE: ReadingRef = {
  id: 'foo-off-table-with-its-brigade',
  rule: '10.2',
  title: 'A FOO listed in an off-table brigade takes the off-table discount with it',
};

/** GWSH 10.5.2 (Turkey): the row "1918 Arabs/3rd line reserves". */
export const TURKISH_1918_ARABS_ONE_ROW: ReadingRef = {
  id: 'turkish-1918-arabs-one-row',
  rule: '10.5.2',
  title: 'Turkey\'s "1918 Arabs/3rd line reserves" is one troop type, for 1918 only',
};

/** (p) GWSH 10.3: defences bought with points in the static periods. */
export const STATIC_DEFENCES_NOT_BOUGHT: ReadingRef = {
  id: 'static-defences-not-bought',
  rule: '10.3',
  title: 'In the static periods no defence is bought with the list’s points',
};

/** GWSH 9.0, 10.1: whose TO&E the brigade grades come from. */
export const GRADES_FROM_THE_CORPS: ReadingRef = {
  id: 'grades-from-the-corps',
  rule: '10.1',
  title: 'Brigade grades are those the TO&E gives the corps the list is drawn from',
};

/** GWSH 9.0: when the group that holds the Division or Corps HQ is one of the division's brigades. */
export const HQ_GROUP_NOT_A_BRIGADE: ReadingRef = {
  id: 'hq-group-not-a-brigade',
  rule: '9.0',
  title: 'The HQ with a few divisional assets is the command, not a brigade',
};

/** GWSH 9.0: what else counts towards the division's two brigades. */
export const ANY_GROUP_IS_A_BRIGADE: ReadingRef = {
  id: 'any-group-is-a-brigade',
  rule: '9.0',
  title: 'Any group besides the command counts as a brigade, off the table too',
};

/**
 * GWSH 3.0, 9.0: an infantry gun (every nation's "…-infantry-gun" rows, 37mm and 76.2mm) listed in an infantry
 * brigade, for the 1914 allowance and the artillery's grade.
 */
export const INFANTRY_GUNS_INTEGRAL: ReadingRef = {
  id: 'infantry-guns-integral',
  rule: '3.0',
  title: 'Infantry guns are integral to their brigade',
};

/** Every reading of list costing, in the order the readings page lists them. */
export const readingRefs: readonly ReadingRef[] = [
  OFF_TABLE_AFTER_QUALITY,
  FOO_IS_A_GROUND_UNIT,
  GAS_BOUGHT_AS_SUPPORT,
  RANDOM_GRADE_MULTIPLIER,
  ARTILLERY_BRIGADE,
  FOO_GRADE_OF_ITS_OWN,
  UNMULTIPLIED_WHEN_NO_MULTIPLIER,
  TRENCH_BOUND_FRONTS,
  WESTERN_FRONT_1914_LIGHT_ONLY,
  ALLOWANCE_FROM_TWO_LARGEST,
  HQ_COSTED_ZERO,
  FORCE_IS_BASIC_AND_ONE_OPTION,
  TOTALS_COMPARED_EXACTLY,
  FOO_OFF_TABLE_WITH_ITS_BRIGADE,
  TURKISH_1918_ARABS_ONE_ROW,
  GRADES_FROM_THE_CORPS,
  STATIC_DEFENCES_NOT_BOUGHT,
  HQ_GROUP_NOT_A_BRIGADE,
  ANY_GROUP_IS_A_BRIGADE,
  INFANTRY_GUNS_INTEGRAL,
];

/** Generic rows whose meaning a reading settles. */
export const FOO_ROW_ID = 'artillery-foo';
export const DIVISION_HQ_ROW_ID = 'division-hq';
export const CORPS_HQ_ROW_ID = 'corps-hq';
/** Turkey's row that TURKISH_1918_ARABS_ONE_ROW reads. */
export const TURKISH_ARABS_ROW_ID = '1918-arabs-3rd-line-reserves';
