/**
 * The glossary word a Great War Spearhead finding turns on (src/content/glossary/gwsh.json), so a page can
 * offer the word's card beside the finding: the player told their artillery's grade is wrong, or that only
 * the attacker of an attack-defence game scores the exit bonus, may not know the word.
 */
export interface FindingTerm {
  /** The term's id in the glossary. */
  id: string;
  /** The word as the card's button shows it. */
  label: string;
}

const terms: Readonly<Record<string, FindingTerm>> = {
  grade: { id: 'morale-grade', label: 'morale grade' },
  offTable: { id: 'off-table-artillery', label: 'off-table artillery' },
  gas: { id: 'gas', label: 'gas fire missions' },
  defences: { id: 'defences', label: 'defences' },
  hq: { id: 'headquarters', label: 'headquarters' },
  small: { id: 'small-brigade', label: 'Small Brigade' },
  options: { id: 'options', label: 'Option A and Option B' },
  basic: { id: 'basic-list', label: 'basic list' },
  lists: { id: 'list-types', label: 'list types' },
  counterBattery: { id: 'counter-battery', label: 'counter-battery fire' },
  objective: { id: 'objective', label: 'objectives' },
  attackDefence: { id: 'attack-defence', label: 'attack-defence' },
  strategic: { id: 'strategic-situation', label: 'strategic situation' },
};

const byCode: Readonly<Record<string, keyof typeof terms>> = {
  'artillery-grade': 'grade',
  'division-grade-mismatch': 'grade',
  'random-grade-unavailable': 'grade',
  'off-table-reserve': 'offTable',
  'gas-not-allowed': 'gas',
  'gas-unusable-in-1914-defence': 'gas',
  'too-many-gas-missions': 'gas',
  'set-too-many-gas-missions': 'gas',
  'defences-in-attack-list': 'defences',
  'defence-in-brigade': 'defences',
  'defences-from-main-rules': 'defences',
  'defences-lost-if-attacker': 'defences',
  'unit-in-defences': 'defences',
  'entrenchment-allowance': 'defences',
  'entrenchments-exceed-stands': 'defences',
  'entrenchments-not-allowed': 'defences',
  'western-front-1914-light-only': 'defences',
  'no-division-hq': 'hq',
  'no-corps-hq': 'hq',
  'hq-unpriced': 'hq',
  'small-brigade': 'small',
  'set-missing-option': 'options',
  'set-no-basic-list': 'basic',
  'set-several-basic-lists': 'basic',
  'set-missing-list': 'lists',
  'encounter-not-available': 'lists',
  // Game day (victory points, the scenario, artillery).
  'both-options': 'options',
  'defender-option-b': 'options',
  'counter-battery-before-1915': 'counterBattery',
  'gas-outside-attack-defence': 'gas',
  'objectives-exceed-total': 'objective',
  'objectives-held-exceed-objectives': 'objective',
  'desert-potential-objectives-needed': 'objective',
  'potential-objectives-non-desert': 'objective',
  'exit-bonus-not-allowed': 'attackDefence',
  'entrenched-lines-not-attack-defence': 'attackDefence',
  'roles-do-not-fit-scenario': 'attackDefence',
  'nation-not-available': 'strategic',
  'green-second-tests-exceed-tests': 'grade',
};

/** The term a finding's code turns on; null for one that needs no word explained. */
export const findingTerm = (code: string): FindingTerm | null => (Object.hasOwn(byCode, code) ? terms[byCode[code]!]! : null);
