/**
 * On the players' view (a player's phone): report your table's result. The player picks their table and
 * side and types the two scores; the page shows a result code (src/lib/gwsh/event/phoneReport.ts) as a QR
 * code and as twelve characters for the organiser to scan or type. Nothing is sent anywhere.
 */
import { useId, useState } from 'react';
import type { GameSide } from '#src/lib/gwsh/event/event.ts';
import { phoneReport, type PhoneReport } from '#src/lib/gwsh/event/phoneReport.ts';
import type { PlayersView } from '#src/lib/gwsh/event/playersView.ts';
import { qrCode } from '#src/lib/share/qrCode.ts';
import { Field } from '../../shared/Fields.tsx';
import { QrFigure } from '../../shared/QrFigure.tsx';

export default function ReportResult({ view, fingerprint }: { view: PlayersView; fingerprint: string | null }) {
  const id = useId();
  const [table, setTable] = useState('');
  const [by, setBy] = useState<GameSide | ''>('');
  const [allied, setAllied] = useState('');
  const [axis, setAxis] = useState('');
  const [made, setMade] = useState<PhoneReport | null>(null);
  const round = view.round;
  if (!round || round.tables.length === 0) return null;
  const picked = round.tables.find((t) => String(t.table) === table);
  const edit = (set: (v: string) => void) => (e: { target: { value: string } }) => {
    set(e.target.value);
    setMade(null);
  };
  const qr = made?.ok ? qrCode(made.code) : null;
  return (
    <details className="ev-report" data-testid="report-result">
      <summary>Report your result</summary>
      <p className="gd-hint">
        Once your game of {round.label} is over, make your result code and show it to the organiser (or read it out). Your opponent reports
        too: the organiser sees whether you agree. Nothing is sent from this phone.
      </p>
      <form
        className="gd-grid"
        aria-label="Your result"
        onSubmit={(e) => {
          e.preventDefault();
          setMade(phoneReport(view, fingerprint, { table, by, allied, axis }));
        }}
      >
        <Field id={`${id}-table`} label="Your table">
          <select id={`${id}-table`} value={table} onChange={edit(setTable)}>
            <option value="">Pick your table</option>
            {round.tables.map((t) => (
              <option key={t.table} value={t.table}>
                Table {t.table}: {t.allied} against {t.axis}
              </option>
            ))}
          </select>
        </Field>
        {picked && (
          <>
            <fieldset>
              <legend>You are</legend>
              <div className="gd-radios">
                {(['allied', 'axis'] as const).map((side) => (
                  <div className="gd-check" key={side}>
                    <input
                      id={`${id}-${side}-player`}
                      type="radio"
                      name={`${id}-by`}
                      checked={by === side}
                      onChange={() => {
                        setBy(side);
                        setMade(null);
                      }}
                    />
                    <label htmlFor={`${id}-${side}-player`}>
                      {picked[side]} ({side === 'allied' ? 'Allied' : 'Axis'})
                    </label>
                  </div>
                ))}
              </div>
            </fieldset>
            <Field id={`${id}-allied`} label={`${picked.allied}'s game score (Allied)`}>
              <input id={`${id}-allied`} type="text" inputMode="numeric" value={allied} onChange={edit(setAllied)} />
            </Field>
            <Field id={`${id}-axis`} label={`${picked.axis}'s game score (Axis)`}>
              <input id={`${id}-axis`} type="text" inputMode="numeric" value={axis} onChange={edit(setAxis)} />
            </Field>
          </>
        )}
        <button type="submit">Make my result code</button>
      </form>
      {made && !made.ok && (
        <p className="gd-error" role="alert">
          {made.message}
        </p>
      )}
      {made?.ok && (
        <div className="ev-report-code" aria-live="polite">
          <p>{made.said}</p>
          {made.unlikely.map((u) => (
            <p key={u} className="ev-ask">
              Check this score before you show the code: {u}.
            </p>
          ))}
          <p>
            Your result code: <strong data-testid="result-code">{made.code}</strong>
          </p>
          {qr && (
            <QrFigure className="ev-qr" code={qr} link={made.code} label="QR code of your result" caption="Show this to the organiser." />
          )}
        </div>
      )}
    </details>
  );
}
