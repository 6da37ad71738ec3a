/**
 * The rule register: every normative sentence of the scenario generation system's sections 2.0 to 10.5 (each
 * "must", "may only", "cannot", limit and loss), in our own words, with what the site does about it:
 * - `checked`: the engine raises these findings when a list, a set, a game or a scenario breaks it;
 * - `applied`: the engine does it for the player (scores a game, rolls a scenario, keeps a tally);
 * - `reading`: the sentence reads two ways; the named reading decides it (pages show both);
 * - `not-checkable`: nothing the site is given can show it, and why.
 * The page /gwsh/what-is-checked/ is drawn from this list. tests/lib/gwsh/rules/register.test.ts holds it
 * to the engine: every finding code the engine can raise is named here (or is a notice about the input,
 * `inputNotices`), and every `checked` entry has a worked case that breaks it and one that meets it.
 */
import type { Severity } from '../../findings.ts';

export interface RegisterFinding {
  code: string;
  /** The severity under the site's readings (a rules pack may change it where a reading is named). */
  severity: Severity;
}

export type RuleStatus =
  | {
      kind: 'checked';
      findings: readonly RegisterFinding[];
      /** Which part of the sentence the findings check, where they check less than all of it. */
      part?: string;
      note?: string;
    }
  | { kind: 'applied'; where: string }
  | { kind: 'reading'; reading: string; note?: string }
  | { kind: 'not-checkable'; why: string };

export interface RuleEntry {
  /** Stable, kebab-case: the page's anchor and the tests' key. */
  id: string;
  /** The section that makes the rule. */
  section: string;
  /**
   * The source's normative sentences this entry covers, each by its section and first four words
   * (`3.0 Before the game each`): tests/lib/gwsh/rules/registerSentences.test.ts walks 2.0 to 10.5 and fails
   * on a sentence with "must", "may only", "cannot", "at least", "up to" or "only" that no entry cites.
   */
  cites?: readonly string[];
  /** The rule, in our own words. */
  says: string;
  status: RuleStatus;
}

const error = (code: string): RegisterFinding => ({ code, severity: 'error' });
const warning = (code: string): RegisterFinding => ({ code, severity: 'warning' });
const note = (code: string): RegisterFinding => ({ code, severity: 'info' });
const checked = (findings: RegisterFinding[], remark?: string): RuleStatus => ({
  kind: 'checked',
  findings,
  ...(remark && { note: remark }),
});
/** Checked in part: `part` says which part of the sentence the findings check. */
const checkedPart = (part: string, findings: RegisterFinding[], remark?: string): RuleStatus => ({
  kind: 'checked',
  findings,
  part,
  ...(remark && { note: remark }),
});
const applied = (where: string): RuleStatus => ({ kind: 'applied', where });
const reading = (id: string, remark?: string): RuleStatus => ({ kind: 'reading', reading: id, ...(remark && { note: remark }) });
const notCheckable = (why: string): RuleStatus => ({ kind: 'not-checkable', why });

/** Why the rules of play on the table cannot be checked: the site sees lists, games' results and dice, not the table. */
const ON_THE_TABLE = 'It is done on the table during set-up or play, which the site does not see.';
const TOE =
  'It needs the corps TO&E of the main rulebook, which a list file does not name and this site does not hold; the organiser checks it.';
const MAIN_RULES = 'It is settled by the main Great War Spearhead rules, which this site does not hold.';

