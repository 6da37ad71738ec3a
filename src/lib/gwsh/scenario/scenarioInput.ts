/**
 * What a scenario needs (GWSH 2.0, 4.1), as read from a link or the command line: the schema lives here,
 * apart from the generator, so that the scenario page loads zod only when a link or file arrives.
 */
import * as z from 'zod/mini';
import { nationIds } from '../../data/nationIds.ts';
import { theatres, yearPeriods } from '../yearPeriod.ts';
import { scenarioAlternatives } from './scenarioAlternatives.ts';

const yearPeriod = z.enum(yearPeriods);
/** As long as a name may be in the page's field. */
export const MAX_PLAYER_NAME = 100;
/**
 * A link or file from before the three fronts, with "other", reads as "mobile": both are fronts where
 * trench lines constrict nothing, so its card stays the same.
 */
const theatre = z.pipe(
  z.transform((v: unknown) => (v === 'other' ? 'mobile' : v)),
  z.enum(theatres),
);

export const scenarioInputSchema = z.strictObject({
  /** Player A's nation and player B's: one Axis, one Allied (2.0). */
  a: z.enum(nationIds),
  b: z.enum(nationIds),
  period: yearPeriod,
  theatre: z._default(theatre, 'mobile'),
  desert: z._default(z.boolean(), false),
  /** The players' names, for the card ("Ada (Germany)"); without them, "A (Germany)" and "B (France)". */
  playerA: z.optional(z.string().check(z.maxLength(MAX_PLAYER_NAME))),
  playerB: z.optional(z.string().check(z.maxLength(MAX_PLAYER_NAME))),
  /** Desert only: how many Potential Objectives the players placed (4.1). */
  potentialObjectives: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(6))),
  /** The readings taken the other way, by the event's choice; absent, the site's readings throughout. */
  alternatives: z.optional(z.array(z.enum(scenarioAlternatives)).check(z.maxLength(scenarioAlternatives.length))),
});
export type ScenarioInput = z.output<typeof scenarioInputSchema>;
