/**
 * The rules pack's readings taken the other way, for a game-day calculator whose result only some inputs
 * let them change (the scenario card's dash and desert, a single support stand's pre-planned fire): drawn
 * only where they can, so the page fetches the pack's reader then.
 */
import { useEffect } from 'react';
import { useRulesPack } from '../shared/useRulesPack.ts';
import { NO_ALTERNATIVES, type Alternatives } from '#src/lib/reading.ts';

export default function PackChoices({ onChoices }: { onChoices: (alternatives: Alternatives) => void }) {
  // The hook gives a new pack only when the stored one changes.
  const pack = useRulesPack();
  useEffect(() => onChoices(pack?.alternatives ?? NO_ALTERNATIVES), [pack, onChoices]);
  return null;
}
