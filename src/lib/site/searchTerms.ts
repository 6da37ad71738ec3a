/**
 * The words players search for that the site's text does not print: the source abbreviates ("Mk IV",
 * "FOO", "MG") and players abbreviate too ("arty", "HQ", "off table"). One list of synonyms, indexed at
 * build time beside a table row's name and beside a rule page's headings (not shown), so a search finds
 * the row or rule under the names players use.
 */

/** How the text writes a thing, and the words players also use for it (added after it, the text kept). */
export interface Synonym {
  readonly written: RegExp;
  readonly also: string;
  /** Only beside headings: "arty" means the artillery rules, not every row with a gun in it. */
  readonly headingsOnly?: boolean;
}

export const synonyms: readonly Synonym[] = [
  { written: /\bMk\.?\s*(?=[IVX\d])/gi, also: 'Mark' },
  { written: /\bMG\b/g, also: 'machine gun' },
  { written: /\bHMG\b/g, also: 'heavy machine gun' },
  { written: /\bLMG\b/g, also: 'light machine gun' },
  { written: /\bMMG\b/g, also: 'medium machine gun' },
  { written: /\bmachine guns?\b/gi, also: 'MG' },
  { written: /\bHQs?\b/g, also: 'headquarters' },
  { written: /\bheadquarters\b/gi, also: 'HQ' },
  { written: /\bFOO\b/g, also: 'forward observer forward observation officer' },
  { written: /\bforward observers?\b/gi, also: 'FOO' },
  { written: /\bAT\b/g, also: 'anti-tank' },
  { written: /\bpdr\b/g, also: 'pounder' },
  { written: /\bEng\b/g, also: 'engineers' },
  { written: /\boff-table\b/gi, also: 'off table' },
  { written: /\bartillery\b/gi, also: 'arty', headingsOnly: true },
  { written: /\barmoured vehicles?\b/gi, also: 'tank tanks' },
  // The words of the table side: "op fire", "trenches" for entrenchments, "end of game", "max".
  { written: /\bopportunity fire\b/gi, also: 'op fire' },
  { written: /\bentrenchments?\b/gi, also: 'trenches trench' },
  // "trenches cost" asks for the defences' prices, not the trench mortars' (their rows say "trench").
  { written: /\bdefences?\b/gi, also: 'field works entrenchments trenches', headingsOnly: true },
  { written: /\bend of play\b/gi, also: 'end of game', headingsOnly: true },
  { written: /\bmaximum\b/gi, also: 'max', headingsOnly: true },
];

/** Words a category of troops goes by. */
const categoryWords: Readonly<Record<string, string>> = {
  'armoured-vehicle': 'tank tanks armoured vehicle armoured car',
  artillery: 'artillery gun',
};

/**
 * The text with each synonym added after the words it stands for, in one pass over the text as written
 * (so "MG" gains "machine gun" without that gaining "MG" again); the text itself when none applies.
 * A row's name (`inHeading` false) leaves out the synonyms kept for headings.
 */
export function withSynonyms(text: string, inHeading = true): string {
  const found = synonyms
    .filter((s) => inHeading || !s.headingsOnly)
    .flatMap(({ written, also }) => [...text.matchAll(written)].map((m) => ({ at: m.index, end: m.index + m[0].length, also })))
    .sort((a, b) => a.at - b.at || b.end - a.end);
  let out = '';
  let from = 0;
  for (const f of found) {
    if (f.at < from) continue; // inside a longer match already replaced
    out += `${text.slice(from, f.end)} ${f.also} `;
    from = f.end;
  }
  return `${out}${text.slice(from)}`.replace(/\s+/g, ' ').trim();
}

/**
 * Extra words to index with a row, or '' when it needs none. A row with a points price (`priced`) gains
 * "cost": the tables print "points", players ask what a thing costs ("fighter cost").
 */
export function searchTerms(row: { name: string; category?: string; priced?: boolean }): string {
  const expanded = withSynonyms(row.name, false);
  const extra = [
    expanded === row.name.replace(/\s+/g, ' ').trim() ? '' : expanded,
    row.category ? (categoryWords[row.category] ?? '') : '',
    row.priced ? 'cost' : '',
  ];
  return extra.filter(Boolean).join(' ');
}
