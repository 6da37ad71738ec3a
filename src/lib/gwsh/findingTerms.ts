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

/** Each glossary term a finding may turn on, by id, and the word as the card's button shows it. */
const labels: Readonly<Record<string, string>> = {
  'morale-grade': 'morale grade',
  'off-table-artillery': 'off-table artillery',
  gas: 'gas fire missions',
  defences: 'defences',
  headquarters: 'headquarters',
  'small-brigade': 'Small Brigade',
  options: 'Option A and Option B',
  'basic-list': 'basic list',
  'list-types': 'list types',
  'counter-battery': 'counter-battery fire',
  objective: 'objectives',
  'attack-defence': 'attack-defence',
  'strategic-situation': 'strategic situation',
};

/** The glossary term each finding code turns on. */
const byCode: Readonly<Record<string, keyof typeof labels>> = {
  'artillery-grade': 'morale-grade',
  'division-grade-mismatch': 'morale-grade',
  'random-grade-unavailable': 'morale-grade',
  'off-table-reserve': 'off-table-artillery',
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
  'no-division-hq': 'headquarters',
  'no-corps-hq': 'headquarters',
  'hq-unpriced': 'headquarters',
  'small-brigade': 'small-brigade',
  'set-missing-option': 'options',
  'set-no-basic-list': 'basic-list',
  'set-several-basic-lists': 'basic-list',
  'set-missing-list': 'list-types',
  'encounter-not-available': 'list-types',
  // Game day (victory points, the scenario, artillery).
  'both-options': 'options',
  'defender-option-b': 'options',
  'counter-battery-before-1915': 'counter-battery',
  'gas-outside-attack-defence': 'gas',
  'objectives-exceed-total': 'objective',
  'objectives-held-exceed-objectives': 'objective',
  'desert-potential-objectives-needed': 'objective',
  'potential-objectives-non-desert': 'objective',
  'exit-bonus-not-allowed': 'attack-defence',
  'entrenched-lines-not-attack-defence': 'attack-defence',
  'roles-do-not-fit-scenario': 'attack-defence',
  'nation-not-available': 'strategic-situation',
  'green-second-tests-exceed-tests': 'morale-grade',
};

/** The term a finding's code turns on; null for one that needs no word explained. */
export function findingTerm(code: string): FindingTerm | null {
  if (!Object.hasOwn(byCode, code)) return null;
  const id = byCode[code]!;
  return { id, label: labels[id]! };
}
