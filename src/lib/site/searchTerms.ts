/**
 * The words players search for that a table row does not print: the source abbreviates ("Mk IV") and
 * files tanks under "Armoured vehicles", so a search for "Mark IV tank" would find nothing. These words are
 * indexed with the row (not shown), so the search finds the row under the names players use.
 */

/** Abbreviations in row names and the words players type for them. */
const spelledOut: readonly [RegExp, string][] = [
  [/\bMk\.?\s*/i, 'Mark '],
  [/\bMG\b/, 'machine gun '],
  [/\bHMG\b/, 'heavy machine gun '],
  [/\bLMG\b/, 'light machine gun '],
  [/\bMMG\b/, 'medium machine gun '],
  [/\bHQ\b/, 'headquarters '],
  [/\bFOO\b/, 'forward observer '],
  [/\bAT\b/, 'anti-tank '],
  [/\bpdr\b/, 'pounder '],
  [/\bEng\b/, 'engineers '],
];

/** Words a category of troops goes by. */
const categoryWords: Readonly<Record<string, string>> = {
  'armoured-vehicle': 'tank tanks armoured vehicle armoured car',
  artillery: 'artillery gun',
};

/** Extra words to index with a row, or '' when it needs none. */
export function searchTerms(row: { name: string; category?: string }): string {
  let expanded = row.name;
  for (const [abbreviation, words] of spelledOut) expanded = expanded.replace(abbreviation, words);
  const extra = [
    expanded === row.name ? '' : expanded.replace(/\s+/g, ' ').trim(),
    row.category ? (categoryWords[row.category] ?? '') : '',
  ];
  return extra.filter(Boolean).join(' ');
}
