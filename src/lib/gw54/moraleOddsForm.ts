/**
 * The morale test page's form (The Great War in 54mm): the figures as typed, read into the engine's odds,
 * with and without the officer side by side (the officer adds 1). The page keeps only the form.
 */
import { compareOdds, oddsOf, passOrFailOdds, type OddsChoice } from '../dice/oddsView.ts';
import { parseWholeNumber, type ParsedNumber } from '../forms/wholeNumber.ts';
import { moraleOdds, type MoraleOdds } from './moraleOdds.ts';

export interface MoraleOddsForm {
  /** Figures left in the unit, the officer included, as typed. */
  figures: string;
  officer: boolean;
}

export const initialMoraleOddsForm: MoraleOddsForm = { figures: '6', officer: true };

export interface MoraleOddsView {
  figures: ParsedNumber;
  /** The test as set; null while the number of figures is wrong. */
  odds: MoraleOdds | null;
  /** Pass and fail with the officer and without. */
  test: [OddsChoice, OddsChoice] | null;
  /** Casualties under bombardment, none to three, with "at least" and the average. */
  casualties: OddsChoice | null;
}

export function readMoraleOddsForm(form: MoraleOddsForm): MoraleOddsView {
  const figures = parseWholeNumber(form.figures, 'Figures in the unit', 1, 99);
  if (!figures.ok) return { figures, odds: null, test: null, casualties: null };
  const odds = moraleOdds({ figures: figures.value, officer: form.officer });
  const withOfficer = moraleOdds({ figures: figures.value, officer: true });
  const without = moraleOdds({ figures: figures.value, officer: false });
  return {
    figures,
    odds,
    test: compareOdds(
      { label: 'With the officer', odds: passOrFailOdds(withOfficer) },
      { label: 'Without the officer', odds: passOrFailOdds(without) },
    ),
    casualties: {
      label: 'Casualties',
      odds: oddsOf(
        odds.bombardmentCasualties.map((c) => ({
          key: String(c.casualties),
          label: String(c.casualties),
          probability: c.probability,
          value: c.casualties,
        })),
      ),
    },
  };
}
