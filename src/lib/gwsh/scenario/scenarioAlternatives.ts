/**
 * The readings of the scenario whose alternative an event may choose (its rules pack, rulesPack.ts): they
 * change which dice a card rolls, so a card's input carries them and its link replays the same card. Apart
 * from the input's schema, so that the page reads a pack's choices without loading zod.
 */
import type { Alternatives } from '../../reading.ts';

export const scenarioAlternatives = [
  'no-rain-in-desert',
  'desert-objectives',
  'strategic-dash-not-available',
  'trench-front-encounter',
] as const;
export type ScenarioAlternative = (typeof scenarioAlternatives)[number];

/** The scenario's readings whose alternative a rules pack takes (`pack.alternatives`), in a card's order. */
export const scenarioAlternativesOf = (taken: Alternatives | undefined): ScenarioAlternative[] =>
  scenarioAlternatives.filter((id) => taken?.has(id));
