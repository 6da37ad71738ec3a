/**
 * "Take the regiments from a saved list" on the fire-missions page: the saved lists are read, and the chosen
 * one's artillery turned into regiments, only when the player asks (savedListRegiments.ts).
 */
import { useId, useState } from 'react';
import type { RegimentsFromList } from '#src/lib/gwsh/game/regimentsFromList.ts';
import type { GwshList } from '#src/lib/gwsh/list/listFile.ts';
import type { SavedChoice } from './savedListRegiments.ts';

interface Props {
  /** The regiments of the list chosen, with the list (for its year) and its name. */
  onTake: (taken: RegimentsFromList, list: GwshList, name: string) => void;
}

export function RegimentsFromSaved({ onTake }: Props) {
  const id = useId();
  const [choices, setChoices] = useState<SavedChoice[] | null>(null);
  const [chosen, setChosen] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const load = () =>
    import('./savedListRegiments.ts').then(
      ({ savedListChoices }) => {
        const found = savedListChoices();
        setChoices(found);
        setChosen(found[0]?.id ?? '');
      },
      () => setProblem('The saved lists could not be read: check the connection and try again.'),
    );
  const take = () => {
    const choice = choices?.find((c) => c.id === chosen);
    if (!choice) return;
    import('./savedListRegiments.ts')
      .then(({ regimentsOfSaved }) => regimentsOfSaved(choice.list))
      .then(
        (taken) => onTake(taken, choice.list, choice.name),
        () => setProblem('The cost tables could not be loaded: check the connection and try again.'),
      );
  };

  if (choices === null) {
    return (
      <div className="gd-actions">
        <button type="button" className="gd-secondary" onClick={() => void load()}>
          Take the regiments from a saved list
        </button>
        {problem && <p className="gd-error">{problem}</p>}
      </div>
    );
  }
  if (choices.length === 0) {
    return <p className="gd-hint">No list is saved in this browser yet: build one in the list builder, or type the regiments below.</p>;
  }
  return (
    <div className="gd-grid">
      <div className="gd-field">
        <label htmlFor={`${id}-list`}>Saved list</label>
        <select id={`${id}-list`} value={chosen} onChange={(e) => setChosen(e.target.value)}>
          {choices.map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="gd-secondary" onClick={take}>
        Use its artillery
      </button>
      {problem && <p className="gd-error">{problem}</p>}
    </div>
  );
}
