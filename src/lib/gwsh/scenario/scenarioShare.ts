/**
 * Share links for a scenario card : the fragment carries the inputs and every die used,
 * in order, so the card is rebuilt by replaying them as typed dice. A link that is damaged, newer than
 * this page or not a scenario at all comes back as one sentence; it never throws.
 */
import * as z from 'zod/mini';
import { isD6 } from '../../dice/diceSources.ts';
import { decodeShare, encodeShare } from '../../share/link.ts';
import { scenarioInputSchema, type ScenarioInput } from './scenarioInput.ts';

export const SCENARIO_SHARE_KIND = 'scenario';
export const SCENARIO_SHARE_VERSION = 1;

/** More dice than any card needs (a handful of re-rolls aside, a card uses about a dozen). */
export const MAX_SHARED_DICE = 500;

const sharedScenarioSchema = z.strictObject({
  inputs: scenarioInputSchema,
  dice: z.array(z.number().check(z.refine(isD6))).check(z.maxLength(MAX_SHARED_DICE)),
});

export interface SharedScenario {
  inputs: ScenarioInput;
  dice: number[];
}

export type ReadShare =
  /** The fragment is not a scenario link (empty, or a heading anchor on the page). */
  { kind: 'none' } | { kind: 'scenario'; ok: true; value: SharedScenario } | { kind: 'scenario'; ok: false; error: string };

/** The fragment (without "#") of a link to this card. */
export const scenarioShareFragment = (value: SharedScenario): string =>
  encodeShare(SCENARIO_SHARE_KIND, SCENARIO_SHARE_VERSION, { inputs: value.inputs, dice: value.dice });

/** Reads `location.hash`; only a fragment starting "scenario=" is treated as a link to a card. */
export function readScenarioShare(hash: string): ReadShare {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!fragment.startsWith(`${SCENARIO_SHARE_KIND}=`)) return { kind: 'none' };
  const decoded = decodeShare(fragment, SCENARIO_SHARE_KIND, SCENARIO_SHARE_VERSION);
  if (!decoded.ok) return { kind: 'scenario', ok: false, error: decoded.error };
  const parsed = sharedScenarioSchema.safeParse(decoded.value);
  if (!parsed.success) {
    return {
      kind: 'scenario',
      ok: false,
      error: 'This scenario link is damaged: the nations, year or dice in it are not ones this page knows. Ask for the link again.',
    };
  }
  return { kind: 'scenario', ok: true, value: parsed.data };
}
