/** The Great War in 54mm shooting odds: UI state only; every number comes from src/lib/gw54. */
import { useId, useMemo, useState } from 'react';
import { MAX_DICE, shootingOdds } from '../../lib/gw54/shootingOdds.ts';
import { bandText, weaponById, weaponsTable, type RangeBand } from '../../lib/gw54/weapons.ts';
import { parseWholeNumber } from '../../lib/forms/wholeNumber.ts';
import Findings from '../shared/Findings.tsx';
import '../calc/calc.css';

export default function ShootingOdds() {
  const id = useId();
  const [weaponId, setWeaponId] = useState('rifle');
  const [band, setBand] = useState<RangeBand>('short');
  const [cover, setCover] = useState(false);
  const [firers, setFirers] = useState('5');

  const weapon = weaponById(weaponId);
  const parsedFirers = parseWholeNumber(firers, 'Figures shooting', 1, 99);
  const odds = useMemo(
    () => (parsedFirers.ok ? shootingOdds({ weaponId, band, cover, firers: parsedFirers.value }) : null),
    [weaponId, band, cover, firers],
  );

  return (
    <form className="calc gw-calc" aria-label="Shooting odds" onSubmit={(e) => e.preventDefault()}>
      <fieldset>
        <legend>Who shoots, and at what</legend>
        <div className="calc-field">
          <label htmlFor={`${id}-weapon`}>Weapon</label>
          <select id={`${id}-weapon`} value={weaponId} onChange={(e) => setWeaponId(e.target.value)}>
            {weaponsTable.rows.map((w) => (
              <option key={w.id} value={w.id}>
                {w.name} ({w.dice}d6 per figure)
              </option>
            ))}
          </select>
        </div>
        <div className="calc-field">
          <label htmlFor={`${id}-band`}>Range band</label>
          <select id={`${id}-band`} value={band} onChange={(e) => setBand(e.target.value === 'long' ? 'long' : 'short')}>
            <option value="short">Short ({bandText(weapon, 'short')})</option>
            <option value="long">Long ({bandText(weapon, 'long')})</option>
          </select>
        </div>
        <div className="calc-field">
          <label htmlFor={`${id}-firers`}>Figures shooting (officers do not shoot)</label>
          <input id={`${id}-firers`} type="number" inputMode="numeric" min={1} max={99} value={firers} onChange={(e) => setFirers(e.target.value)} />
        </div>
        <div className="calc-check">
          <input id={`${id}-cover`} type="checkbox" checked={cover} onChange={(e) => setCover(e.target.checked)} />
          <label htmlFor={`${id}-cover`}>Target is in cover (−1 to each die)</label>
        </div>
      </fieldset>

      <div className="calc-result" aria-live="polite" data-testid="shooting-result">
        {!parsedFirers.ok && <p className="calc-error" role="alert">{parsedFirers.message}</p>}
        {odds && (
          <>
            <p>
              {odds.dice} {odds.dice === 1 ? 'die' : 'dice'}, each hitting on a natural {odds.hitOn}
              {odds.hitOn < 6 ? '+' : ''}: {odds.perDie.fraction} ({odds.perDie.percent}) per die.
            </p>
            {odds.atLeastOne && (
              <p className="calc-big" data-testid="shooting-at-least-one">
                At least one hit: {odds.atLeastOne.percent} ({odds.atLeastOne.fraction})
              </p>
            )}
            <p>
              Average hits: {odds.expectedHits}. A crewed weapon counts only one hit, so against one the chance of pinning it is
              the chance of at least one hit.
            </p>
            <Findings system="gw54" findings={odds.findings} />
            {odds.hits.length > 0 && (
              <div className="calc-scroll" role="region" aria-label="Chance of each number of hits" tabIndex={0}>
                <table className="calc-odds">
                  <caption className="sr-only">Chance of each number of hits (up to {MAX_DICE} dice are counted exactly)</caption>
                  <thead>
                    <tr>
                      <th scope="col">Hits</th>
                      <th scope="col">Exactly</th>
                      <th scope="col">At least</th>
                    </tr>
                  </thead>
                  <tbody>
                    {odds.hits.map((h) => (
                      <tr key={h.hits}>
                        <th scope="row">{h.hits}</th>
                        <td className="num">
                          {h.exactly.percent} <span className="calc-fraction">({h.exactly.fraction})</span>
                        </td>
                        <td className="num">
                          {h.atLeast.percent} <span className="calc-fraction">({h.atLeast.fraction})</span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </div>
    </form>
  );
}
