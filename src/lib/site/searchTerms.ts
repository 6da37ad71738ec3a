/**
 * The words players search for that the site's text does not print: the source abbreviates ("Mk IV",
 * "FOO", "MG") and players abbreviate too ("arty", "HQ", "off table"). One list of synonyms, indexed at
 * build time beside a table row's name and beside a rule page's headings (not shown), so a search finds
 * the row or rule under the names players use.
 */

/** How the text writes a thing, and the words players also use for it (added after it, the text kept). */
export interface Synonym {
  readonly written: RegExp;
  /** The words added, or made from what was matched. */
  readonly also: string | ((match: string) => string);
  /** Only beside headings: "arty" means the artillery rules, not every row with a gun in it. */
  readonly headingsOnly?: boolean;
}

export const synonyms: readonly Synonym[] = [
  { written: /\bMk\.?\s*(?=[IVX\d])/gi, also: 'Mark' },
  // GWSH's tables print every machine gun as MG; players type HMG.
  { written: /\bMG\b/g, also: 'machine gun HMG' },
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
  { written: /\bdefences?\b/gi, also: 'field works entrenchments trenches defense defenses', headingsOnly: true },
  { written: /\bend of play\b/gi, also: 'end of game', headingsOnly: true },
  { written: /\bmaximum\b/gi, also: 'max', headingsOnly: true },
  { written: /\bminimum\b/gi, also: 'min', headingsOnly: true },
  // The questions players ask of a heading in their own words: who fights whom, who sets up first, how far apart.
  { written: /\bAxis and Allied\b/gi, also: 'sides opponents enemies who fights whom', headingsOnly: true },
  { written: /\b(?:attack-defence|encounter) sequence\b/gi, also: 'order of set up deploy deployment', headingsOnly: true },
  { written: /\bbase intervals\b/gi, also: 'spacing gaps how far apart', headingsOnly: true },
  { written: /\bRolling for the scenario\b/gi, also: 'who attacks attacker defender', headingsOnly: true },
  { written: /\bairborne\b/gi, also: 'paratroops paratroopers paras parachute', headingsOnly: true },
  { written: /\baction points\b/gi, also: 'AP APs', headingsOnly: true },
  { written: /\bbase sizes\b/gi, also: 'how big large dimensions', headingsOnly: true },
  { written: /\blist points\b/gi, also: 'points limit limits', headingsOnly: true },
  { written: /\bDefend list\b/g, also: 'entrenchments trenches', headingsOnly: true },
  { written: /\bBreaking enemy morale\b/gi, also: 'broken brigade brigades', headingsOnly: true },
  // The scenario system's only limits on ammunition are its smoke and gas limits.
  { written: /\bsmoke and gas limits\b/gi, also: 'ammunition ammo limits run out', headingsOnly: true },
  // Players' abbreviations for the rules' own terms.
  { written: /\bnational quality\b/gi, also: 'NQ', headingsOnly: true },
  { written: /\border of battle\b/gi, also: 'OOB', headingsOnly: true },
  { written: /\bvictory points?\b/gi, also: 'VP VPs', headingsOnly: true },
  // American spellings of the British ones the source prints.
  { written: /\barmoured\b/gi, also: 'armored' },
  { written: /\barmour\b/gi, also: 'armor' },
  { written: /\bcalibre\b/gi, also: 'caliber' },
  { written: /\bmanoeuvres?\b/gi, also: 'maneuver' },
  // A year span is found by each year in it ("MG 1918" finds "MG 1917-18"): the years it does not write in full.
  { written: /\b19(1[4-8])\s*[-–]\s*(?:19)?(1[4-8])\b/g, also: yearsOfSpan },
];

/**
 * The years of a span that it does not write in full: "1915-18" gives "1916 1917 1918" (the index already
 * finds "1915"), "1914-1916" gives "1915".
 */
function yearsOfSpan(span: string): string {
  const [from, to] = [...span.matchAll(/1[4-8]\b/g)].map((m) => 1900 + Number(m[0]));
  const years: number[] = [];
  for (let y = from! + 1; y <= (to ?? from!); y++) if (!span.includes(String(y))) years.push(y);
  return years.join(' ');
}

