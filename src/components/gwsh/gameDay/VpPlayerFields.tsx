/** One player's claims for GWSH 7.0: what they held, exited, broke and used. The engine scores them. */
import { CheckField, NumberField, SelectField, TextField } from '../../shared/Fields.tsx';
import type { ScenarioKind } from '#src/lib/gwsh/game/gameFile.ts';
import { exitChecklist, type PlayerForm } from '#src/lib/gwsh/game/gameForm.ts';
import { MAX_RESERVES, rolesOf } from '#src/lib/gwsh/game/gameKinds.ts';
import { VP } from '#src/lib/gwsh/game/victoryPoints.ts';
import { signed } from '#src/lib/numbers/wording.ts';
import { roleWords } from '#src/lib/gwsh/game/gameWords.ts';
import { fieldBinder, fieldSetter } from '../../shared/useForm.ts';

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
  const field = fieldBinder(p, player, set);
  const roles = rolesOf[scenario].filter((r) => r !== null);
  const bonus = entrenchedLines ? VP.exitBonusEntrenched : VP.exitBonus;
  return (
    <fieldset>
      <legend>Player {index + 1}</legend>
      <div className="gd-grid">
        <TextField {...field('name')} label="Name" />
        {roles.length > 0 && player.role !== null && (
          <SelectField {...field('role')} value={player.role} label="Role" options={roles.map((r) => [r, roleWords[r]] as const)} />
        )}
        <NumberField {...field('objectivesHeld')} label={`Objectives held at the end (${signed(VP.objective)} each)`} min={0} max={5} />
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
                value={player.exitConditions[i] ?? false}
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
          <NumberField {...field('green')} label={`Green brigades (${signed(VP.greenTested)} each)`} min={0} max={99} />
          <NumberField
            {...field('greenSecondTest')}
            label={`Green brigades tested a second time (${signed(VP.greenSecondTest)} each)`}
            min={0}
            max={99}
          />
          <NumberField
            {...field('regularOrBetter')}
            label={`Regular, veteran or elite brigades (${signed(VP.regularOrBetterTested)} each)`}
            min={0}
            max={99}
          />
        </div>
      </fieldset>

      <CheckField
        {...field('optionA')}
        label={`Used Option A (${signed(VP.optionA)}; free for the high scorer in an advance to contact)`}
      />
      <CheckField {...field('optionB')} label={`Used Option B (${signed(VP.optionB)})`} />
      <NumberField
        {...field('reserveBrigades')}
        label={`Brigades kept off-table in reserve to the end: regular, veteran or elite, of 10+ stands (${signed(VP.reserveBrigade)})`}
        min={0}
        max={MAX_RESERVES}
      />
    </fieldset>
  );
}
