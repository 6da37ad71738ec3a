/**
 * GWSH 9.0: a Division HQ must always be bought, and where elements of more than one division are bought,
 * one Division HQ for each and a Corps HQ. The source prices neither (reading HQ_COSTED_ZERO). Only the
 * basic list is checked: an option reinforces the division the basic list already has.
 */
import type { Finding } from '../../findings.ts';
import type { BrigadeFacts } from './brigadeCost.ts';
import type { GwshList } from './listFile.ts';

export function divisionHqFindings(list: GwshList, brigades: readonly Pick<BrigadeFacts, 'divisionHqs' | 'corpsHqs'>[]): Finding[] {
  if (list.part !== 'basic' || list.brigades.length === 0) return [];
  const divisions = brigades.reduce((n, b) => n + b.divisionHqs, 0);
  const corps = brigades.reduce((n, b) => n + b.corpsHqs, 0);
  if (divisions === 0) {
    return [{
      code: 'no-division-hq', severity: 'info', rule: '9.0',
      message: 'The list has no Division HQ, which 9.0 requires; add one from the generic troops (it is costed 0, as the source gives it no price).',
    }];
  }
  if (divisions > 1 && corps === 0) {
    return [{
      code: 'no-corps-hq', severity: 'warning', rule: '9.0',
      message: `The list has ${divisions} Division HQs, so it draws on more than one division and 9.0 requires a Corps HQ as well.`,
    }];
  }
  return [];
}
