/**
 * The scenario generator's form (GWSH 2.0, 4.1): nations, year period, theatre and battlefield as the
 * player set them, read into the engine's input; and back from a shared card's input. The page keeps
 * only the form and the dice.
 */
import type { NationId } from '../../data/nationIds.ts';
import { parseOptionalWholeNumber, type ParsedOptionalNumber } from '../../forms/wholeNumber.ts';
import type { Theatre, YearPeriod } from '../yearPeriod.ts';
import type { ScenarioInput } from './scenarioInput.ts';
import type { ScenarioAlternative } from './scenarioAlternatives.ts';

export interface ScenarioFormState {
  a: NationId;
  b: NationId;
  period: YearPeriod;
  theatre: Theatre;
  desert: boolean;
  /** Desert only: Potential Objectives placed, as typed. */
  potential: string;
  /** The players' names, as typed; empty for none. */
  playerA: string;
  playerB: string;
  /** The event's choices the card follows: its rules pack's, or those of the link the card came from. */
  alternatives: ScenarioAlternative[];
}

export const defaultScenarioForm: ScenarioFormState = {
  a: 'germany',
  b: 'france',
  period: '1914',
  theatre: 'mobile',
  desert: false,
  potential: '',
  playerA: '',
  playerB: '',
  alternatives: [],
};

export interface ScenarioFormView {
  /** Desert only: the Potential Objectives field read (null elsewhere); a bad value is left out of the input. */
  potential: ParsedOptionalNumber | null;
  input: ScenarioInput;
}

export function readScenarioForm(form: ScenarioFormState): ScenarioFormView {
  const potential = form.desert ? parseOptionalWholeNumber(form.potential, 'Potential objectives placed', 0, 6) : null;
  // The form's fields are the input's own types, so no schema is needed here (the page loads none until a
  // link arrives); the fuzz test checks that every input read here is one the schema accepts as it is.
  const input: ScenarioInput = {
    a: form.a,
    b: form.b,
    period: form.period,
    theatre: form.theatre,
    desert: form.desert,
    ...(form.playerA.trim() && { playerA: form.playerA.trim() }),
    ...(form.playerB.trim() && { playerB: form.playerB.trim() }),
    ...(potential?.ok && potential.value !== null && { potentialObjectives: potential.value }),
    ...(form.alternatives.length > 0 && { alternatives: form.alternatives }),
  };
  return { potential, input };
}

/** The form that makes a shared card's input again. */
export const scenarioFormOf = (input: ScenarioInput): ScenarioFormState => ({
  a: input.a,
  b: input.b,
  period: input.period,
  theatre: input.theatre,
  desert: input.desert,
  potential: input.potentialObjectives === undefined ? '' : String(input.potentialObjectives),
  playerA: input.playerA ?? '',
  playerB: input.playerB ?? '',
  alternatives: input.alternatives ?? [],
});
