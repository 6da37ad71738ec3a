/**
 * The "1916" scale converter island: form state only. Conversions, parsing and the weapon ranges all
 * come from src/lib/rules1916 (scales, measureText, weaponRanges).
 */
import { useId, useMemo, useState } from 'react';
import '../shared/controls.css';
import './islands.css';
import { inchesText, parseDistance, yardsText } from '../../lib/rules1916/measureText.ts';
import { conversionFromInches, conversionFromYards, SCALES, scaleOf, type ScaleId } from '../../lib/rules1916/scales.ts';
import { rangeScaleFindings, weaponRanges } from '../../lib/rules1916/weaponRanges.ts';
import type { TableOf } from '../../lib/data/parseTable.ts';
import ScaleDistances from './ScaleDistances.tsx';

type From = 'yards' | 'inches';

/** `table`: the weapon ranges chart, read by the page from the tables collection (ScaleConverterCalculator.astro). */
export default function ScaleConverter({ table }: { table: TableOf<'1916-weapon-ranges'> }) {
  const [from, setFrom] = useState<From>('yards');
  const [text, setText] = useState('240');
  const [scale, setScale] = useState<ScaleId>('medium');
  const ids = { distance: useId(), scale: useId(), error: useId() };

  const parsed = useMemo(() => parseDistance(text, from === 'yards' ? 'The distance in yards' : 'The distance in inches'), [text, from]);
  const conversion = parsed.ok ? (from === 'yards' ? conversionFromYards(parsed.value) : conversionFromInches(parsed.value, scale)) : null;
  const ranges = useMemo(() => weaponRanges(table, scale), [table, scale]);
  const differing = useMemo(() => new Map(rangeScaleFindings(ranges).map((f) => [f.path, f.message])), [ranges]);
  const scaleInfo = scaleOf(scale);

  const live = !parsed.ok
    ? parsed.message
    : `${yardsText(conversion!.yards)} is ${SCALES.map((s) => `${inchesText(conversion!.inches[s.id])} at ${s.label.toLowerCase()}`).join(', ')}.`;

  return (
    <div className="gw-island gw-calc gw-scale-converter">
      <form onSubmit={(e) => e.preventDefault()} aria-label="1916 scale converter">
        <fieldset className="gw-fieldset">
          <legend>Convert a distance</legend>
          <fieldset className="gw-radio-row">
            <legend>Convert from</legend>
            {(['yards', 'inches'] as const).map((f) => (
              <label key={f} className="gw-radio">
                <input type="radio" name="convert-from" value={f} checked={from === f} onChange={() => setFrom(f)} />
                {f === 'yards' ? 'From yards' : 'From inches on the table'}
              </label>
            ))}
          </fieldset>
          <div className="gw-grid">
            <div className="gw-field">
              <label htmlFor={ids.distance}>{from === 'yards' ? 'Distance in yards' : 'Distance in inches'}</label>
              <input
                id={ids.distance}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={text}
                aria-invalid={parsed.ok ? undefined : true}
                aria-describedby={parsed.ok ? undefined : ids.error}
                onChange={(e) => setText(e.target.value)}
              />
              {!parsed.ok && (
                <p id={ids.error} className="gw-error">
                  {parsed.message}
                </p>
              )}
            </div>
            <div className="gw-field">
              <label htmlFor={ids.scale}>Scale (for inches and for the weapon ranges)</label>
              <select id={ids.scale} value={scale} onChange={(e) => setScale(e.target.value as ScaleId)}>
                {SCALES.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.label}: 1" = {s.yardsPerInch} yards
                  </option>
                ))}
              </select>
            </div>
          </div>
        </fieldset>
      </form>

      <section className="gw-results" aria-labelledby="convert-results-heading">
        <h2 id="convert-results-heading">Result</h2>
        <p className="gw-live" aria-live="polite" data-testid="convert-summary">
          {live}
        </p>
        {conversion && (
          <dl className="gw-result-list">
            <dt>Yards</dt>
            <dd>
              <strong>{yardsText(conversion.yards)}</strong>
            </dd>
            <ScaleDistances inches={conversion.inches} />
          </dl>
        )}
      </section>

      <section aria-labelledby="ranges-heading">
        <h2 id="ranges-heading">Weapon ranges at {scaleInfo.label.toLowerCase()}</h2>
        <div className="gw-table-wrap" role="region" aria-labelledby="ranges-caption" tabIndex={0}>
          <table className="gw-table" data-testid="range-table">
            <caption id="ranges-caption">
              Base &amp; range chart, {scaleInfo.label.toLowerCase()} (1" = {scaleInfo.yardsPerInch} yards)
            </caption>
            <thead>
              <tr>
                <th scope="col">Weapon</th>
                <th scope="col" className="num">
                  Range on the table
                </th>
                <th scope="col" className="num">
                  Stands for
                </th>
                <th scope="col">Notes</th>
              </tr>
            </thead>
            <tbody>
              {ranges.map((r) => (
                <tr key={r.id}>
                  <th scope="row">{r.name}</th>
                  <td className="num">{r.inchesText}</td>
                  <td className="num">{r.yardsText}</td>
                  <td>{[r.footnote, differing.get(r.id)].filter(Boolean).join(' ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
