/**
 * The event for others: the file (JSON) to keep and open again, the standings as CSV, a results page as
 * one HTML file, and a read-only link that shows players the pairings and standings on their phones.
 */
import { lazy, Suspense, useId, useState } from 'react';
import type { CompetitionEvent } from '#src/lib/gwsh/event/event.ts';
import { eventFileText } from '#src/lib/gwsh/event/eventFileText.ts';
import { eventFileName, resultsHtml, standingsCsv } from '#src/lib/gwsh/event/eventExport.ts';
import { downloadText } from '../../shared/download.ts';
import { readPickedFile } from '../../shared/files.ts';
import { openFile } from '#src/lib/tools/event/eventSteps.ts';
import { eventScheduler } from './eventScheduler.ts';
import { useHeadings } from '../../shared/headings.tsx';
import { ShareLink } from '../shared/ShareLink.tsx';
import type { ScenarioTables } from '#src/lib/gwsh/scenario/scenario.ts';
import { HALL_PAGE } from '../shared/eventKey.ts';
import { playersViewOf } from './playersViewOf.ts';
import { eventModel, useEventState } from '../shared/useEvent.ts';

const PlayersLinkQr = lazy(() => import('./PlayersLinkQr.tsx'));

export function EventFiles({ tables }: { tables: ScenarioTables }) {
  const event = useEventState((s) => s.event);
  const model = eventModel();
  const { Title } = useHeadings();
  const id = useId();
  /** Made on request (a thousand players' event takes a moment to rank and pack), for the event as it was then. */
  const [made, setMade] = useState<{ event: CompetitionEvent; link: string; fingerprint: string | null } | null>(null);
  const link = made?.event === event ? made.link : null;
  const open = async (input: HTMLInputElement) => {
    // What the page showed as the file was picked: a change another tab makes while it is read is not opened over.
    const seen = model.seen();
    const picked = await readPickedFile(input);
    if (!picked) return;
    if ('error' in picked) return model.setNews({ text: picked.error, error: true });
    // The file's reader (and its schemas) is fetched with the first file opened.
    await openFile(model, picked.text, eventScheduler, seen);
  };
  return (
    <section aria-labelledby={`${id}-files`} className="gd-noprint">
      <Title id={`${id}-files`}>Files and the players' link</Title>
      <div className="gd-actions">
        <button type="button" className="gd-secondary" onClick={() => downloadText(eventFileName(event, '.json'), eventFileText(event))}>
          Save the event (JSON)
        </button>
        <button
          type="button"
          className="gd-secondary"
          onClick={() => downloadText(eventFileName(event, '.csv'), standingsCsv(event), 'text/csv')}
        >
          Standings (CSV)
        </button>
        <button
          type="button"
          className="gd-secondary"
          onClick={() => downloadText(eventFileName(event, '-results.html'), resultsHtml(event), 'text/html')}
        >
          Results page (HTML)
        </button>
      </div>
      <div className="gd-field gd-file">
        <label htmlFor={`${id}-open`}>Open an event file (version 1 or 2)</label>
        <input id={`${id}-open`} type="file" accept=".json,application/json" onChange={(e) => void open(e.currentTarget)} />
      </div>
      {link ? (
        <>
          <ShareLink
            fragment={link.slice(link.indexOf('#') + 1)}
            page={HALL_PAGE}
            label="Players' link (read-only: pairings and standings)"
          />
          <p className="gd-hint" data-testid="link-key">
            {made!.fingerprint ? (
              <>
                Signed with this browser's key <strong>{made!.fingerprint}</strong>, which the hall screen shows: a link changed on the way,
                or made by anyone else, says so on the players' phones.
              </>
            ) : (
              "Not signed: this page is not served securely (https), so the browser cannot sign. Players compare the link's code with the hall screen's."
            )}
          </p>
          <Suspense fallback={null}>
            <PlayersLinkQr link={link} />
          </Suspense>
        </>
      ) : (
        <button
          type="button"
          className="gd-secondary"
          onClick={() => void playersViewOf(event, tables).then(({ link, fingerprint }) => setMade({ event, link, fingerprint }))}
        >
          Make the players' link
        </button>
      )}
    </section>
  );
}
