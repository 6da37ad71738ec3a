/** A percentile roll: typed from real dice, or rolled by the page. */
import { formatPercentile, rollPercentile } from '../../lib/gbww2/percentile.ts';

interface Props {
  id: string;
  value: string;
  onChange: (text: string) => void;
}

export function PercentileRoll({ id, value, onChange }: Props) {
  return (
    <div className="calc-roll">
      <div className="calc-field">
        <label htmlFor={id}>Your roll (01–99, or 00)</label>
        <input id={id} type="text" inputMode="numeric" autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
      </div>
      <button type="button" onClick={() => onChange(formatPercentile(rollPercentile(Math.random)))}>
        Roll for me
      </button>
    </div>
  );
}
