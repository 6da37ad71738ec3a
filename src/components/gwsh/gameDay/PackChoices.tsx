/**
 * The rules pack's readings taken the other way, for a game-day calculator whose result only some inputs
 * let them change (the scenario card's dash and desert, a single support stand's pre-planned fire): drawn
 * only where they can, so the page fetches the pack's reader then.
 */
import { useEffect } from 'react';
import { useRulesPack } from '../shared/useRulesPack.ts';

export default function PackChoices({ onChoices }: { onChoices: (alternatives: ReadonlySet<string>) => void }) {
  const pack = useRulesPack();
  const taken = [...(pack?.alternatives ?? [])].sort().join();
  useEffect(() => onChoices(new Set(taken ? taken.split(',') : [])), [taken, onChoices]);
  return null;
}
