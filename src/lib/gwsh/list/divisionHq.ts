/**
 * GWSH 9.0, the division a basic list is drawn from: a Division HQ must always be bought, and where elements
 * of more than one division are bought, one Division HQ for each and a Corps HQ (the source prices neither:
 * reading HQ_COSTED_ZERO); and a division, even an under-strength one, must include at least two brigades
 * of its TO&E, which the command is not: a group of HQ stands, or an HQ with fewer than a brigade's worth
 * of other stands beside it (reading HQ_GROUP_NOT_A_BRIGADE, commandGroup). Only the basic list is checked: an option
 * reinforces the division the basic list already has. An empty list is not judged yet.
 */
import type { Finding } from '../../findings.ts';
import { SMALL_BRIGADE_STANDS, type BrigadeFacts } from './brigadeCost.ts';
import type { GwshList } from './listFile.ts';
import { ANY_GROUP_IS_A_BRIGADE, HQ_GROUP_NOT_A_BRIGADE } from './readings.ts';
import { NO_ALTERNATIVES, takesAlternative, type Alternatives } from '../../reading.ts';

/** What the division checks need of each brigade: its HQ stands, all its stands, and whether it is off table. */
export type DivisionBrigade = Pick<BrigadeFacts, 'divisionHqs' | 'corpsHqs'> & { standCount: number; offTable: boolean };

/**
 * How many groups count towards 9.0's two brigades: not the command (`otherReading`: HQ_GROUP_NOT_A_BRIGADE's
 * alternative), never a group of one stand, which is no brigade of any order of battle, and with `onTableOnly`
 * (ANY_GROUP_IS_A_BRIGADE's alternative) none off the table.
 */
export const countedBrigades = (brigades: readonly DivisionBrigade[], otherReading: boolean, onTableOnly: boolean): number =>
  brigades.filter((b) => !commandGroup(b, otherReading) && b.standCount > 1 && !(onTableOnly && b.offTable)).length;

/**
 * Whether a group is the division's (or corps') command rather than one of its brigades (9.0, reading
 * HQ_GROUP_NOT_A_BRIGADE): it holds an HQ, and fewer than SMALL_BRIGADE_STANDS stands besides. With the
 * event's alternative (`otherReading`), only a group of HQ stands alone.
 */
export const commandGroup = (b: Omit<DivisionBrigade, 'offTable'>, otherReading = false): boolean => {
  const hqs = b.divisionHqs + b.corpsHqs;
  return hqs > 0 && b.standCount - hqs < (otherReading ? 1 : SMALL_BRIGADE_STANDS);
};

/** A group with HQs and other stands that the reading leaves out of the brigades (where the other reading would count it). */
export const commandWithAssets = (b: DivisionBrigade): boolean => commandGroup(b) && b.standCount > b.divisionHqs + b.corpsHqs;

export function divisionHqFindings(
  list: GwshList,
  brigades: readonly DivisionBrigade[],
  alternatives: Alternatives = NO_ALTERNATIVES,
): Finding[] {
  const otherReading = takesAlternative(alternatives, HQ_GROUP_NOT_A_BRIGADE);
  if (list.part !== 'basic' || list.brigades.length === 0) return [];
  const findings: Finding[] = [];
  const divisions = brigades.reduce((n, b) => n + b.divisionHqs, 0);
  const corps = brigades.reduce((n, b) => n + b.corpsHqs, 0);
  if (divisions === 0) {
    findings.push({
      code: 'no-division-hq',
      severity: 'error',
      rule: '9.0',
      message: 'The list has no Division HQ, which 9.0 requires every list to buy; add one from the generic troops.',
    });
  } else if (divisions > 1 && corps === 0) {
    findings.push({
      code: 'no-corps-hq',
      severity: 'error',
      rule: '9.0',
      message: `The list has ${divisions} Division HQs, so it draws on more than one division and 9.0 requires a Corps HQ as well.`,
    });
  }
  const fighting = countedBrigades(brigades, otherReading, takesAlternative(alternatives, ANY_GROUP_IS_A_BRIGADE));
  if (fighting < 2) {
    findings.push({
      code: 'too-few-brigades',
      severity: 'error',
      rule: '9.0',
      message: `A division, even an under-strength one, must include at least two brigades of its TO&E (9.0); this list has ${fighting === 0 ? 'none' : 'one'}${brigades.length > fighting ? ' besides its headquarters' : ''}.`,
      ...(!otherReading && brigades.some(commandWithAssets) && { reading: HQ_GROUP_NOT_A_BRIGADE.id }),
    });
  }
  return findings;
}
