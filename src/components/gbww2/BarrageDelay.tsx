/** Great Battles of WWII barrage delay (chart 4): UI state only; every number comes from src/lib/gbww2. */
import { useId, useMemo, useState } from 'react';
import { barrageDelay, barrageDelayModifiers, barrageDelayOdds, PRE_PLANNED_FINDING, type CallType } from '../../lib/gbww2/barrageDelay.ts';
import { parsePercentile } from '../../lib/gbww2/percentile.ts';
import { PercentileRoll } from './PercentileRoll.tsx';
import { QUALITIES, QUALITY_LABELS, isQuality, type Quality } from '../../lib/gbww2/quality.ts';
import '../calc/calc.css';

const CALLS: [CallType, string][] = [
  ['pre-planned', 'Pre-planned'],
  ['pre-registered', 'Pre-registered'],
  ['on-call', 'On call'],
];

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

export default function BarrageDelay() {
  const id = useId();
  const [quality, setQuality] = useState<Quality>('average');
  const [call, setCall] = useState<CallType>('on-call');
  const [hq, setHq] = useState(false);
  const [rollText, setRollText] = useState('');

  const input = { quality, call, hqWithSightingBattalion: hq };
  const modifiers = useMemo(() => barrageDelayModifiers(input), [quality, call, hq]);
  const odds = useMemo(() => barrageDelayOdds(input), [quality, call, hq]);
  const typedRoll = rollText.trim() === '' ? null : parsePercentile(rollText);
  const outcome = typedRoll?.ok ? barrageDelay(input, typedRoll.value) : null;

  return (
    <form className="calc gw-calc" aria-label="Barrage delay" onSubmit={(e) => e.preventDefault()}>
      <fieldset>
        <legend>The barrage</legend>
        <div className="calc-field">
          <label htmlFor={`${id}-quality`}>Artillery quality</label>
          <select id={`${id}-quality`} value={quality} onChange={(e) => isQuality(e.target.value) && setQuality(e.target.value)}>
            {QUALITIES.map((q) => (
              <option key={q} value={q}>{QUALITY_LABELS[q]}</option>
            ))}
          </select>
        </div>
        <div className="calc-field">
          <label htmlFor={`${id}-call`}>How it was called</label>
          <select id={`${id}-call`} value={call} onChange={(e) => setCall(e.target.value as CallType)}>
            {CALLS.map(([value, label]) => (
              <option key={value} value={value}>{label}</option>
            ))}
          </select>
        </div>
        <div className="calc-check">
          <input id={`${id}-hq`} type="checkbox" checked={hq} disabled={call === 'pre-planned'} onChange={(e) => setHq(e.target.checked)} />
          <label htmlFor={`${id}-hq`}>An HQ is with the spotting battalion</label>
        </div>
      </fieldset>

      <div className="calc-result" aria-live="polite" data-testid="barrage-odds">
        {call === 'pre-planned' ? (
          <p className="calc-big">{PRE_PLANNED_FINDING.message}</p>
        ) : (
          <>
            <p>
              Score modifiers:{' '}
              {modifiers.applied.map((m) => `${m.name} ${signed(m.modifier)}`).join(', ')}. Total {signed(modifiers.scoreModifier)}, so{' '}
              {modifiers.rollModifier === 0 ? 'the roll is read as it falls.' : `${signed(modifiers.rollModifier)} to the roll.`}
            </p>
            <table className="calc-odds">
              <caption className="sr-only">Chance of each delay</caption>
              <thead>
                <tr>
                  <th scope="col">Barrage arrives</th>
                  <th scope="col">Chance</th>
                  <th scope="col">Percent</th>
                </tr>
              </thead>
              <tbody>
                {odds.map((o) => (
                  <tr key={o.rowId}>
                    <th scope="row">{o.name}</th>
                    <td className="num">{o.fraction}</td>
                    <td className="num">{o.percent}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </div>

      {call !== 'pre-planned' && (
        <PercentileRoll id={`${id}-roll`} value={rollText} onChange={setRollText} />
      )}
      <div aria-live="polite" data-testid="barrage-roll">
        {call !== 'pre-planned' && typedRoll && !typedRoll.ok && <p className="calc-error">{typedRoll.message}</p>}
        {outcome && !outcome.scheduled && <p className="calc-big">{outcome.message}</p>}
      </div>
    </form>
  );
}
