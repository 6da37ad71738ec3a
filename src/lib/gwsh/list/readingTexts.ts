/**
 * What each reading of list costing (./readings.ts) says in full, in our words, and the other way the
 * sentence can be read. Loaded by the pages, panels and reports that show them.
 */
import type { Reading, ReadingRef } from '../../reading.ts';
import { readingRefs } from './readings.ts';

/** By reading id; a test holds every reading of ./readings.ts to a text here. */
const texts: Record<string, Pick<Reading, 'explanation' | 'alternative'>> = {
  'off-table-after-quality': {
    explanation:
      'Off-table artillery costs 20% less than it would cost on the table for the same nation and morale ' +
      'grade. We read "20% less" as 20% of what the brigade would cost on the table: its stand costs added ' +
      'up, multiplied by the national quality percentage, then 80% of that (base cost × quality × 80%). A ' +
      'Regular brigade of the second nation group (90%) pays 72% of its base cost off table; a Green one ' +
      '(70%) 56%; a German Veteran one (120%) 96%.',
    alternative:
      'Take 20 percentage points off the quality percentage instead: 70% rather than 72% for a Regular brigade ' +
      'at 90%, 50% rather than 56% for a Green one at 70%, 100% rather than 96% for a Veteran one at 120%. ' +
      'Each off-table brigade shows what it would cost that way.',
  },
  'foo-is-a-ground-unit': {
    explanation:
      'The Artillery FOO comes from the generic troops table, but it is still a stand on the table. The ' +
      'quality rule multiplies every ground unit and exempts only aircraft and field defences, and the ' +
      'purchase conditions give FOOs a morale grade (Regular unless the division is entirely Green or ' +
      'Veteran), which only makes sense if their cost follows that grade. So a FOO is bought as a stand in ' +
      'a brigade (normally the artillery it observes for) and its 10 points are multiplied, and discounted ' +
      'off table, with the rest of that brigade.',
    alternative: 'Price the FOO at a flat 10 points outside any brigade, unmultiplied, like the other generic rows.',
  },
  'gas-bought-as-support': {
    explanation:
      'Gas fire missions are priced in the same generic table as field defences, but they are neither ' +
      'stands nor fortifications: they are ammunition for artillery the list already has. A fire mission ' +
      'has no morale grade, so we do not multiply it by national quality. In a list file they are bought ' +
      'as items of the "defences" list (one item per fire mission), next to wire and entrenchments, and ' +
      'are added to the total at their table price.',
    alternative: 'Multiply gas fire missions by national quality with the brigade whose guns fire them.',
  },
  'random-grade-multiplier': {
    explanation:
      'A brigade whose grade is Random (decided during the game) is paid for with the Random percentage ' +
      'of its nation group: 80% for Russian, Turkish, Italian, Austro-Hungarian, Bulgarian and other ' +
      'nations. The German/USA/French/UK group has no Random column, so those nations cannot field Random ' +
      'brigades; such a brigade is reported and shown at its unmultiplied base cost.',
    alternative: 'Let German, USA, French and UK brigades be Random too, at a percentage agreed by the players or the organiser.',
  },
  'artillery-brigade': {
    explanation:
      'Artillery must be Regular unless the division being modelled is rated all Green or all Veteran, when ' +
      'it takes that grade; the list says which with its division grade (mixed when not set). A brigade ' +
      "counts as artillery when it has stands and every one of them is an artillery row of the nation's " +
      "cost table or an Artillery FOO. Guns inside an infantry or cavalry brigade are that brigade's " +
      'support weapons and take its grade.',
    alternative:
      'Count as artillery only brigades made of artillery rows alone (a brigade with a FOO is then not artillery), or treat every gun stand as artillery wherever it is listed.',
  },
  'foo-grade-of-its-own': {
    explanation:
      'The purchase condition rates the Artillery FOO itself (Regular, or the grade of an all-Green or ' +
      'all-Veteran division), not the brigade it is listed in, so a Veteran infantry brigade may hold a ' +
      'FOO without breaking it. A list file gives a stand no grade of its own, so the FOO is taken to have ' +
      'the artillery grade, while its 10 points are multiplied with the brigade it is listed in.',
    alternative:
      'List every FOO in the artillery brigade it observes for, so that its points and its grade agree; or price a FOO in another brigade at the artillery grade, apart from that brigade.',
  },
  'unmultiplied-when-no-multiplier': {
    explanation:
      'When the quality table has no percentage for a brigade (a grade the nation group lacks, or a ' +
      'nation the table does not list), the brigade is still costed so that nothing disappears from the ' +
      'total: it is shown at its base cost, unmultiplied, and the list carries an error saying why.',
    alternative: 'Leave such a brigade out of the total until the grade or nation is corrected.',
  },
  'trench-bound-fronts': {
    explanation:
      'The list points table takes the Encounter list away where trench lines constrict the fighting, and ' +
      '10.3 takes defences out of the points in the static periods. We treat the western front as static ' +
      'from 1915 to 1918 (3.0 gives its entrenchments to the main rules from 1915; 5.0 makes its games ' +
      'attack-defence), the western front of 1914 and mobile fronts as open, and any other front as static ' +
      'when the player marks it as locked in trench lines.',
    alternative:
      "Treat the late-1914 western front as static too (the trenches were dug from the autumn), or decide each other front by a fixed list of theatres and years instead of the player's choice.",
  },
  'western-front-1914-light-only': {
    explanation:
      'For the western front in 1914, 3.0 lets a Defend list spend its points on light entrenchments for two ' +
      'infantry brigades and names nothing else. We read that as the whole of what such a list may buy: ' +
      'heavy entrenchments, pillboxes, bunkers, forts and wire break the rule.',
    alternative:
      'Read 10.3 (defences bought with points in the early months of 1914) as allowing every work in its price list, with 3.0 limiting only the light entrenchments.',
  },
  'allowance-from-two-largest': {
    explanation:
      "The allowance covers two infantry brigades' fighting, HQ and integral support stands. We count it " +
      'from the list itself: the two infantry brigades (no cavalry, armour or HQ group) with the most ' +
      'infantry-type stands, counting their infantry, infantry support and own HQ stands (never a Division ' +
      'or Corps HQ, an observer or guns, wherever the list puts them), and allow one light entrenchment per ' +
      'stand of those two.',
    alternative: "Count two brigades at the full strength of the nation's TO&E from the main rulebook, whatever the list fields.",
  },
  'hq-costed-zero': {
    explanation:
      'Section 9.0 requires a Division HQ (and a Corps HQ when more than one division is drawn on) to be ' +
      'bought, but the troop values of 10.5 give neither a price. We let a list include them at 0 points so ' +
      'that the roster is complete, and say so beside the total.',
    alternative:
      "Price a Division or Corps HQ as the nation's infantry HQ row of its troop cost table (Germany's Infantry regiment HQ: 6 points), multiplied by national quality like any other stand.",
  },
  'force-is-basic-and-one-option': {
    explanation:
      'A player may prepare several Option A and B lists but takes at most one option into a game (3.0). ' +
      'Limits that 8.2.1 sets for a side (gas fire missions: 6 for the attacker, 3 for the defender) are ' +
      'therefore checked on the basic list together with each option in turn, and the worst case is reported.',
    alternative: 'Check each list on its own: a side’s limits apply to one file at a time, never to a basic list and an option together.',
  },
  'totals-compared-exactly': {
    explanation:
      'Quality percentages and the off-table discount give totals with fractions of a point, and the source ' +
      'says nothing about rounding them. We keep every figure exact and compare the exact total with the ' +
      'points allowed, so a Defend list costing 350.4 is over its 350.',
    alternative:
      'Round the total to the nearest whole point before comparing it (350.4 becomes 350, within the limit), ' +
      "or round each brigade's cost first.",
  },
  'foo-off-table-with-its-brigade': {
    explanation:
      'The 20% off-table discount is given to off-table artillery, and a brigade is costed as a whole (its ' +
      'stands added up, then multiplied). So a FOO bought in an off-table artillery brigade is discounted ' +
      'with the rest of that brigade, though the FOO itself is on the table, observing for the guns.',
    alternative:
      'Pay the FOO its on-table price (10 points times the quality percentage) and discount only the guns, since the FOO is not off the table.',
  },
  'turkish-1918-arabs-one-row': {
    explanation:
      'The Turkish cost table has one row labelled "1918 Arabs/3rd line reserves" with one price. We read it ' +
      'as one troop type whose label carries its year, so it is available in 1918 only, and a list of an ' +
      'earlier year that buys it is reported.',
    alternative:
      'Read the label as two troop types at the same price: Arabs, in 1918 only, and 3rd line reserves, in any year (a 1915 list could then buy the reserves).',
  },
  'hq-group-not-a-brigade': {
    explanation:
      'Section 9.0 asks for at least two brigades of the TO&E, and a list often groups the Division HQ with ' +
      'the assets it commands: its Artillery FOO, divisional engineers, a few supports. Such a group is the ' +
      "division's command, not one of its brigades. We count a group holding a Division or Corps HQ as a brigade " +
      'only when its other stands are a brigade on their own, at least 10 (the size below which 3.0 calls a ' +
      'brigade small); an HQ with fewer beside it is the command, and two other brigades are still needed.',
    alternative: 'Count any group with a stand besides its HQs as a brigade; only a group of HQ stands alone is the command.',
  },
  'any-group-is-a-brigade': {
    explanation:
      'Section 9.0 asks for at least two brigades of the TO&E and does not say what else a brigade must be. We ' +
      'count every group of the list of two or more stands that is not the command (see the reading above) as ' +
      'one of them, wherever it is: an artillery regiment firing from off the table, a small brigade. A single ' +
      'stand listed on its own is no brigade of any order of battle and never counts. Whether the groups are ' +
      'brigades of the official order of battle is for the organiser to check.',
    alternative: 'Count towards the two only groups on the table, so that an off-table artillery regiment does not make a division.',
  },
  'infantry-guns-integral': {
    explanation:
      "Section 3.0 lets a 1914 Defend list entrench two infantry brigades' integral support stands, and 9.0 " +
      "keeps the division's artillery Regular unless the division is all Green or all Veteran. We read an " +
      'infantry gun (the 37mm and 76.2mm infantry guns) listed in an infantry brigade as that integral ' +
      'support: it is entrenched with the brigade and takes its grade. Every other gun is artillery wherever ' +
      'it is listed: it earns no entrenchment and keeps the artillery grade of 9.0.',
    alternative: 'Infantry guns are artillery like any gun: they earn no entrenchment and must have the artillery grade.',
  },
  'static-defences-not-bought': {
    explanation:
      'Section 10.3 prices defences for early 1914 and mobile actions; in the static periods the main rules ' +
      '(sections 15 to 18) allocate them instead of the points. We read that as a rule: a list for a ' +
      'trench-bound front that spends points on field works breaks 10.3.',
    alternative: 'Read 10.3 as advice: works bought with points on top of the main rules’ allocation are allowed, with a note.',
  },
  'grades-from-the-corps': {
    explanation:
      'Section 9.0 limits brigade morale grades to those the TO&E makes available to the division; 10.1 ' +
      'says the corps. A list is drawn from one corps TO&E, so we take the grades of any formation of that ' +
      'corps. The site cannot check this from a list file (the TO&Es are in the main rulebook): the organiser does.',
    alternative: 'Allow only the grades the TO&E gives the division the list models (9.0), the narrower reading.',
  },
};

/** Every reading of list costing with its texts. */
export const readings: readonly Reading[] = readingRefs.map((r) => ({ ...r, ...texts[r.id]! }));

const byId = new Map(readings.map((r) => [r.id, r]));

/** A reading a result carries, with its texts. */
export const fullReading = (ref: ReadingRef): Reading => byId.get(ref.id) ?? { ...ref, explanation: '', alternative: '' };
