/**
 * The shooting odds page's form (The Great War in 54mm): what the player chose and typed, read into the
 * engine's odds, with the same shot at a target out of cover and in cover side by side. The
 * page keeps only the form.
 */
import { compareOdds, oddsOf, type OddsChoice } from '../dice/oddsView.ts';
import { parseWholeNumber, type ParsedNumber } from '../forms/wholeNumber.ts';
import { shootingOdds, type ShootingOdds } from './shootingOdds.ts';
import { weaponById, type RangeBand, type ShootingTables, type Weapon } from './weapons.ts';

export interface ShootingForm {
  weaponId: string;
  band: RangeBand;
  cover: boolean;
  /** Figures shooting, as typed. */
  firers: string;
}

export const initialShootingForm: ShootingForm = { weaponId: 'rifle', band: 'short', cover: false, firers: '5' };

export interface ShootingView {
  weapon: Weapon;
  firers: ParsedNumber;
  /** The shot as set; null while the number of figures is wrong. */
  odds: ShootingOdds | null;
  /** Hits from none up, out of cover and in cover; null when there are too many dice to count exactly. */
  choices: [OddsChoice, OddsChoice] | null;
}

const hitOdds = (odds: ShootingOdds) =>
  oddsOf(odds.hits.map((h) => ({ key: String(h.hits), label: String(h.hits), probability: h.exactly.probability, value: h.hits })));

export function readShootingForm(tables: ShootingTables, form: ShootingForm): ShootingView {
  const weapon = weaponById(tables, form.weaponId);
  const firers = parseWholeNumber(form.firers, 'Figures shooting', 1, 99);
  if (!firers.ok) return { weapon, firers, odds: null, choices: null };
  const shot = (cover: boolean) => shootingOdds(tables, { weaponId: form.weaponId, band: form.band, cover, firers: firers.value });
  const odds = shot(form.cover);
  const [open, covered] = [shot(false), shot(true)];
  return {
    weapon,
    firers,
    odds,
    choices:
      odds.hits.length > 0
        ? compareOdds({ label: 'Target in the open', odds: hitOdds(open) }, { label: 'Target in cover', odds: hitOdds(covered) })
        : null,
  };
}
