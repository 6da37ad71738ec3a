/** One distance in each of the "1916" table scales, as rows of a description list (the scales are src/lib/rules1916/scales.ts). */
import { Fragment } from 'react';
import type { Fraction } from '../../lib/numbers/fraction.ts';
import { inchesText } from '../../lib/rules1916/measureText.ts';
import { SCALES, type ScaleId } from '../../lib/rules1916/scales.ts';

export default function ScaleDistances({ inches }: { inches: Readonly<Record<ScaleId, Fraction>> }) {
  return SCALES.map((s) => (
    <Fragment key={s.id}>
      <dt>
        {s.label} (1" = {s.yardsPerInch} yards)
      </dt>
      <dd>
        <strong>{inchesText(inches[s.id])}</strong>
      </dd>
    </Fragment>
  ));
}
