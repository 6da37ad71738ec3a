/** One player's claims for GWSH 7.0: what they held, exited, broke and used. The engine scores them. */
import { CheckField, NumberField, SelectField } from '../../shared/Fields.tsx';
import type { ScenarioKind } from '../../../lib/gwsh/game/gameFile.ts';
import { exitChecklist, type PlayerForm } from '../../../lib/gwsh/game/gameForm.ts';
import { rolesOf } from '../../../lib/gwsh/game/gameKinds.ts';
import { VP } from '../../../lib/gwsh/game/victoryPoints.ts';
import { signed } from '../../../lib/numbers/signed.ts';
import { roleWords } from './words.ts';
import { fieldSetter } from '../../shared/useForm.ts';

interface Props {
  id: string;
  index: 0 | 1;
  player: PlayerForm;
  scenario: ScenarioKind;
  entrenchedLines: boolean;
  onChange: (next: PlayerForm) => void;
}

export function VpPlayerFields({ id, index, player, scenario, entrenchedLines, onChange }: Props) {
  const set = fieldSetter(player, onChange);
  const p = `${id}-p${index}`;
  const roles = rolesOf[scenario].filter((r) => r !== null);
  const bonus = entrenchedLines ? VP.exitBonusEntrenched : VP.exitBonus;
  return (
    <fieldset>
      <legend>Player {index + 1}</legend>
      <div className="gd-grid">
        <div className="gd-field">
          <label htmlFor={`${p}-name`}>Name</label>
          <input id={`${p}-name`} type="text" maxLength={100} value={player.name} onChange={(e) => set('name', e.target.value)} />
        </div>
        {roles.length > 0 && player.role !== null && (
          <SelectField
            id={`${p}-role`}
            label="Role"
            value={player.role}
            options={roles.map((r) => [r, roleWords[r]] as const)}
            onChange={(r) => set('role', r)}
          />
        )}
        <NumberField
          id={`${p}-objectives`}
          label={`Objectives held at the end (${signed(VP.objective)} each)`}
          value={player.objectivesHeld}
          min={0}
          max={5}
          onChange={(v) => set('objectivesHeld', v)}
        />
      </div>

      <fieldset>
        <legend>Exit bonus (+{bonus}): a brigade left across the enemy base line</legend>
        <p className="gd-hint">Only the attacker in an attack-defence game scores it, and only once. Tick every condition to claim it.</p>
        <ul className="gd-checklist">
          {exitChecklist.map((condition, i) => (
            <li key={condition}>
              <CheckField
                id={`${p}-exit-${i}`}
                label={condition}
                checked={player.exitConditions[i] ?? false}
                onChange={(v) =>
                  set(
                    'exitConditions',
                    player.exitConditions.map((c, j) => (j === i ? v : c)),
                  )
                }
              />
            </li>
          ))}
        </ul>
      </fieldset>

      <fieldset>
        <legend>Enemy brigades this player forced to test morale</legend>
        <div className="gd-grid">
          <NumberField
            id={`${p}-green`}
            label={`Green brigades (${signed(VP.greenTested)} each)`}
            value={player.green}
            min={0}
            max={99}
            onChange={(v) => set('green', v)}
          />
          <NumberField
            id={`${p}-green2`}
            label={`Green brigades tested a second time (${signed(VP.greenSecondTest)} each)`}
            value={player.greenSecondTest}
            min={0}
            max={99}
            onChange={(v) => set('greenSecondTest', v)}
          />
          <NumberField
            id={`${p}-regular`}
            label={`Regular, veteran or elite brigades (${signed(VP.regularOrBetterTested)} each)`}
            value={player.regularOrBetter}
            min={0}
            max={99}
            onChange={(v) => set('regularOrBetter', v)}
          />
        </div>
      </fieldset>

      <CheckField
        id={`${p}-optionA`}
        label={`Used Option A (${signed(VP.optionA)}; free for the high scorer in an advance to contact)`}
        checked={player.optionA}
        onChange={(v) => set('optionA', v)}
      />
      <CheckField
        id={`${p}-optionB`}
        label={`Used Option B (${signed(VP.optionB)})`}
        checked={player.optionB}
        onChange={(v) => set('optionB', v)}
      />
      <CheckField
        id={`${p}-reserve`}
        label={`Kept a regular, veteran or elite brigade of 10+ stands off-table in reserve to the end (${signed(VP.reserveBrigade)})`}
        checked={player.reserveBrigadeKept}
        onChange={(v) => set('reserveBrigadeKept', v)}
      />
    </fieldset>
  );
}