export const register: readonly RuleEntry[] = [
  // 2.0 Nationalities and year
  {
    id: 'setting-decided',
    section: '2.0',
    cites: ['2.0 Prior to the game'],
    says: 'The year, the theatre and the nation of each side are settled before the game.',
    status: applied('A list file names its nation and year (and may name its front); the scenario generator asks for all three.'),
  },
  {
    id: 'troops-of-the-year',
    section: '2.0',
    cites: ['2.0 Both players may only'],
    says: 'Each player fields only troops that existed in the year of the game, from a nation at war that year.',
    status: checked(
      [error('nation-not-at-war'), error('unit-outside-year'), error('aircraft-outside-years'), error('nation-not-available')],
      'A nation is at war in a year when the strategic situation table (5.0) gives it a modifier in that year (reading strategic-dash-not-available).',
    ),
  },
  {
    id: 'axis-against-allied',
    section: '2.0',
    cites: ['2.0 In each game one'],
    says: 'In every game one player fields an Axis list and the other an Allied list.',
    status: checked([error('sides-not-opposed')], 'Checked by the scenario generator from the two nations.'),
  },
  {
    id: 'organiser-narrows',
    section: '2.0',
    says: 'Players or an organiser may allow fewer years or lists than the rules do.',
    status: notCheckable('It is the event’s choice; a rules pack carries such exceptions as text shown to every player.'),
  },

  // 3.0 Army composition
  {
    id: 'lists-from-one-toe',
    section: '3.0',
    cites: ['3.0 Each list must draw'],
    says: 'Each list takes all its parts from one corps TO&E of the main rulebook; different lists may use different TO&Es.',
    status: notCheckable(TOE),
  },
  {
    id: 'support-assets',
    section: '3.0',
    says: 'Corps support and specialist troops are to be kept few; at a competition the organiser sets how few.',
    status: notCheckable('The rules give no figure: the limit is the organiser’s to set.'),
  },
  {
    id: 'small-brigades',
    section: '3.0',
    cites: ['3.0 For the purpose of'],
    says: 'A brigade with fewer than ten stands at the start counts as a Small Brigade for victory conditions, reserves and flank marches; one that is itself held off table in reserve or flank-marching counts as a full brigade in the reserve and flank-march totals.',
    status: checkedPart(
      'Which brigades are small (under ten stands at the start); how they count on the table is for the players.',
      [note('small-brigade'), warning('empty-brigade')],
      'Allowed: shown beside the brigade, with what it means on game day, and for a brigade marked off table (a reserve) the exception. That a small brigade on the table is no on-table brigade is our reading of the section (the rule page names the other).',
    ),
  },
  {
    id: 'three-lists',
    section: '3.0',
    cites: ['3.0 Before the game each', '3.0 In addition, two options', '3.0 Additional troops, designated Option'],
    says: 'Each player calculates an Encounter, a Defend and an Attack list; the Encounter and Attack lists each with an Option A and an Option B, the Defend list with an Option A.',
    status: checked(
      [
        warning('set-missing-list'),
        warning('set-missing-option'),
        warning('set-no-basic-list'),
        warning('set-several-basic-lists'),
        warning('set-fronts-differ'),
        warning('event-list-missing'),
      ],
      'Checked for each player’s force when lists are checked together (the list builder, among the player’s saved lists; the organiser’s page; gwsh cost --set); on a trench-bound front no Encounter list is asked for. In an event, the lists it asks for are asked instead (gwsh event check). A missing list is a point to check, not a broken rule: the lists a player has not brought cannot make a list on the table illegal, and the organiser says which lists an event wants. Read the other way, each missing list would break 3.0.',
    ),
  },
  {
    id: 'several-options',
    section: '3.0',
    says: 'A player may keep more than one Option A or Option B list and choose one of them for a game.',
    status: reading('force-is-basic-and-one-option', 'Limits set for a force are checked on the basic list with one option at a time.'),
  },
  {
    id: 'points-limits',
    section: '3.0',
    says: 'Each list and option stays within its points: Defend 350 and Option A 60; Attack 650, 60 and 100; Encounter 500, 60 and 100. A Defend list has no Option B.',
    status: checked([error('over-limit'), error('limit-not-available')], 'Totals are compared exactly (reading totals-compared-exactly).'),
  },
  {
    id: 'encounter-not-in-trench-periods',
    section: '3.0',
    says: 'There is no Encounter list where the theatre or period is held in trench or defensive lines.',
    status: checked(
      [error('encounter-not-available'), warning('front-not-set')],
      'Checked once the list says which front it is for (reading trench-bound-fronts); until then the list is not passed (exit 3 on the command line).',
    ),
  },
  {
    id: 'encounter-light-entrenchments',
    section: '3.0',
    cites: ['3.0 A player may also'],
    says: 'An Encounter list may buy light entrenchments and no other defence.',
    status: checked([error('entrenchments-not-allowed')]),
  },
  {
    id: 'encounter-entrenchments-lost',
    section: '3.0',
    says: 'Light entrenchments of an Encounter list are lost if their player becomes the attacker in an advance to contact.',
    status: checkedPart(
      'Nothing is refused: the loss is said beside the purchase.',
      [note('defences-lost-if-attacker')],
      'Said beside the purchase: a consequence on game day, not a fault of the list.',
    ),
  },
  {
    id: 'western-front-1914-defend',
    section: '3.0',
    says: 'On the western front in 1914 a Defend list may buy light entrenchments for two infantry brigades: their fighting, HQ and integral support stands.',
    status: checked(
      [error('entrenchment-allowance'), error('western-front-1914-light-only'), warning('entrenchments-exceed-stands')],
      'Counted from the infantry-type stands of the list’s two largest infantry brigades, not artillery, cavalry, armour or the Division HQ’s group, and never a Division HQ or field guns listed inside a brigade (reading allowance-from-two-largest); an infantry brigade’s infantry guns count with it (reading infantry-guns-integral); any heavier work breaks the rule (reading western-front-1914-light-only, whose alternative allows every work of 10.3).',
    ),
  },
  {
    id: 'western-front-static-entrenchments',
    section: '3.0',
    says: 'On the western front from 1915 to 1918 entrenchments are not bought: the main rules provide them.',
    status: reading(
      'static-defences-not-bought',
      'Read with 10.3 as a rule: field works bought with points there are an error (see 10.3).',
    ),
  },

  // 4.0 The battlefield
  {
    id: 'table-size',
    section: '4.1',
    says: 'The table is 1.8 m wide and 1.2 m deep, in six sectors of 600 mm.',
    status: notCheckable(ON_THE_TABLE),
  },
  {
    id: 'desert-or-not',
    section: '4.1',
    says: 'The theatre, the period and the armies decide whether the battlefield is desert.',
    status: checkedPart(
      'Only that a western-front battlefield is not desert; the rest is the players’ choice.',
      [warning('desert-on-western-front')],
      'The scenario generator questions a desert battlefield on the western front.',
    ),
  },
  {
    id: 'potential-objectives',
    section: '4.1',
    cites: ['4.1 This can be illustrated'],
    says: 'Each sector of a non-desert battlefield has at least one key terrain feature, one of which is its Potential Objective; five become objectives (in the desert, one fewer than the Potential Objectives).',
    status: checkedPart(
      'The number of objectives the scenario is given; the terrain of each sector is on the table.',
      [warning('potential-objectives-non-desert'), note('desert-potential-objectives-needed')],
      'The scenario generator counts the objectives from what is given (reading desert-objectives).',
    ),
  },
  {
    id: 'towns',
    section: '4.1',
    cites: ['4.1 Only one town can', '4.1 Only two small town'],
    says: 'At most one large town, or two small-town sectors; no player places more than two small towns or one large one.',
    status: notCheckable(ON_THE_TABLE),
  },
  {
    id: 'key-feature-distance',
    section: '4.1',
    cites: ['4.1 The centre of a'],
    says: 'A key feature’s centre is at least 300 mm from a table edge, and no part of it within 150 mm.',
    status: notCheckable(ON_THE_TABLE),
  },
  {
    id: 'large-woods',
    section: '4.1',
    cites: ['4.1 A player is only'],
    says: 'A player may let a large wood dominate at most two sectors, and must then include an objective that is not a hill.',
    status: reading('large-wood-per-player'),
  },
  {
    id: 'jungle',
    section: '4.1',
    cites: ['4.1 An area of jungle'],
    says: 'Jungle covers at most two sectors, dominating one or both, and is used only if both players agree before the lists are chosen.',
    status: notCheckable(ON_THE_TABLE),
  },
  {
    id: 'coastline',
    section: '4.1',
    cites: ['4.1 A coastline, or large'],
    says: 'A coastline or a large lake lies in no more than one sector of a table edge.',
    status: notCheckable(ON_THE_TABLE),
  },
  {
    id: 'rivers-and-canals',
    section: '4.1',
    cites: ['4.1 Rivers or canals, which'],
    says: 'Rivers and canals occupy at most two sectors, only one of them central.',
    status: reading('rivers-and-canals-together'),
  },
  {
    id: 'river-objective',
    section: '4.1',
    cites: ['4.1 When a river is'],
    says: 'Where a river crosses a central sector, that sector’s Potential Objective lies nearer the far long edge than the river.',
    status: reading('river-objective-far-edge'),
  },
  {
    id: 'desert-terrain',
    section: '4.1',
    cites: [
      '4.1 Desert battlefields cannot have',
      '4.1 A desert battlefield cannot',
      '4.1 These areas may be',
      '4.1 Only three sectors may',
    ],
    says: 'A desert battlefield has no woods, rivers, canals or streams, at most two built-up areas, and desert roads in at most three sectors.',
    status: notCheckable(ON_THE_TABLE),
  },
  {
    id: 'terrain-placement',
    section: '4.2',
    says: 'The higher D6 places terrain first, sector by diced sector; terrain is then moved by turns.',
    status: applied('The scenario generator rolls who places first and who moves terrain first (reading terrain-movement-high-scorer).'),
  },
  {
    id: 'terrain-on-the-table',
    section: '4.2',
    cites: ['4.2 Streams, rivers and canals', '4.2 A stream or river', '4.2 Terrain cannot be moved'],
    says: 'Rivers and streams never enter a sector already filled; terrain is never moved out of its sector, and no Potential Objective into a position 4.1 forbids.',
    status: notCheckable(ON_THE_TABLE),
  },
  {
    id: 'roads',
    section: '4.2',
    cites: ['4.2 Each long table edge', '4.2 Towns must be connected', '4.2 This is the only'],
    says: 'Roads join every village, town and bridge; each long edge has two or three road exits and each short edge one or two (one fewer in the desert).',
    status: notCheckable(ON_THE_TABLE),
  },
  {
    id: 'objectives-nominated',
    section: '4.3',
    says: 'The players nominate objectives in turn, the higher D6 first, until five (in the desert, one fewer than the Potential Objectives) are chosen.',
    status: applied('The scenario generator rolls who nominates first and says how many objectives there are.'),
  },
  {
    id: 'rain',
    section: '4.4',
    says: 'Away from the desert, two D6 totalling 11 or 12 bring rain, which stops for good on a later 6; players may agree other odds.',
    status: applied('The scenario generator rolls the rain (reading no-rain-in-desert).'),
  },

  // 5.0 Tactical situation
  {
    id: 'tactical-situation',
    section: '5.0',
    says: 'Each player adds a D6 to the strategic situation modifier; equal or one apart is an encounter, otherwise the higher score attacks.',
    status: applied(
      'The scenario generator rolls it and gives the exact odds of each outcome (readings ties-rerolled, high-scorer-is-attacker).',
    ),
  },
  {
    id: 'western-front-attack-defence',
    section: '5.0',
    cites: ['5.0 For games set on'],
    says: 'On the western front from 1915 to 1918 every game is an attack-defence game; equal scores are rolled again.',
    status: applied('The scenario generator applies it (readings western-front-attack-defence, trench-front-encounter).'),
  },

  // 6.0 The scenario
  {
    id: 'base-lines',
    section: '6.1',
    says: 'The defender names a preferred long edge and keeps it on 1 to 4; on 5 or 6 the sides swap.',
    status: applied('The scenario generator rolls it.'),
  },
  {
    id: 'attacker-option-timing',
    section: '6.1.1',
    says: 'The attacker chooses a reinforcement before the defender’s HQs are placed, or loses it; Option B is declared at once, Option A only at the end.',
    status: notCheckable(ON_THE_TABLE),
  },
  {
    id: 'no-flank-march-static-western-front',
    section: '6.1.1',
    says: 'No flank marches on the western front from 1915 to 1917; elsewhere the attacker may flank-march on one short edge.',
    status: applied('The scenario card says whether flank marches are allowed (reading defender-no-flank-march).'),
  },
  {
    id: 'deep-flank-march-penalty',
    section: '6.1.1',
    says: 'A deep flank march, one with any stand arriving more than 600 mm from its own base line, takes −1 on the flank march table (6.1.1, 6.2).',
    status: notCheckable(
      'The roll is made on the table, on the main rules’ flank march table, which the site does not hold; the scenario card names the −1 beside the flank march.',
    ),
  },
  {
    id: 'flank-march-arrival',
    section: '6.1.1',
    cites: ['6.1.1 Stands flank marching must', '6.2 Flank marches must arrive'],
    says: 'A flank march arrives at least 300 mm from the enemy base line, and a deep one not before turn three.',
    status: notCheckable(ON_THE_TABLE),
  },
  {
    id: 'pre-planned-missions',
    section: '6.1.1',
    cites: ['6.1.1 Where pre-planned artillery fire'],
    says: 'Where pre-planned fire is allowed, each off-table regiment pre-plans up to six missions (five above 90 mm), counted in its total.',
    status: checkedPart(
      'The one case the source leaves open, a single support stand pre-planning; each regiment’s tally is kept by the calculator.',
      [note('single-stand-pre-planning')],
      'The fire missions calculator keeps each regiment’s tally; for a single brigade-level support stand, whose missions are unlimited, it names the reading it pre-plans under (single-stand-pre-planning).',
    ),
  },
  {
    id: 'defender-deployment',
    section: '6.1.2',
    cites: ['6.1.2 The defender must deploy', '6.1.3 All on-table brigades must', '6.1.3 In games in more'],
    says: 'The defender deploys at least 450 mm from the enemy base line, with defend orders, and in the static years in all three front sectors.',
    status: notCheckable(ON_THE_TABLE),
  },
  {
    id: 'defender-no-pre-planning',
    section: '6.1.2',
    cites: ['6.1.2 The defender cannot pre-plan'],
    says: 'The defender cannot pre-plan artillery fire.',
    status: applied('The fire missions calculator offers pre-planned fire to the attacker only.'),
  },
  {
    id: 'attacker-entrenchments',
    section: '6.1.3',
    says: 'An attacker places entrenchments only when attacking from trench lines.',
    status: checkedPart(
      'That an Attack list buys field works; where the attacker places them is on the table.',
      [warning('defences-in-attack-list')],
      'Nothing forbids the purchase, so an Attack list with field works is a point to check.',
    ),
  },
  {
    id: 'attacker-three-sectors',
    section: '6.1.3',
    cites: ['6.1.3 The attacker must also'],
    says: 'The attacker deploys troops in each of the three sectors of his front line (left, centre and right), though not necessarily evenly.',
    status: notCheckable(ON_THE_TABLE),
  },
  {
    id: 'reserve-entry-points',
    section: '6.1.3',
    cites: ['6.1.1 Any off-table reserves must', '6.1.2 Any off-table reserves must'],
    says: 'Each side marks on its map where its off-table reserves (and any flank march) will enter; the defender’s on-table brigades have defend orders.',
    status: notCheckable(ON_THE_TABLE),
  },
  {
    id: 'hidden-deployment',
    section: '6.1.3',
    cites: ['6.1.3 Such stands cannot be'],
    says: 'The defender may hide one infantry battalion or cavalry regiment with its MMGs, never in the open unless entrenched; if out of command it may not move.',
    status: notCheckable(ON_THE_TABLE),
  },
  {
    id: 'defender-hq-adjustment',
    section: '6.1.3',
    cites: ['6.1.3 The defender may adjust'],
    says: 'Before deploying his stands the defender may move each brigade HQ up to 150 mm from where his map put it.',
    status: notCheckable(ON_THE_TABLE),
  },
  {
    id: 'encounter-option-timing',
    section: '6.2',
    cites: ['6.2 Artillery cannot be pre-planned.'],
    says: 'In an encounter a reinforcement is chosen before the command plan is finished, or it is lost; artillery is not pre-planned.',
    status: notCheckable(ON_THE_TABLE),
  },
  {
    id: 'advance-to-contact-deployment',
    section: '6.2.1',
    cites: ['6.2.1 The player with the', '6.2.1 The brigade cannot be'],
    says: 'The low scorer deploys one brigade within 600 mm of his base line, with attack, defend or timed orders.',
    status: notCheckable(ON_THE_TABLE),
  },
  {
    id: 'encounter-entrenchments-use',
    section: '6.2.1',
    cites: ['6.2 Entrenchments can only be'],
    says: 'In an encounter, entrenchments are used only in an advance to contact, by the low scorer’s brigade deployed before the game: its foot fighting stands (infantry, or cavalry fighting dismounted) and their support weapons, in light entrenchments bought for the list.',
    status: notCheckable(
      'Who may use the light entrenchments an Encounter list buys is decided by the scenario rolled and the brigade deployed on the day, which a list does not know; the list builder says that they are lost if the player attacks (3.0, 10.3).',
    ),
  },

  {
    id: 'low-scorer-hq-adjustment',
    section: '6.2.3',
    cites: ['6.2.3 The low scorer may'],
    says: 'The low scorer may move the HQ of the brigade already on the table up to 6 inches, then deploys that brigade.',
    status: notCheckable(ON_THE_TABLE),
  },

  // 7.0 Victory conditions
  {
    id: 'objectives-held',
    section: '7.0',
    cites: ['7.0 To capture an objective', '7.0 Further the brigade HQ,', '7.0 An objective is contested', '7.0 To claim an objective'],
    says: 'Each objective held at the end scores; an objective is held under the capture and contest rules of 7.0.',
    status: checkedPart(
      'That the objectives held are no more than the objectives in the game; capture and contest are on the table.',
      [error('objectives-held-exceed-objectives'), error('objectives-exceed-total')],
      'Scored by the victory points calculator (readings objective-line-loose, defender-may-recapture).',
    ),
  },
  {
    id: 'exit-bonus',
    section: '7.0',
    cites: ['7.0 The exiting brigade was', '7.0 The brigade exited the', '7.0 This can only be'],
    says: 'Only the attacker in an attack-defence game scores for a brigade that exits the enemy base line, once, and only if it never tested morale, did not flank-march and had ten stands.',
    status: checkedPart(
      'That only the attacker in an attack-defence game claims it; the brigade’s strength and history are the players’ to say.',
      [error('exit-bonus-not-allowed')],
      'The bonus is +5 instead of +3 against continuous entrenched lines (reading exit-bonus-replaces).',
    ),
  },
  {
    id: 'morale-tests-scored',
    section: '7.0',
    says: 'Each enemy brigade forced to test morale scores, a Green one again for a second test.',
    status: checkedPart(
      'That Green second tests are no more than the tests; which brigades tested is the players’ to say.',
      [error('green-second-tests-exceed-tests')],
      'Scored by the victory points calculator (reading random-tested-by-grade-found).',
    ),
  },
  {
    id: 'option-penalties',
    section: '7.0',
    says: 'Using Option A or Option B costs victory points, except Option A for the high scorer in an advance to contact; a player uses one option at most, and a defender never Option B.',
    status: checkedPart(
      'That a player uses one option at most and a defender no Option B; the penalties are scored.',
      [error('both-options'), error('defender-option-b')],
      'Scored by the victory points calculator (reading penalties-always-count); the high scorer in an advance to contact takes one option at most too (reading one-option-in-advance-to-contact, switchable).',
    ),
  },
  {
    id: 'roles-fit-scenario',
    section: '7.0',
    says: 'The attacker and defender, or high and low scorer, are those the scenario makes them.',
    status: checked([error('roles-do-not-fit-scenario'), warning('entrenched-lines-not-attack-defence')]),
  },
  {
    id: 'reserve-kept',
    section: '7.0',
    cites: ['7.0 If the player maintains'],
    says: 'A player who keeps a Regular or better fighting brigade of ten stands off table in reserve to the end scores for it.',
    status: applied('Scored by the victory points calculator (reading reserve-scored-once).'),
  },
  {
    id: 'winner',
    section: '7.0',
    says: 'The higher total wins; equal totals draw.',
    status: applied('The victory points calculator says who won.'),
  },
  {
    id: 'competition-clamp',
    section: '7.1',
    says: 'In a competition a game score below zero counts as zero and one above twelve as twelve, and the running total decides.',
    status: applied('The competition table clamps each game and keeps the running total.'),
  },

  // 8.0 Advanced rules
  {
    id: 'optional-rules',
    section: '8.1',
    says: 'The main rules’ optional and advanced rules are used or not as the 8.1 table says.',
    status: notCheckable(`The table is shown on its page; the rules it names are played on the table. ${MAIN_RULES}`),
  },
  {
    id: 'fire-mission-limits',
    section: '8.2.1',
    says: 'Artillery and heavy mortar regiments fire 10 missions (90 mm or less) or 5 (larger); a lone support stand of its calibre in a brigade is not limited.',
    status: applied('The fire missions calculator keeps each regiment’s tally.'),
  },
  {
    id: 'smoke-limit',
    section: '8.2.1',
    says: 'Smoke is limited to two rounds of fire a regiment, on or off table.',
    status: applied('The fire missions calculator keeps the smoke tally.'),
  },
  {
    id: 'free-artillery-static',
    section: '8.2.1',
    says: 'Attack-defence games from 1915 to 1918 get extra artillery from the main rules at no cost, and a bombardment of more than three days gives the defender a free brigade.',
    status: notCheckable(MAIN_RULES),
  },
  {
    id: 'gas-who',
    section: '8.2.1',
    cites: ['8.2.1 Gas ammunition may only'],
    says: 'Gas only in an attack-defence game: the attacker’s for pre-planned or counter-battery fire, the defender’s for counter-battery fire only.',
    status: checked([error('gas-not-allowed'), warning('gas-unusable-in-1914-defence'), error('gas-outside-attack-defence')]),
  },
  {
    id: 'gas-limits',
    section: '8.2.1',
    says: 'At most 6 gas fire missions for the attacker and 3 for the defender, counted over the force.',
    status: checked(
      [error('too-many-gas-missions'), error('set-too-many-gas-missions')],
      'Gas is bought with the defences (reading gas-bought-as-support).',
    ),
  },
  {
    id: 'gas-years',
    section: '8.2.1',
    says: 'Gas is available in the years the main rules give.',
    status: notCheckable(MAIN_RULES),
  },
  {
    id: 'pre-planned-fire',
    section: '8.2.2',
    cites: ['8.2.2 Only off-table artillery can', '8.2.2 Pre-planned fire is only'],
    says: 'Only off-table artillery fires pre-planned or counter-battery missions, and pre-planned fire only for the attacker in an attack-defence game.',
    status: applied('The fire missions and counter-battery calculators apply it.'),
  },
  {
    id: 'off-table-artillery-discount',
    section: '8.2.2',
    says: 'Artillery that stays off table costs 20% less (10.2 says how it is taken).',
    status: checked(
      [note('off-table-reserve')],
      'The discount is given to artillery alone, guns and not FOOs by themselves: any other brigade marked off table is costed in full as a reserve held off table (6.1.1), and the list says so. What "20% less" is taken from: reading off-table-after-quality.',
    ),
  },
  {
    id: 'counter-battery-from-1915',
    section: '8.2.3',
    cites: ['8.2.3 Only artillery regiments that'],
    says: 'Counter-battery fire is used from 1915, by heavy regiments in general support designated before the game.',
    status: checkedPart(
      'The year; which regiments are heavy, in general support and designated is on the players’ map.',
      [error('counter-battery-before-1915')],
      'The counter-battery calculator rolls the results (reading counter-battery-above-seven).',
    ),
  },
  {
    id: 'no-aircraft-1914',
    section: '8.2.4',
    says: 'There are no aircraft in games set in 1914.',
    status: checked([error('aircraft-in-1914')]),
  },
  {
    id: 'aircraft-in-the-list',
    section: '8.2.4',
    says: 'Aircraft are bought in the list they fly for, and come onto the table with a General Support die roll.',
    status: applied(
      'The list builder and gwsh cost price aircraft as lines of the list, at their table price; the roll for them is made on the table.',
    ),
  },

  // 9.0 TO&E
  {
    id: 'one-corps-toe',
    section: '9.0',
    cites: ['9.0 The formation making up', '9.0 It cannot draw troops', '9.0 If this is done'],
    says: 'A list is drawn from one corps TO&E and no other formation; Option B may use another corps TO&E, and players or an organiser may agree exceptions or researched historical TO&Es.',
    status: notCheckable(TOE),
  },
  {
    id: 'under-strength-brigade',
    section: '9.0',
    says: 'A brigade may lose no more than a third of its fighting stands (reconnaissance and support-fire stands may go as well).',
    status: notCheckable(TOE),
  },
  {
    id: 'brigade-morale-types',
    section: '9.0',
    cites: ['9.0 Brigade morale must be'],
    says: 'Brigade grades are those the TO&E gives the division; the TO&E’s ratios need not hold for the brigades on the table.',
    status: reading(
      'grades-from-the-corps',
      'Which grades a TO&E allows needs the main rulebook; the grades are checked against the division the list declares.',
    ),
  },
  {
    id: 'two-brigades',
    section: '9.0',
    cites: ['9.0 An under strength division'],
    says: 'An under-strength division still has at least two brigades of its official order of battle.',
    status: checkedPart(
      'The number of brigades in the list; whether they are of the official order of battle is the organiser’s to check.',
      [error('too-few-brigades')],
      'Counted on the basic list; the Division HQ’s group with fewer than 10 other stands is the command, not a brigade (reading hq-group-not-a-brigade), and any other group counts, off table or of one stand (reading any-group-is-a-brigade); whether they are of the official order of battle is the organiser’s to check.',
    ),
  },
  {
    id: 'headquarters',
    section: '9.0',
    cites: ['9.0 An under strength division', '9.0 Where elements from more'],
    says: 'A division HQ is always bought; with elements of several divisions, one for each and a corps HQ.',
    status: checked(
      [error('no-division-hq'), error('no-corps-hq'), note('hq-unpriced')],
      'The rules price neither HQ (reading hq-costed-zero).',
    ),
  },
  {
    id: 'artillery-grade',
    section: '9.0',
    cites: ['9.0 Artillery must always be', '9.0 In this situation the'],
    says: 'Artillery is Regular unless every brigade of the division is Green, or every one Veteran, when the artillery shares that grade.',
    status: checked(
      [error('artillery-grade'), error('division-grade-mismatch')],
      'Judged from the division the list declares (reading artillery-brigade); gun stands are artillery wherever they are listed, but for an infantry brigade’s infantry guns (reading infantry-guns-integral).',
    ),
  },

  // 10.0 Points system
  {
    id: 'corps-toe-again',
    section: '10.1',
    cites: ['10.1 Each list must be'],
    says: 'Each list comes from one corps TO&E, save as 9.0 allows.',
    status: notCheckable(TOE),
  },
  {
    id: 'morale-from-the-corps',
    section: '10.1',
    cites: ['10.1 Brigade morale must be'],
    says: 'Brigade grades are those the TO&E gives the corps.',
    status: reading('grades-from-the-corps'),
  },
  {
    id: 'foo-grade',
    section: '10.1',
    cites: ['10.1 Artillery FOOs must always', '10.1 In this situation the'],
    says: 'Artillery FOOs are Regular unless the division is all Green or all Veteran, when they share its grade.',
    status: checked([error('artillery-grade')], 'A FOO outside an artillery brigade keeps its own grade (reading foo-grade-of-its-own).'),
  },
  {
    id: 'off-table-full-strength',
    section: '10.1',
    says: 'Off-table artillery regiments are bought at the full strength of their TO&E.',
    status: notCheckable(TOE),
  },
  {
    id: 'national-quality',
    section: '10.2',
    cites: ['10.2 All ground units must'],
    says: 'Every ground unit’s cost is multiplied, brigade by brigade, by its nation’s quality for its grade.',
    status: checked(
      [error('random-grade-unavailable'), error('defence-in-brigade'), error('unit-in-defences')],
      'Applied in every cost, with the arithmetic shown (readings random-grade-multiplier, foo-is-a-ground-unit, unmultiplied-when-no-multiplier).',
    ),
  },
  {
    id: 'unmultiplied-extras',
    section: '10.2',
    says: 'Aircraft and field defences are never multiplied by national quality.',
    status: applied('The list costing adds them at their table price.'),
  },
  {
    id: 'divisional-assets-costed',
    section: '10.2',
    says: 'Divisional assets are costed by company or by brigade, as the quantities bought make them.',
    status: applied(
      'Each group of a list is costed, and multiplied by national quality, as one brigade: divisional assets listed as a group of their own are costed as that company or brigade.',
    ),
  },
  {
    id: 'defences-by-period',
    section: '10.3',
    says: 'Defences are bought with points in the early months of 1914 and in mobile actions; in the static periods the main rules provide them instead.',
    status: checked(
      [error('defences-from-main-rules')],
      'A rules pack may take the other reading, under which such works are allowed and noted (reading static-defences-not-bought).',
    ),
  },
  {
    id: 'defences-lost-attacker',
    section: '10.3',
    says: 'Points spent on defences are lost if their player attacks in an advance to contact.',
    status: checkedPart('Nothing is refused: the loss is said beside the purchase.', [note('defences-lost-if-attacker')]),
  },
  {
    id: 'one-aircraft-at-a-time',
    section: '10.4',
    cites: ['10.4 Only one aircraft may'],
    says: 'One aircraft model is one mission, and only one aircraft is on the table at a time.',
    status: checkedPart(
      'Nothing is refused: the reminder stands beside the aircraft bought.',
      [note('one-aircraft-at-a-time')],
      'Shown as a reminder: buying several is allowed.',
    ),
  },
  {
    id: 'aircraft-maximum',
    section: '10.4',
    says: 'A force buys no more aircraft than air superiority allows (main rules 9.1.1).',
    status: checked(
      [error('too-many-aircraft'), error('set-too-many-aircraft'), note('air-superiority-not-checked')],
      'Air superiority is settled by the main rules, so the player or organiser enters the maximum; without one it is not checked, and the result says so.',
    ),
  },
  {
    id: 'table-values',
    section: '10.5',
    says: 'Troops and defences cost what the troop value tables give for the nation and the year.',
    status: checked(
      [error('unknown-nation'), error('unknown-unit'), error('unknown-item'), warning('missing-cost')],
      'A row the source gives no price is costed 0, and the list is not passed while it has one (exit 3 on the command line).',
    ),
  },
];

