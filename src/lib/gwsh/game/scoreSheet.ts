/**
 * The 7.0 victory points as a paper form lists them, for a table's sheet: what each player counts and what
 * it is worth, in the order the engine scores them (victoryPoints.ts). The exit bonus follows the reading of
 * the event in force (EXIT_BONUS_REPLACES): +5 through entrenched lines, or +3 and +5 where the event
 * takes the other reading.
 */
import { signed } from '../../numbers/wording.ts';
import { NO_ALTERNATIVES, takesAlternative, type Alternatives } from '../../reading.ts';
import { EXIT_BONUS_REPLACES } from './gameDayReadings.ts';
import { VP } from './victoryPoints.ts';

export interface SheetLine {
  what: string;
  worth: string;
}

export function scoreSheetLines(alternatives: Alternatives = NO_ALTERNATIVES): SheetLine[] {
  const entrenched = takesAlternative(alternatives, EXIT_BONUS_REPLACES) ? VP.exitBonus + VP.exitBonusEntrenched : VP.exitBonusEntrenched;
  return [
    { what: 'Objectives held at the end', worth: `${signed(VP.objective)} each` },
    {
      what: 'Exit bonus: the attacker of an attack-defence game, once, every condition met',
      worth: `${signed(VP.exitBonus)}; ${signed(entrenched)} through continuous entrenched lines`,
    },
    { what: 'Enemy Green brigades forced to test morale', worth: `${signed(VP.greenTested)} each` },
    { what: 'Enemy Green brigades tested a second time', worth: `${signed(VP.greenSecondTest)} each` },
    { what: 'Enemy regular, veteran or elite brigades forced to test morale', worth: `${signed(VP.regularOrBetterTested)} each` },
    { what: 'Used Option A (free for the high scorer in an advance to contact)', worth: signed(VP.optionA) },
    { what: 'Used Option B', worth: signed(VP.optionB) },
    { what: 'Kept a regular, veteran or elite brigade of 10+ stands off-table in reserve to the end', worth: signed(VP.reserveBrigade) },
  ];
}
