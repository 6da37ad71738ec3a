/**
 * GWSH 8.2.4 and 10.4 aircraft: UI state only. Types, years, ratings and costs come from the aircraft
 * table; `checkAircraft` (shared with the list builder) prices the purchase and checks it. The standing
 * reminders come as `children`, drawn on the server (AircraftCalculator.astro), and the findings view with
 * the rule index is fetched with the first finding: the form alone needs neither.
 */
import { HeadRow } from '../../shared/HeadRow.tsx';
import { NumberField } from '../../shared/Fields.tsx';
import { lazy, Suspense, type ReactNode } from 'react';
import {
  aircraftFormFrom,
  changeCount,
  initialAircraftForm,
  offeredIn,
  readAircraftForm,
  type AircraftForm,
  type AircraftTable,
} from '#src/lib/gwsh/game/aircraftForm.ts';
import { useKeptForm } from './useKeptForm.ts';
import { storageKeys } from '#src/lib/site/storageKeys.ts';
import { rowHref } from '#src/lib/data/links.ts';
import '../../shared/controls.css';
import '../shared/gameDay.css';
import { YearField } from './YearField.tsx';
import { useForm } from '../../shared/useForm.ts';

const GwshFindings = lazy(() => import('./GwshFindings.tsx'));

/** `table`: the aircraft table, read by the page from the tables collection (AircraftCalculator.astro). */
export default function AircraftLimits({ table, children }: { table: AircraftTable; children?: ReactNode }) {
  const { id, form, setForm, field } = useForm<AircraftForm>(initialAircraftForm);
  useKeptForm(storageKeys.aircraftForm, form, setForm, () => (json) => aircraftFormFrom(table, json));
  const { year, counts } = form;
  const { max, maxAircraft, check, full } = readAircraftForm(table, form);
  const change = (type: string, by: number) => setForm((f) => changeCount(f, type, by));

  return (
    <section className="gd-calc gw-calc" aria-label="Aircraft limits">
      <div className="gd-grid">
        <YearField {...field('year')} />
        <NumberField
          {...field('maxText')}
          label="Most aircraft air superiority allows (main rulebook 9.1.1)"
          min={0}
          max={99}
          error={max.ok ? null : max.message}
        />
      </div>

      <div className="gd-scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
        <table className="gd-table">
          <caption id={`${id}-caption`}>Aircraft types in {year}</caption>
          <HeadRow numClass="gd-num" cols={['Type', 'Years', { num: 'Def' }, { num: 'Bombs' }, { num: 'Points' }, 'Bought']} />
          <tbody>
            {table.rows.map((t) => {
              const count = counts[t.id] ?? 0;
              const available = offeredIn(table, t.id, year);
              return (
                <tr key={t.id} data-type={t.id}>
                  <th scope="row">
                    <a href={rowHref(table, t.id)}>{t.name}</a>
                    {!available && <span className="gd-hint"> (not in {year})</span>}
                  </th>
                  <td>{t.yearsText}</td>
                  <td className="gd-num">{t.def}</td>
                  <td className="gd-num">{t.bombs}</td>
                  <td className="gd-num">{t.points}</td>
                  <td>
                    <span className="gd-stepper">
                      <button
                        type="button"
                        className="gd-secondary gd-small"
                        aria-label={`One fewer ${t.name}`}
                        disabled={count === 0}
                        onClick={() => change(t.id, -1)}
                      >
                        −
                      </button>
                      <output aria-label={`${t.name} bought`} data-testid={`count-${t.id}`}>
                        {count}
                      </output>
                      <button
                        type="button"
                        className="gd-secondary gd-small"
                        aria-label={`One more ${t.name}`}
                        disabled={!available || full}
                        onClick={() => change(t.id, 1)}
                      >
                        +
                      </button>
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <div className="gd-result" aria-live="polite" data-testid="aircraft-result">
        <p className="gd-big" data-testid="aircraft-total">
          {check.count} aircraft
          {maxAircraft !== null ? ` of ${maxAircraft} allowed` : ''}: {check.subtotalText} points
        </p>
        <ul>
          {check.lines.map((l) => (
            <li key={l.id}>
              {l.count} × {l.row?.name ?? l.id} at {l.pointsEach ?? 0} = {l.subtotalText} points
            </li>
          ))}
        </ul>
        {children}
        {check.findings.length > 0 && (
          <Suspense fallback={null}>
            <GwshFindings findings={check.findings} label="Findings about these aircraft" />
          </Suspense>
        )}
      </div>
    </section>
  );
}
