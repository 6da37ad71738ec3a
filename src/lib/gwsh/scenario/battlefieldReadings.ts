/**
 * How the battlefield rules of 4.1 are read where they can be read two ways. No calculator applies them
 * (players lay out the table), so they live apart from the calculators' readings (gameDayReadings.ts) and
 * are shown on the battlefield page and the readings page.
 */
import type { Reading } from '../../reading.ts';

/** 4.1: how far large woods may spread, and the objectives of the sectors they dominate. */
export const LARGE_WOOD_PER_PLAYER: Reading = {
  id: 'large-wood-per-player',
  rule: '4.1',
  title: 'Each player may place large woods dominating up to two sectors, each with a non-hill objective',
  explanation:
    'Section 4.1 limits "a player" to two sectors under a large wood and, for those, asks for an objective that is not a hill. We read the limit as applying to each player (up to two sectors each), and the objective as the potential objective of every sector the large wood dominates, which may not be a hill.',
  alternative:
    'Allow one large wood on the table in all, over at most two sectors, or read "an objective other than a hill" as one such objective among the sectors it dominates rather than in each.',
};

/** 4.1: the two-sector limit on rivers and canals. */
export const RIVERS_AND_CANALS_TOGETHER: Reading = {
  id: 'rivers-and-canals-together',
  rule: '4.1',
  title: 'Rivers and canals together may cover at most two sectors',
  explanation:
    'The limit of two sectors, one of them central, is written for "rivers or canals" together, so we apply it to every river and canal on the table counted together: a river in two sectors leaves no room for a canal. Streams are free of the limit.',
  alternative: 'Apply the limit to each river or canal on its own, so a table may have a river and a canal in two sectors each.',
};

/** 4.1: the objective of a central sector crossed by a river lies nearer the "opposite" long edge. */
export const RIVER_OBJECTIVE_FAR_EDGE: Reading = {
  id: 'river-objective-far-edge',
  rule: '4.1',
  title: 'In a central sector crossed by a river, the objective lies on the side of the long edge the sector does not touch',
  explanation:
    'Each central sector touches one long edge. We read the "opposite" long edge as the one that sector does not touch, so the objective lies on the table-centre side of the river, where the river does not shield it from the other half of the table.',
  alternative: "Read the opposite edge from the player's side: the edge facing the player who placed the river.",
};

export const battlefieldReadings: readonly Reading[] = [LARGE_WOOD_PER_PLAYER, RIVERS_AND_CANALS_TOGETHER, RIVER_OBJECTIVE_FAR_EDGE];
