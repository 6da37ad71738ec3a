/**
 * Reported results on the organiser's page: result codes the players' phones showed
 * (src/lib/gwsh/event/resultCode.ts), typed, pasted or scanned in, kept with the event until accepted, set
 * beside the other player's report of the table (src/lib/gwsh/event/reportedResults.ts). Accept records the
 * table's scores, with Undo.
 */
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import type { GameSide } from '#src/lib/gwsh/event/event.ts';
import {
  acceptReport,
  dismissReports,
  reportedTables,
  restoreReports,
  scoresText,
  tableScores,
  takeReport,
  type ReportedTable,
} from '#src/lib/gwsh/event/reportedResults.ts';
import { readResultCode } from '#src/lib/gwsh/event/resultCode.ts';
import { useHeadings } from '../../shared/headings.tsx';
import { Field } from '../../shared/Fields.tsx';
import { linkFingerprint } from './linkKeysInBrowser.ts';
import { eventModel, useEventState } from '../shared/useEvent.ts';

const CameraScan = lazy(() => import('./CameraScan.tsx'));

/** The fingerprint of the key this browser signs the players' links with (null: it cannot sign); undefined until known. */
function useLinkFingerprint(): string | null | undefined {
  const [fingerprint, setFingerprint] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void linkFingerprint().then((found) => live && setFingerprint(found));
    return () => {
      live = false;
    };
  }, []);
  return fingerprint;
}

export default function ReportedResults() {
  const event = useEventState((s) => s.event);
  const { change } = eventModel();
  const { Title } = useHeadings();
  const id = useId();
  const fingerprint = useLinkFingerprint();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const tables = reportedTables(event);

  const [camera, setCamera] = useState(false);

  const take = (text: string) => {
    const read = readResultCode(text);
    const taken = read.ok ? takeReport(event, read.report, fingerprint ?? null) : read;
    if (!taken.ok || !read.ok) return setError(`Not taken: ${taken.ok ? '' : taken.message}.`);
    setError(null);
    setCode('');
    change((e) => {
      const again = takeReport(e, read.report, fingerprint ?? null);
      return again.ok ? { ok: true, event: again.event } : again;
    }, taken.said);
  };

  const accept = (t: ReportedTable, by: GameSide) => {
    const report = t.reports.find((r) => r.by === by)!;
    const before = tableScores(event, t.round, t.table);
    change(
      (e) => acceptReport(e, t.round, t.table, by),
      `${t.label}, table ${t.table}: ${t.allied} ${report.allied}, ${t.axis} ${report.axis}.`,
      {
        action: (e) => restoreReports(e, t.round, t.table, before, t.reports),
        done: `Undone: ${t.label}, table ${t.table} waits for you to accept its report again.`,
      },
    );
  };
  const dismiss = (t: ReportedTable) => {
    const before = tableScores(event, t.round, t.table);
    change((e) => dismissReports(e, t.round, t.table), `${t.label}, table ${t.table}: its reports were dismissed.`, {
      action: (e) => restoreReports(e, t.round, t.table, before, t.reports),
      done: `Undone: ${t.label}, table ${t.table}'s reports are back.`,
    });
  };

  const name = (t: ReportedTable, by: GameSide) => (by === 'allied' ? t.allied : t.axis);
  return (
    <section aria-labelledby={`${id}-title`} data-testid="reported-results">
      <Title id={`${id}-title`}>Reported results</Title>
      <p className="gd-hint">
        Players report from the players' link on their phones (“Report your result”): scan the QR code a phone shows with the camera, or
        type or paste its code.
      </p>
      <form
        className="gd-grid"
        aria-label="Take a result code"
        onSubmit={(e) => {
          e.preventDefault();
          take(code);
        }}
      >
        <Field id={`${id}-code`} label="Result code" error={error} announce>
          <input
            id={`${id}-code`}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="K7QM-FG40-MG4R"
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              setError(null);
            }}
          />
        </Field>
        <button type="submit" disabled={fingerprint === undefined}>
          Take the code
        </button>
        {!camera && (
          <button type="button" className="gd-secondary" disabled={fingerprint === undefined} onClick={() => setCamera(true)}>
            Scan with the camera
          </button>
        )}
      </form>
      {camera && (
        <Suspense fallback={null}>
          <CameraScan
            onText={(text) => {
              setCode(text);
              take(text);
            }}
            onClose={() => setCamera(false)}
          />
        </Suspense>
      )}
      {tables.length > 0 && (
        <ul className="ev-reports" data-testid="reports">
          {tables.map((t) => (
            <li key={`${t.round}:${t.table}`}>
              <strong>
                {t.label}, table {t.table}
              </strong>
              : {t.allied} (Allied) against {t.axis} (Axis).{' '}
              {t.agree === null
                ? `${name(t, t.reports[0]!.by)} reports ${scoresText(t.reports[0]!)}; the other player has not reported.`
                : t.agree
                  ? `Both report ${scoresText(t.reports[0]!)}: they agree.`
                  : `They differ: ${t.reports.map((r) => `${name(t, r.by)} reports ${scoresText(r)}`).join(', ')}.`}
              <span className="gd-actions">
                {t.agree === false ? (
                  t.reports.map((r) => (
                    <button key={r.by} type="button" onClick={() => accept(t, r.by)}>
                      Accept {name(t, r.by)}'s {scoresText(r)}
                    </button>
                  ))
                ) : (
                  <button type="button" onClick={() => accept(t, t.reports[0]!.by)}>
                    Accept {scoresText(t.reports[0]!)}
                  </button>
                )}
                <button type="button" className="gd-secondary" onClick={() => dismiss(t)}>
                  Dismiss
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
