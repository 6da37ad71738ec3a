/**
 * The rules pack's choices of the desert's readings (4.3, 4.4) for the scenario generator: drawn only on a
 * desert battlefield, the only place they change a card, so the page fetches the pack's reader then.
 */
import { useEffect } from 'react';
import { scenarioAlternativesOf, type ScenarioAlternative } from '#src/lib/gwsh/scenario/scenarioAlternatives.ts';
import { useRulesPack } from '../shared/useRulesPack.ts';

export default function DesertPackChoices({ onChoices }: { onChoices: (choices: ScenarioAlternative[]) => void }) {
  const pack = useRulesPack();
  const choices = scenarioAlternativesOf(pack?.alternatives).join();
  useEffect(() => onChoices(choices ? (choices.split(',') as ScenarioAlternative[]) : []), [choices, onChoices]);
  return null;
}
