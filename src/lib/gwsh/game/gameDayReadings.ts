/**
 * How the game-day calculators (scenario, victory points, fire missions) settle rules the GWSH text
 * leaves open. Same shape as the costing readings (readings.ts): each is shown beside the result it
 * affects, and the scenario card lists the ones it relied on.
 */
import { ONE_OPTION_IN_ADVANCE_TO_CONTACT } from './optionReadings.ts';
import type { Reading } from '../../reading.ts';
import { STRATEGIC_DASH_NOT_AVAILABLE } from '../scenario/strategicModifier.ts';

/** 4.2, 4.3, 6.2: "the highest" with nothing said about equal dice. */
export const TIES_REROLLED: Reading = {
  id: 'ties-rerolled',
  rule: '4.2',
  title: 'Equal dice are re-rolled',
  explanation:
    'Where the highest die decides (who places terrain first, who names the first objective, who chooses a base line in an encounter) and the rule says nothing about equal dice, both players roll again until one is higher, as 5.0 itself does with equal tactical rolls.',
  alternative: 'Nothing in the text settles equal dice here: the players (or the organiser) agree how, before they roll.',
};

/** 4.2: which "highest score" starts terrain movement. */
export const TERRAIN_MOVEMENT_HIGH_SCORER: Reading = {
  id: 'terrain-movement-high-scorer',
  rule: '4.2',
  title: 'Terrain movement starts with the high scorer of the movement roll',
  explanation:
    'The rule has the player with "the original highest score" move terrain first and ends movement when the high scorer has moved as many features as his "initial" roll. We read both as the terrain-movement roll itself: its high scorer moves first, each player moves at most as many features as his own die, and the low scorer may pass.',
  alternative:
    'Take "the original highest score" to be the terrain-placement roll of 4.2, so that player moves terrain first whatever the movement roll.',
};

/** 4.4: the rain roll is given for non-desert battlefields only. */
export const NO_RAIN_IN_DESERT: Reading = {
  id: 'no-rain-in-desert',
  rule: '4.4',
  title: 'No rain roll in the desert',
  explanation: 'Section 4.4 gives the rain roll only for a non-desert battlefield, so a desert battlefield has no rain.',
  alternative: 'Roll for rain in the desert as elsewhere.',
};

/** 4.1, 4.3: the number of objectives in the desert. */
export const DESERT_OBJECTIVES: Reading = {
  id: 'desert-objectives',
  rule: '4.3',
  title: 'Desert objectives follow the Potential Objectives placed',
  explanation:
    'Only non-desert sectors must each have a key terrain feature, so a desert table may have fewer than six Potential Objectives. The players say how many they placed, and the game objectives are one fewer.',
  alternative: 'Always play with five game objectives, however many Potential Objectives the desert table has.',
};

/** 5.0: Western Front 1915–18. */
export const WESTERN_FRONT_ATTACK_DEFENCE: Reading = {
  id: 'western-front-attack-defence',
  rule: '5.0',
  title: 'Western Front 1915–18: the higher modified score attacks',
  explanation:
    'On the Western Front from 1915 to 1918 every game is attack-defence. Where the text says the higher die roll attacks, we take that to mean the higher modified score, so a difference of one (elsewhere an advance to contact) also makes the higher scorer the attacker, and only equal modified scores are re-rolled, with the strategic modifiers applied again.',
  alternative:
    'Treat a difference of one on the Western Front as a tie and roll again, or keep the advance to contact that a difference of one gives on other fronts (the higher scorer then attacks in an advance to contact rather than an attack-defence game).',
};

/** 3.0, 10.3: "becomes the attacker in an Advance to Contact". */
export const HIGH_SCORER_IS_ATTACKER: Reading = {
  id: 'high-scorer-is-attacker',
  rule: '3.0',
  title: 'In an advance to contact the high scorer is the attacker',
  explanation:
    'Encounter-list light entrenchments are lost by a player who "becomes the attacker" in an advance to contact. We read the attacker as the high scorer: the low scorer is the one whose deployed brigade may use them (6.2.1).',
  alternative:
    'Count both players as attackers in an advance to contact (each is under attack orders for reserves, 6.2), so either loses Encounter-list entrenchments, save those of the low scorer’s deployed brigade (6.2.1).',
};

