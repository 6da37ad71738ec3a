/**
 * How this site settles the sentences of Great Battles of WWII that read two ways (readings
 * are data; the shape is src/lib/reading.ts). Results that rely on one carry it, and pages show it with
 * its alternative.
 */
import type { Reading } from '../reading.ts';

/** 14.3: the foot bad-going rates (5.5", 2.5", 1.5") already end in the ½" of the infantry penalty. */
export const FOOT_BAD_GOING_INCLUDES_HALF_INCH: Reading = {
  id: 'foot-bad-going-includes-half-inch',
  rule: '14.3',
  title: 'The foot bad-going rates already include the ½" infantry penalty',
  explanation:
    'Infantry moving through bad going either gives up ½" of its move or rolls for suppression. Foot\'s bad-going rates are 5.5", 2.5" and 1.5" (column, assault, defensive): we read those half inches as the penalty already taken off a 6", 3" and 2" rate. So infantry that takes the move penalty moves at the foot rate shown, and infantry that rolls for suppression instead moves ½" more (6", 3", 2"). (AT/Gun\'s bad-going rate is ½" too; that line has no infantry penalty to take.)',
  alternative:
    'Take the ½" off the rates shown as well, so infantry taking the move penalty moves 5", 2" or 1", and infantry rolling for suppression moves at the rates shown.',
};

/** Chart 10 (15.0): the morale-count chart stops at a count of 10. */
export const MORALE_COUNT_ABOVE_TEN_FAILS: Reading = {
  id: 'morale-count-above-ten-fails',
  rule: '15.0',
  title: 'A morale count above 10 has no score: the check fails whatever the modifiers',
  explanation:
    'The chart has rows for counts of 1 to 10. In each column its dashes begin where the count reaches twice the stands (a 1-stand battalion at 2, a 5-stand one at 10), but a battalion of 6 to 8 stands can reach a count above 10 and still have stands left. We read any count above 10 as having no score, a failed check (0 %), whatever the modifiers.',
  alternative:
    'Read a count above 10 on the row for 10 (for 8 stands, 09 before modifiers), so good modifiers can still save the battalion.',
};

export const gbww2Readings: readonly Reading[] = [FOOT_BAD_GOING_INCLUDES_HALF_INCH, MORALE_COUNT_ABOVE_TEN_FAILS];
