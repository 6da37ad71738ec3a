/**
 * The one place where the costing engine settles rules the GWSH text leaves open (issue 4). Each reading
 * has an explanation in plain English that the list builder shows beside a result it affects, and the
 * engine reports which readings a given list relied on (`ListCost.readings`).
 */

export interface Reading {
  /** Stable, kebab-case: pages and tests refer to it. */
  id: string;
  /** The rule section the reading interprets. */
  rule: string;
  title: string;
  explanation: string;
}

/** (a) GWSH 8.2.2, 10.2: what "20 % less" is taken from. */
export const OFF_TABLE_AFTER_QUALITY: Reading = {
  id: 'off-table-after-quality',
  rule: '10.2',
  title: 'The off-table discount comes after the quality multiplier',
  explanation:
    'Off-table artillery costs 20% less than it would cost on the table for the same nation and morale ' +
    'grade. We therefore work out the brigade as usual (stand costs added up, then multiplied by the ' +
    'national quality percentage) and take 20% off that figure: base cost × quality × 80%. Because both ' +
    'steps are multiplications, the order makes no difference to the result; what matters is that the ' +
    'discount is not a flat 20 points and is not taken from the stand costs before they are added up.',
};

/** (b) GWSH 10.1, 10.2, 10.5.1: the Artillery FOO. */
export const FOO_IS_A_GROUND_UNIT: Reading = {
  id: 'foo-is-a-ground-unit',
  rule: '10.2',
  title: 'An Artillery FOO is a stand of its brigade and is multiplied',
  explanation:
    'The Artillery FOO comes from the generic troops table, but it is still a stand on the table. The ' +
    'quality rule multiplies every ground unit and exempts only aircraft and field defences, and the ' +
    'purchase conditions give FOOs a morale grade (Regular unless the division is entirely Green or ' +
    'Veteran), which only makes sense if their cost follows that grade. So a FOO is bought as a stand in ' +
    'a brigade (normally the artillery it observes for) and its 10 points are multiplied, and discounted ' +
    'off table, with the rest of that brigade.',
};

/** (c) GWSH 8.2.1, 10.2, 10.5.1: gas fire missions. */
export const GAS_BOUGHT_AS_SUPPORT: Reading = {
  id: 'gas-bought-as-support',
  rule: '10.5.1',
  title: 'Gas fire missions are bought with the defences and are not multiplied',
  explanation:
    'Gas fire missions are priced in the same generic table as field defences, but they are neither ' +
    'stands nor fortifications: they are ammunition for artillery the list already has. A fire mission ' +
    'has no morale grade, so we do not multiply it by national quality. In a list file they are bought ' +
    'as items of the "defences" list (one item per fire mission), next to wire and entrenchments, and ' +
    'are added to the total at their table price.',
};

/** (d) GWSH 10.2: the Random grade. */
export const RANDOM_GRADE_MULTIPLIER: Reading = {
  id: 'random-grade-multiplier',
  rule: '10.2',
  title: 'A Random brigade uses the Random column of its nation group',
  explanation:
    'A brigade whose grade is Random (decided during the game) is paid for with the Random percentage ' +
    'of its nation group: 80% for Russian, Turkish, Italian, Austro-Hungarian, Bulgarian and other ' +
    'nations. The German/USA/French/UK group has no Random column, so those nations cannot field Random ' +
    'brigades; such a brigade is reported and shown at its unmultiplied base cost.',
};

/** (e) GWSH 9.0, 10.1: which brigades the artillery-grade rule applies to. */
export const ARTILLERY_BRIGADE: Reading = {
  id: 'artillery-brigade',
  rule: '9.0',
  title: 'How an artillery brigade is recognised',
  explanation:
    'Artillery must be Regular unless every other brigade of the division is Green, or every other ' +
    'brigade is Veteran, in which case the artillery takes that grade. A brigade counts as artillery when ' +
    'it has stands and every one of them is an artillery row of the nation\'s cost table or an Artillery ' +
    'FOO. Guns inside an infantry or cavalry brigade are that brigade\'s support weapons and take its ' +
    'grade. All the brigades that are not artillery are "the rest of the division". A FOO bought inside ' +
    'a non-artillery brigade must still have the artillery grade.',
};

/** How a brigade with no multiplier (Random where there is none, an unknown nation) is still costed. */
export const UNMULTIPLIED_WHEN_NO_MULTIPLIER: Reading = {
  id: 'unmultiplied-when-no-multiplier',
  rule: '10.2',
  title: 'No multiplier: shown at base cost',
  explanation:
    'When the quality table has no percentage for a brigade (a grade the nation group lacks, or a ' +
    'nation the table does not list), the brigade is still costed so that nothing disappears from the ' +
    'total: it is shown at its base cost, unmultiplied, and the list carries an error saying why.',
};

export const readings: readonly Reading[] = [
  OFF_TABLE_AFTER_QUALITY,
  FOO_IS_A_GROUND_UNIT,
  GAS_BOUGHT_AS_SUPPORT,
  RANDOM_GRADE_MULTIPLIER,
  ARTILLERY_BRIGADE,
  UNMULTIPLIED_WHEN_NO_MULTIPLIER,
];

/** Generic rows whose meaning a reading settles. */
export const FOO_ROW_ID = 'artillery-foo';