/** 6.1.1, 6.1.2: flank marches in attack-defence. */
export const DEFENDER_NO_FLANK_MARCH: Reading = {
  id: 'defender-no-flank-march',
  rule: '6.1.1',
  title: 'Only the attacker flank-marches in an attack-defence game',
  explanation:
    'Section 6.1.1 allows the attacker a flank march on one short edge; nothing allows the defender one, so the defender has none.',
  alternative: 'Allow the defender a flank march on the same terms as the attacker.',
};

/** 8.2.1, 6.1.1: a single support stand held off-table. */
export const SINGLE_STAND_PRE_PLANNING: Reading = {
  id: 'single-stand-pre-planning',
  rule: '8.2.1',
  title: 'A single support stand pre-plans by its calibre',
  explanation:
    'A single brigade-level support stand has unlimited fire missions. If it is off-table and its side may pre-plan, we cap its pre-planned missions by calibre as for a regiment (6 for 90mm or less, 5 above).',
  alternative: 'Give a single off-table support stand unlimited pre-planned missions, as on table.',
};

/** 7.0: claims the rules do not allow. */
export const PENALTIES_ALWAYS_COUNT: Reading = {
  id: 'penalties-always-count',
  rule: '7.0',
  title: 'Claims the rules do not allow score nothing; penalties always count',
  explanation:
    'A bonus the rules do not give (an exit bonus claimed by anyone but the attacker in an attack-defence game, more second tests than first tests, more objectives than the game has) scores nothing beyond what the rules allow, and is reported. An option a player used always costs its penalty, even where taking it broke a rule (both options, or Option B for a defender).',
  alternative: 'Refuse to score a game with a claim the rules do not allow until the players correct it.',
};

/** 7.0: the two exit-bonus lines (+3, and +5 through continuous entrenched lines). */
export const EXIT_BONUS_REPLACES: Reading = {
  id: 'exit-bonus-replaces',
  rule: '7.0',
  title: 'The +5 exit bonus replaces the +3, it is not added to it',
  explanation:
    'The exit bonus is listed twice: +3, and +5 where the attack-defence game has continuous entrenched lines. Both lines carry the same conditions and each may be claimed only once, so we read the +5 as the entrenched version of the same bonus: one brigade exiting through entrenched lines scores +5 in all.',
  alternative: 'Score both lines for the same exit, +3 and +5 = +8.',
};

/** 7.0: the +2 objective line against the capture and contest paragraphs above it. */
export const OBJECTIVE_LINE_LOOSE: Reading = {
  id: 'objective-line-loose',
  rule: '7.0',
  title: 'An objective counts +2 when it is held by the capture and contest definitions',
  explanation:
    'The +2 line asks for a whole brigade (as defined in 3.0) at the objective and no enemy element within 300mm able to fire at it, which is stricter than the capture paragraph (part of a brigade, or two small brigades, with the HQ within 300mm) and the contest paragraph (three enemy elements within 300mm). The organiser chose the looser reading: a player scores +2 for each objective held under the capture and contest definitions, and the game file says how many each player held.',
  alternative:
    'Strict, as the +2 line is written (the organiser\'s switch, objectiveRule "strict"): count only objectives with a brigade as defined in 3.0 at them, or last moved through, and no enemy element within 300mm able to fire at them.',
};

/** 7.0: the same sentence, the organiser having chosen the strict reading. */
export const OBJECTIVE_LINE_STRICT: Reading = {
  id: 'objective-line-strict',
  rule: '7.0',
  title: 'An objective counts +2 only as the +2 line is written',
  explanation:
    'The organiser chose the strict reading of the +2 line: an objective counts only when the player has a brigade as defined in 3.0 at it (or was the last to move through it) and no enemy element within 300mm can fire at it with direct fire. Count the objectives held that way; a single enemy element in range stops the +2 even though three are needed to contest.',
  alternative:
    'Loose (objectiveRule "loose", the default): count every objective held under the capture and contest definitions (part of a brigade or two small brigades with the HQ within 300mm; contested by three enemy elements).',
};

/** 7.0: the victory-point lines name green, and regular, veteran or elite brigades; Random is neither. */
export const RANDOM_TESTED_BY_GRADE_FOUND: Reading = {
  id: 'random-tested-by-grade-found',
  rule: '7.0',
  title: 'An enemy Random brigade forced to test scores by the grade it turned out to be',
  explanation:
    'The points for forcing an enemy brigade to test morale are given for green brigades (+1, +1 more for a second test) and for regular, veteran or elite brigades (+2). A Random brigade finds its grade during the game, so we count it under the grade it turned out to have: as green if it proved green, otherwise as regular or better.',
  alternative:
    'Count an enemy Random brigade always as green (+1, and +1 for a second test), or not at all, since it is none of the grades named.',
};

