/**
 * The reading of 6.2 and 6.2.1 on the options of the high scorer in an advance to contact, in a module of
 * its own: only the victory points use it, so the other game-day pages do not carry it. It is listed with
 * the other game-day readings in ./gameDayReadings.ts.
 */
import type { Reading } from '../../reading.ts';

export const ONE_OPTION_IN_ADVANCE_TO_CONTACT: Reading = {
  id: 'one-option-in-advance-to-contact',
  rule: '6.2.1',
  title: 'In an advance to contact, too, a player takes one option at most',
  explanation:
    '6.2 lets an encounter player reinforce with an Option A or an Option B; 6.2.1 gives the high scorer his Option A free and lets him take an Option B at its penalty. We read 6.2.1 within 6.2: one of the two.',
  alternative: 'The high scorer in an advance to contact may use his free Option A and an Option B (−2) together.',
};
