/** The Great War in 54mm morale test odds: UI state only; every number comes from src/lib/gw54. */
import { useId, useMemo, useState } from 'react';
import { moraleOdds } from '../../lib/gw54/moraleOdds.ts';
import { parseWholeNumber } from '../../lib/forms/wholeNumber.ts';
import '../calc/calc.css';

export default function MoraleOdds() {
  const id = useId();
  const [figures, setFigures] = useState('6');
  const [officer, setOfficer] = useState(true);
  const parsed = parseWholeNumber(figures, 'Figures in the unit', 1, 99);
  const odds = useMemo(() => (parsed.ok ? moraleOdds({ figures: parsed.value, officer }) : null), [figures, officer]);

  return (
    <form className="calc gw-calc" aria-label="Morale test odds" onSubmit={(e) => e.preventDefault()}>
      <fieldset>
        <legend>The unit</legend>
        <div className="calc-field">
          <label htmlFor={`${id}-figures`}>Figures left in the unit (count the officer too)</label>
          <input id={`${id}-figures`} type="number" inputMode="numeric" min={1} max={99} value={figures} onChange={(e) => setFigures(e.target.value)} />
        </div>
        <div className="calc-check">
          <input id={`${id}-officer`} type="checkbox" checked={officer} onChange={(e) => setOfficer(e.target.checked)} />
          <label htmlFor={`${id}-officer`}>The unit has its officer (+1)</label>
        </div>
      </fieldset>

      <div className="calc-result" aria-live="polite" data-testid="morale-odds">
        {!parsed.ok && <p className="calc-error" role="alert">{parsed.message}</p>}
        {odds && (
          <>
            <p>Roll a D10: the unit passes on {odds.target >= 10 ? 'any roll' : `${odds.target} or less`}.</p>
            <p className="calc-big" data-testid="morale-pass">
              Pass: {odds.pass.percent} ({odds.pass.fraction})
            </p>
            <p>
              Fail: {odds.fail.percent} ({odds.fail.fraction}). A first failure pins the unit; a pinned unit that fails again runs.
            </p>
            <table className="calc-odds">
              <caption>Casualties when the test is forced by an artillery bombardment</caption>
              <thead>
                <tr>
                  <th scope="col">Casualties</th>
                  <th scope="col">Chance</th>
                </tr>
              </thead>
              <tbody>
                {odds.bombardmentCasualties.map((c) => (
                  <tr key={c.casualties}>
                    <th scope="row">{c.casualties}</th>
                    <td className="num">
                      {c.percent} <span className="calc-fraction">({c.fraction})</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </div>
    </form>
  );
}
