/**
 * The rules pack's choices of the scenario's readings (a dash in the 5.0 table; the desert's 4.3 and 4.4)
 * for the scenario generator: drawn only where one of them can change the card (a desert battlefield, a
 * nation with a dash that year), so the page fetches the pack's reader then.
 */
import { useEffect } from 'react';
import { scenarioAlternativesOf, type ScenarioAlternative } from '#src/lib/gwsh/scenario/scenarioAlternatives.ts';
import { useRulesPack } from '../shared/useRulesPack.ts';

export default function PackChoices({ onChoices }: { onChoices: (choices: ScenarioAlternative[]) => void }) {
  const pack = useRulesPack();
  const choices = scenarioAlternativesOf(pack?.alternatives).join();
  useEffect(() => onChoices(choices ? (choices.split(',') as ScenarioAlternative[]) : []), [choices, onChoices]);
  return null;
}