/**
 * Players' words for what the rules print otherwise, as players write them, and the rules' words: read as the
 * rules' words when a search with them finds nothing (public/search-dialog.js, through /search-words.json), and
 * shown beside a glossary term they name (playersNamesFor).
 */
const playersWordList: readonly (readonly [written: string, rules: string])[] = [
  ['aeroplane', 'aircraft'],
  ['aeroplanes', 'aircraft'],
  ['airplane', 'aircraft'],
  ['airplanes', 'aircraft'],
  ['ammo', 'ammunition'],
  ['AP', 'action points'],
  ['arty', 'artillery'],
  ['armor', 'armour'],
  ['armored', 'armoured'],
  // "Off board" is the table-top's "off table".
  ['board', 'table'],
  ['caliber', 'calibre'],
  ['defense', 'defence'],
  ['defenses', 'defences'],
  ['FOO', 'forward observer'],
  ['HMG', 'MG'],
  ['maneuver', 'manoeuvre'],
  ['max', 'maximum'],
  ['min', 'minimum'],
  ['MMG', 'MG'],
  ['NQ', 'national quality'],
  ['OOB', 'order of battle'],
  ['plane', 'aircraft'],
  ['planes', 'aircraft'],
  ['VP', 'victory points'],
  ['VPs', 'victory points'],
];

/** The players' words by their lower-case form, as a search reads them. */
export const playersWords: Readonly<Record<string, string>> = Object.fromEntries(
  playersWordList.map(([written, rules]) => [written.toLowerCase(), rules]),
);

/**
 * The players' words for a glossary term, as they write them: those whose rules' words are the term's name or
 * another name it goes by (`names`), and not among those names already ("NQ" for National quality).
 */
export function playersNamesFor(names: readonly string[]): string[] {
  const lower = new Set(names.map((n) => n.toLowerCase()));
  return playersWordList
    .filter(([written, rules]) => lower.has(rules.toLowerCase()) && !lower.has(written.toLowerCase()))
    .map(([written]) => written);
}

/** Words a category of troops goes by. */
const categoryWords: Readonly<Record<string, string>> = {
  'armoured-vehicle': 'tank tanks armoured vehicle armoured car',
  artillery: 'artillery gun',
};

/** The synonyms found in `text`, in order, none inside a longer one found first. */
function synonymsIn(text: string, inHeading: boolean): { at: number; end: number; also: string }[] {
  const found = synonyms
    .filter((s) => inHeading || !s.headingsOnly)
    .flatMap(({ written, also }) =>
      [...text.matchAll(written)].map((m) => ({
        at: m.index,
        end: m.index + m[0].length,
        also: typeof also === 'string' ? also : also(m[0]),
      })),
    )
    .sort((a, b) => a.at - b.at || b.end - a.end);
  let from = 0;
  return found.filter((f) => {
    if (f.at < from) return false; // inside a longer match already taken
    from = f.end;
    return true;
  });
}

/**
 * The text with each synonym added after the words it stands for, in one pass over the text as written
 * (so "MG" gains "machine gun" without that gaining "MG" again); the text itself when none applies.
 * A row's name (`inHeading` false) leaves out the synonyms kept for headings.
 */
export function withSynonyms(text: string, inHeading = true): string {
  let out = '';
  let from = 0;
  for (const f of synonymsIn(text, inHeading)) {
    out += `${text.slice(from, f.end)} ${f.also} `;
    from = f.end;
  }
  return `${out}${text.slice(from)}`.replace(/\s+/g, ' ').trim();
}

/**
 * Extra words to index with a row, or '' when it needs none: the players' words for its name. A row with a points price (`priced`) gains
 * "cost": the tables print "points", players ask what a thing costs ("fighter cost").
 */
export function searchTerms(row: { name: string; category?: string; priced?: boolean }): string {
  // Only the words added: the row's name is indexed from its own cell.
  const extra = [
    synonymsIn(row.name, false)
      .map((f) => f.also)
      .join(' '),
    row.category ? (categoryWords[row.category] ?? '') : '',
    row.priced ? 'cost' : '',
  ];
  return extra.filter(Boolean).join(' ');
}
