/**
 * How the game-day calculators (scenario, victory points, fire missions) settle rules the GWSH text
 * leaves open. Same shape as the costing readings (readings.ts): each is shown beside the result it
 * affects, and the scenario card lists the ones it relied on.
 */
import type { Reading } from '../list/readings.ts';

/** 4.2, 4.3, 6.2: "the highest" with nothing said about equal dice. */
export const TIES_REROLLED: Reading = {
  id: 'ties-rerolled',
  rule: '4.2',
  title: 'Equal dice are re-rolled',
  explanation:
    'Where the highest die decides (who places terrain first, who names the first objective, who chooses a base line in an encounter) and the rule says nothing about equal dice, both players roll again until one is higher.',
  alternative:
    'Let the player who rolled first, or the defender, win equal dice.',
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
  alternative:
    'Roll for rain in the desert as elsewhere.',
};

/** 4.1, 4.3: the number of objectives in the desert. */
export const DESERT_OBJECTIVES: Reading = {
  id: 'desert-objectives',
  rule: '4.3',
  title: 'Desert objectives follow the Potential Objectives placed',
  explanation:
    'Only non-desert sectors must each have a key terrain feature, so a desert table may have fewer than six Potential Objectives. The players say how many they placed, and the game objectives are one fewer.',
  alternative:
    'Always play with five game objectives, however many Potential Objectives the desert table has.',
};

/** 5.0: Western Front 1915–18. */
export const WESTERN_FRONT_ATTACK_DEFENCE: Reading = {
  id: 'western-front-attack-defence',
  rule: '5.0',
  title: 'Western Front 1915–18: the higher modified score attacks',
  explanation:
    'On the Western Front from 1915 to 1918 every game is attack-defence. Where the text says the higher die roll attacks, we take that to mean the higher modified score, so a difference of one (elsewhere an advance to contact) also makes the higher scorer the attacker, and only equal modified scores are re-rolled, with the strategic modifiers applied again.',
  alternative:
    'Read "higher die roll" as the unmodified die, so the strategic modifiers do not decide who attacks on the Western Front.',
};

/** 3.0, 10.3: "becomes the attacker in an Advance to Contact". */
export const HIGH_SCORER_IS_ATTACKER: Reading = {
  id: 'high-scorer-is-attacker',
  rule: '3.0',
  title: 'In an advance to contact the high scorer is the attacker',
  explanation:
    'Encounter-list light entrenchments are lost by a player who "becomes the attacker" in an advance to contact. We read the attacker as the high scorer: the low scorer is the one whose deployed brigade may use them (6.2.1).',
  alternative:
    'Let the players agree who attacks in an advance to contact, independent of the dice.',
};

/** 6.1.1, 6.1.2: flank marches in attack-defence. */
export const DEFENDER_NO_FLANK_MARCH: Reading = {
  id: 'defender-no-flank-march',
  rule: '6.1.1',
  title: 'Only the attacker flank-marches in an attack-defence game',
  explanation: 'Section 6.1.1 allows the attacker a flank march on one short edge; nothing allows the defender one, so the defender has none.',
  alternative:
    'Allow the defender a flank march on the same terms as the attacker.',
};

/** 8.2.1, 6.1.1: a single support stand held off-table. */
export const SINGLE_STAND_PRE_PLANNING: Reading = {
  id: 'single-stand-pre-planning',
  rule: '8.2.1',
  title: 'A single support stand pre-plans by its calibre',
  explanation:
    'A single brigade-level support stand has unlimited fire missions. If it is off-table and its side may pre-plan, we cap its pre-planned missions by calibre as for a regiment (6 for 90mm or less, 5 above).',
  alternative:
    'Give a single off-table support stand unlimited pre-planned missions, as on table.',
};

/** 7.0: claims the rules do not allow. */
export const PENALTIES_ALWAYS_COUNT: Reading = {
  id: 'penalties-always-count',
  rule: '7.0',
  title: 'Claims the rules do not allow score nothing; penalties always count',
  explanation:
    'A bonus the rules do not give (an exit bonus claimed by anyone but the attacker in an attack-defence game, more second tests than first tests, more objectives than the game has) scores nothing beyond what the rules allow, and is reported. An option a player used always costs its penalty, even where taking it broke a rule (both options, or Option B for a defender).',
  alternative:
    'Refuse to score a game with a claim the rules do not allow until the players correct it.',
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
  PENALTIES_ALWAYS_COUNT,
];
