/**
 * What the list checks can and cannot verify: every obligation sections 3.0 to 10.5 put on a list ("must",
 * "may not", "only", "at least", "no more than", "limited to"), in our own words, with how the site
 * handles it. A finding code named here is one the engine raises (tests/lib/gwsh/list/listRules.test.ts
 * holds both ways: every code named exists, and every code the list engine raises is named). The page
 * /gwsh/what-is-checked/ is drawn from this list.
 */

export type Handling =
  /** The list builder, the organiser's check and `gwsh cost` raise these findings. */
  | { kind: 'checked'; codes: readonly string[]; note?: string }
  /** Not a property of a list: where it is applied instead. */
  | { kind: 'elsewhere'; note: string }
  /** A list file cannot show it: why, and who has to check it. */
  | { kind: 'not-checkable'; why: string };

export interface ListRule {
  id: string;
  /** The section that makes the rule. */
  rule: string;
  /** The obligation, in our own words. */
  says: string;
  handling: Handling;
}

export const listRules: readonly ListRule[] = [
  {
    id: 'one-corps-toe',
    rule: '9.0',
    says: 'Each list is drawn from one corps TO&E of the Great War Spearhead rulebook; Option B may use another corps TO&E, and players or an organiser may agree other exceptions, or researched historical TO&Es.',
    handling: {
      kind: 'not-checkable',
      why: 'A list file records the stands bought, not the TO&E they come from, and the TO&Es are in the main rulebook, which this site does not hold. The organiser checks it against the TO&E.',
    },
  },
  {
    id: 'support-assets',
    rule: '3.0',
    says: 'The support a corps lends, and its specialist troops, are to be kept few; at a competition the organiser sets how few.',
    handling: { kind: 'not-checkable', why: 'The limits are the organiser’s to set; the rules give no figures.' },
  },
  {
    id: 'three-lists',
    rule: '3.0',
    says: 'Each player prepares an Encounter, a Defend and an Attack list; the Encounter and Attack lists each with an Option A and an Option B, the Defend list with an Option A.',
    handling: {
      kind: 'checked',
      codes: ['set-no-basic-list', 'set-several-basic-lists', 'set-missing-option', 'set-fronts-differ'],
      note: 'Checked for each force when lists are checked together (a set in the list builder, the organiser’s page, gwsh cost --set).',
    },
  },
  {
    id: 'points-limits',
    rule: '3.0',
    says: 'Each list and option stays within its points: Defend 350 and 60; Attack 650, 60 and 100; Encounter 500, 60 and 100. A Defend list has no Option B.',
    handling: { kind: 'checked', codes: ['over-limit', 'limit-not-available'] },
  },
  {
    id: 'encounter-not-in-trench-periods',
    rule: '3.0',
    says: 'No Encounter list where the theatre or period is held by trench or defensive lines.',
    handling: {
      kind: 'checked',
      codes: ['encounter-not-available', 'front-not-set'],
      note: 'Checked once the list says which front it is for.',
    },
  },
  {
    id: 'encounter-light-entrenchments',
    rule: '3.0',
    says: 'An Encounter list may buy light entrenchments, and nothing else of the defences; they are lost if the player becomes the attacker in an advance to contact.',
    handling: { kind: 'checked', codes: ['entrenchments-not-allowed', 'defences-lost-if-attacker'] },
  },
  {
    id: 'western-front-1914-defend',
    rule: '3.0',
    says: 'On the western front in 1914 a Defend list may buy light entrenchments for two infantry brigades (their fighting, HQ and integral support stands).',
    handling: { kind: 'checked', codes: ['western-front-1914-light-only', 'entrenchment-allowance', 'entrenchments-exceed-stands'] },
  },
  {
    id: 'defences-by-front',
    rule: '10.3',
    says: 'Defences are bought with points early in 1914 and in the mobile actions (the Middle East, the eastern front in its mobile phases); in the static periods they come from the main rules instead, and on the western front in 1915 to 1918 entrenchments need not be bought.',
    handling: { kind: 'checked', codes: ['defences-from-main-rules', 'defences-in-attack-list', 'front-not-set'] },
  },
  {
    id: 'small-brigades',
    rule: '3.0',
    says: 'A brigade that begins the game with fewer than ten stands counts as a small brigade for victory conditions and reserves.',
    handling: {
      kind: 'checked',
      codes: ['small-brigade', 'empty-brigade'],
      note: 'Shown as information beside the brigade: it is allowed, with consequences on game day.',
    },
  },
  {
    id: 'under-strength-brigade',
    rule: '9.0',
    says: 'A brigade may be under strength, with no more than one third of its original fighting stands removed (reconnaissance and support-fire stands may go as well).',
    handling: {
      kind: 'not-checkable',
      why: 'A brigade’s original strength is in its TO&E, which a list file does not name; the organiser checks it.',
    },
  },
  {
    id: 'brigade-morale-types',
    rule: '9.0',
    says: 'Brigade morale grades are those the TO&E gives the division or corps (the ratios need not hold for the brigades on the table).',
    handling: {
      kind: 'not-checkable',
      why: 'The grades a TO&E allows are in the main rulebook. The site checks the grades against what the list says of the division (below) and against the nation’s quality table. 9.0 says the division and 10.1 the corps; the site reads the corps (reading grades-from-the-corps).',
    },
  },
  {
    id: 'two-brigades',
    rule: '9.0',
    says: 'An under-strength division still has at least two brigades from the official order of battle.',
    handling: {
      kind: 'checked',
      codes: ['too-few-brigades'],
      note: 'Counted on the basic list: brigades with stands of their own, not an HQ on its own. Whether they are from the official order of battle is the organiser’s to check.',
    },
  },
  {
    id: 'headquarters',
    rule: '9.0',
    says: 'A division HQ is always bought; with elements of more than one division, a division HQ for each and a corps HQ.',
    handling: { kind: 'checked', codes: ['no-division-hq', 'no-corps-hq', 'hq-unpriced'] },
  },
  {
    id: 'artillery-grade',
    rule: '9.0',
    says: 'Artillery and artillery FOOs are Regular, unless the whole division is Green or the whole division Veteran, when they share its grade.',
    handling: { kind: 'checked', codes: ['artillery-grade', 'division-grade-mismatch'] },
  },
  {
    id: 'off-table-full-strength',
    rule: '10.1',
    says: 'Off-table artillery regiments are bought at the full strength their TO&E gives.',
    handling: { kind: 'not-checkable', why: 'The full strength is in the TO&E; the organiser checks it.' },
  },
  {
    id: 'off-table-artillery-only',
    rule: '8.2.2',
    says: 'Only artillery stays off table, and off-table artillery costs 20% less.',
    handling: { kind: 'checked', codes: ['off-table-not-artillery'] },
  },
  {
    id: 'national-quality',
    rule: '10.2',
    says: 'Every ground unit’s cost is multiplied by its nation’s quality for its grade, brigade by brigade; aircraft and field defences never are.',
    handling: {
      kind: 'checked',
      codes: ['random-grade-unavailable', 'defence-in-brigade', 'unit-in-defences'],
      note: 'Applied in every cost, with the arithmetic shown.',
    },
  },
  {
    id: 'table-values',
    rule: '10.5',
    says: 'Troops and defences cost what the troop value tables give for the nation and the year.',
    handling: {
      kind: 'checked',
      codes: ['unknown-nation', 'unknown-unit', 'unknown-item', 'unit-outside-year', 'missing-cost'],
    },
  },
  {
    id: 'gas-who',
    rule: '8.2.1',
    says: 'Gas fire missions only in an attack-defence scenario: the attacker’s for pre-planned or counter-battery fire, the defender’s for counter-battery fire only.',
    handling: { kind: 'checked', codes: ['gas-not-allowed', 'gas-unusable-in-1914-defence'] },
  },
  {
    id: 'gas-limits',
    rule: '8.2.1',
    says: 'No more than 6 gas fire missions for the attacker and 3 for the defender, in all, counted over the force.',
    handling: { kind: 'checked', codes: ['too-many-gas-missions', 'set-too-many-gas-missions'] },
  },
  {
    id: 'gas-years',
    rule: '8.2.1',
    says: 'Gas is available by year as the main rules set out (their rule 8.9.2.5).',
    handling: { kind: 'not-checkable', why: 'The years are in the main rulebook, which this site does not hold.' },
  },
  {
    id: 'fire-mission-limits',
    rule: '8.2.1',
    says: 'Artillery and heavy mortar regiments fire 10 missions (90mm or less) or 5 (larger); smoke is limited to two rounds of fire a regiment.',
    handling: { kind: 'elsewhere', note: 'Counted during the game: the fire missions calculator keeps the tally.' },
  },
  {
    id: 'pre-planned-fire',
    rule: '8.2.2',
    says: 'Only off-table artillery fires pre-planned or counter-battery missions, and pre-planned fire only for the attacker in an attack-defence scenario.',
    handling: { kind: 'elsewhere', note: 'A game-day rule: the scenario card and the counter-battery calculator apply it.' },
  },
  {
    id: 'no-aircraft-1914',
    rule: '8.2.4',
    says: 'No aircraft in scenarios set in 1914, and each type only in its years.',
    handling: { kind: 'checked', codes: ['aircraft-in-1914', 'aircraft-outside-years'] },
  },
  {
    id: 'aircraft-maximum',
    rule: '10.4',
    says: 'A force buys no more aircraft than air superiority allows (the main rules, 9.1.1).',
    handling: {
      kind: 'checked',
      codes: ['too-many-aircraft', 'set-too-many-aircraft', 'air-superiority-not-checked'],
      note: 'Air superiority is settled by the main rules, so the player or organiser enters the maximum; without one it is not checked, and the result says so.',
    },
  },
  {
    id: 'one-aircraft-at-a-time',
    rule: '10.4',
    says: 'Only one aircraft is on the table at any one time.',
    handling: { kind: 'checked', codes: ['one-aircraft-at-a-time'], note: 'Shown as a reminder: buying several is allowed.' },
  },
];

/**
 * Findings that are no rule of the source: what the site says about the list itself. They are listed so
 * that every code the engine raises is accounted for.
 */
export const siteNotices: readonly { code: string; says: string }[] = [
  { code: 'empty-list', says: 'The list has no brigade yet.' },
  { code: 'data-version-differs', says: 'The list was built on another version of the table data.' },
];
