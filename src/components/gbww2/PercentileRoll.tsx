/** A percentile roll: typed from real dice, or rolled by the page. */
import { formatPercentile, rollPercentile } from '../../lib/gbww2/percentile.ts';
import { NumberField } from '../shared/Fields.tsx';

interface Props {
  id: string;
  value: string;
  onChange: (text: string) => void;
}

export function PercentileRoll({ id, value, onChange }: Props) {
  return (
    <div className="calc-roll">
      <NumberField id={id} family="calc" type="text" label="Your roll (01–99, or 00)" value={value} onChange={onChange} />
      <button type="button" onClick={() => onChange(formatPercentile(rollPercentile(Math.random)))}>
        Roll for me
      </button>
    </div>
  );
}