/** 7.0: "+1 if the player maintains a … brigade … in reserve", with nothing said about two such brigades. */
export const RESERVE_SCORED_ONCE: Reading = {
  id: 'reserve-scored-once',
  rule: '7.0',
  title: 'The reserve bonus is +1 once, however many brigades are kept back',
  explanation:
    'The reserve line gives +1 to a player who still has, off the table in reserve at the end, a fighting brigade of 10 or more stands graded regular, veteran or elite. It speaks of one brigade and has no "for each", unlike the morale-test lines beside it, so we score it once: a player with two such brigades in reserve still scores +1.',
  alternative: 'Score +1 for each qualifying brigade kept in reserve, as the lines for enemy brigades forced to test are scored.',
};

/** 7.0: an objective the attacker captured, taken back by the defender. */
export const DEFENDER_MAY_RECAPTURE: Reading = {
  id: 'defender-may-recapture',
  rule: '7.0',
  title: 'A defender who takes back a captured objective holds it again',
  explanation:
    "In an attack-defence game an objective counts as the defender's unless the attacker captured it during the game; the rule does not say what happens when the defender then retakes it. We read holding as a matter of the end of the game: a defender who recaptures an objective under the same capture rules (a brigade at it, or the last to move through it, with its HQ near) holds it again and counts it.",
  alternative: 'Once the attacker has captured an objective the defender cannot count it again, even if he retakes it before the end.',
};

/** 8.2.3: the results table stops at 7, but modifiers can carry the die above it. */
export const COUNTER_BATTERY_ABOVE_SEVEN: Reading = {
  id: 'counter-battery-above-seven',
  rule: '8.2.3',
  title: 'A counter-battery result above 7 reads as 7',
  explanation:
    'The counter-battery results table runs from 1 to 7, but a British Empire player after 1916 whose side used gas adds +1 twice, so a 6 becomes 8. We read any result above 7 as the 7 row (and any below 1 as the 1 row): the best effect the table gives.',
  alternative: 'Re-roll a result the table has no row for, or treat it as the 6 row, since the die alone cannot pass 6.',
};

/** 6.2.1: the options of the high scorer in an advance to contact (kept beside the victory points, which alone use it). */
export { ONE_OPTION_IN_ADVANCE_TO_CONTACT };

/** 5.0: a dash in the strategic situation table (kept beside the table's reader, which the list check loads too). */
export { STRATEGIC_DASH_NOT_AVAILABLE };

/** 3.0, 5.0: an encounter result on a front locked in trench lines other than the western front. */
export const TRENCH_FRONT_ENCOUNTER: Reading = {
  id: 'trench-front-encounter',
  rule: '5.0',
  title: 'On another trench-bound front an encounter result becomes attack-defence',
  explanation:
    'The Encounter list does not exist where trench lines constrict the fighting (3.0, list points table), but 5.0 makes only the Western Front of 1915–18 attack-defence. On any other front marked as locked in trench lines we play it as the Western Front is played: the higher modified score attacks, even by one, and only equal scores are rolled again.',
  alternative:
    'Keep the encounter the dice give, as on a mobile front, each player fielding his Attack list and its options in place of the Encounter list; otherwise it is any encounter (6.2).',
};

export const gameDayReadings: readonly Reading[] = [
  TIES_REROLLED,
  TERRAIN_MOVEMENT_HIGH_SCORER,
  NO_RAIN_IN_DESERT,
  DESERT_OBJECTIVES,
  WESTERN_FRONT_ATTACK_DEFENCE,
  HIGH_SCORER_IS_ATTACKER,
  DEFENDER_NO_FLANK_MARCH,
  SINGLE_STAND_PRE_PLANNING,
  ONE_OPTION_IN_ADVANCE_TO_CONTACT,
  PENALTIES_ALWAYS_COUNT,
  EXIT_BONUS_REPLACES,
  OBJECTIVE_LINE_LOOSE,
  OBJECTIVE_LINE_STRICT,
  RANDOM_TESTED_BY_GRADE_FOUND,
  RESERVE_SCORED_ONCE,
  DEFENDER_MAY_RECAPTURE,
  COUNTER_BATTERY_ABOVE_SEVEN,
  STRATEGIC_DASH_NOT_AVAILABLE,
  TRENCH_FRONT_ENCOUNTER,
];