/** Findings about the input itself rather than a rule of the source, listed so that every code is accounted for. */
export const inputNotices: readonly { code: string; says: string }[] = [
  { code: 'empty-list', says: 'The list has no brigade yet.' },
  { code: 'data-version-differs', says: 'The list was built on another version of the table data.' },
  { code: 'same-player-names', says: 'Both players of a game file have the same name.' },
  { code: 'unused-dice', says: 'A shared scenario carries more dice than it used.' },
  { code: 'event-list-not-asked', says: 'A player handed in a list the event does not ask for.' },
  { code: 'event-list-other-data', says: 'A list handed in to an event was built on another data version than the event’s.' },
  {
    code: 'event-list-other-nation',
    says: 'A list handed in to an event is of another nation than the one its player is registered with.',
  },
];

/** The register's sections in order, each with its entries, for the page. */
export function registerBySection(): { section: string; entries: RuleEntry[] }[] {
  const sections = new Map<string, RuleEntry[]>();
  for (const entry of register) {
    const top = entry.section.replace(/^(\d+)\..*$/, '$1.0');
    sections.set(top, [...(sections.get(top) ?? []), entry]);
  }
  return [...sections].map(([section, entries]) => ({ section, entries }));
}

/**
 * The sentences of 2.0–10.5 that use those words but set no rule, each with why: the walk of the source
 * (tests/lib/gwsh/rules/registerSentences.test.ts) passes over them.
 */
export const notRules: readonly { cites: string; why: string }[] = [
  { cites: '4.1 Therefore only the most', why: 'It says the section gives general guidelines only.' },
  { cites: '4.1 Woods can range from', why: 'It describes what a wood may stand for on the table.' },
  { cites: '8.2.3 Die roll Effect 1', why: 'The counter-battery results table (src/content/tables/gwsh/counter-battery-results.json).' },
];
