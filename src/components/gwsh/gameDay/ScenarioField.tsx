/** The scenario of a game (GWSH 6.1), as the game-day calculators ask for it. */
import type { ScenarioKind } from '#src/lib/gwsh/game/gameKinds.ts';
import { SelectField } from '../../shared/Fields.tsx';
import { scenarioOptions } from '#src/lib/gwsh/game/gameWords.ts';

export function ScenarioField({ id, value, onChange }: { id: string; value: ScenarioKind; onChange: (kind: ScenarioKind) => void }) {
  return <SelectField id={`${id}-scenario`} label="Scenario" value={value} options={scenarioOptions} onChange={onChange} />;
}
