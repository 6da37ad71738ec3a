/**
 * The hall view, a page of its own for a projector or a second window: the event kept in this browser,
 * followed live as the organiser changes it in another tab (the event's model, useEvent.ts), in large type,
 * with the players' link as a QR code and a full-screen button. Opened from a players' link, it shows what
 * the link carries, read-only, and says how to tell it from the organiser's.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { PlayersView } from '#src/lib/gwsh/event/playersView.ts';
import { unscoredTables } from '#src/lib/gwsh/event/event.ts';
import type { Signed } from '#src/lib/share/signedLink.ts';
import type { ScenarioTables } from '#src/lib/gwsh/scenario/scenario.ts';
import { HeadingLevel, type IslandLevel } from '../../shared/headings.tsx';
import { PlayersBoard } from './PlayersBoard.tsx';
import { playersViewOf } from './playersViewOf.ts';
import { rememberLinkKey } from './linkKeysInBrowser.ts';
import { useFitToScreen } from './useFitToScreen.ts';
import { useEventState, useOpenEvent } from '../shared/useEvent.ts';
import { EVENT_PAGE } from '../shared/eventKey.ts';
import '../../shared/controls.css';
import '../shared/gameDay.css';
import './event.css';

const PlayersLinkQr = lazy(() => import('./PlayersLinkQr.tsx'));
const ReportResult = lazy(() => import('./ReportResult.tsx'));
/** Fetched once the organiser starts a round clock. */
const ClockFace = lazy(() => import('./ClockFace.tsx').then((m) => ({ default: m.ClockFace })));

type FromLink = { ok: true; view: PlayersView } | { ok: false; message: string };

/** Who signed the link a player opened: checked, and compared with the key this browser saw on the event's links before. */
type LinkSigner = Signed | { kind: 'other-key'; fingerprint: string; before: string };

/** Full screen for the board (a projector); the button says which way it goes. */
function useFullScreen() {
  const target = useRef<HTMLDivElement>(null);
  const [on, setOn] = useState(false);
  useEffect(() => {
    const changed = () => setOn(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void target.current?.requestFullscreen().catch(() => undefined);
  };
  return { target, on, toggle };
}

export default function EventHall({ tables, headingLevel = 2 }: { tables: ScenarioTables; headingLevel?: IslandLevel }) {
  const [fromLink, setFromLink] = useState<FromLink | null>(null);
  useOpenEvent({ onlyIfKept: true });
  /** The page has looked, and this browser keeps no event. */
  const noneKept = useEventState((s) => s.noneKept);
  const ready = useEventState((s) => s.ready);
  const event = useEventState((s) => s.event);
  const [shown, setShown] = useState<{ view: PlayersView; link: string; fingerprint: string | null } | null>(null);
  const [signer, setSigner] = useState<LinkSigner | null>(null);
  const { target, on: fullScreen, toggle: toggleFullScreen } = useFullScreen();
  const places = useFitToScreen(target, fullScreen, shown, event, shown?.view.standings?.length ?? 0);

  // The players' link in the address, read again when it changes (a phone scanning the next round's code
  // in the same tab changes only the fragment); the latest read wins.
  useEffect(() => {
    let latest = 0;
    const readAddress = () => {
      const asked = ++latest;
      const hash = window.location.hash;
      if (!/^#*players=/.test(hash)) {
        setFromLink(null);
        return;
      }
      void import('#src/lib/gwsh/event/playersLink.ts').then(async ({ readPlayersLink, playersLinkSigned }) => {
        const read = readPlayersLink(hash);
        let signer: LinkSigner | null = null;
        if (read.ok) {
          const signed = await playersLinkSigned(hash);
          const before = signed.kind === 'signed' ? await rememberLinkKey(read.view.name, signed.fingerprint) : null;
          signer =
            signed.kind === 'signed' && before !== null && before !== signed.fingerprint
              ? { kind: 'other-key', fingerprint: signed.fingerprint, before }
              : signed;
        }
        if (asked !== latest) return;
        setSigner(signer);
        setFromLink(read);
      });
    };
    readAddress();
    window.addEventListener('hashchange', readAddress);
    return () => window.removeEventListener('hashchange', readAddress);
  }, []);
  useEffect(() => {
    let live = true;
    if (!fromLink && ready) void playersViewOf(event, tables).then((made) => live && setShown(made));
    return () => {
      live = false;
    };
  }, [fromLink, ready, event, tables]);

  const unscored = unscoredTables(event);
  let body;
  if (fromLink?.ok && signer?.kind === 'changed')
    body = (
      <p className="gd-error" role="alert" data-testid="link-notice">
        This players' link was changed after the organiser made it (its signature no longer matches what it says), so it is not shown: scan
        the QR code on the hall screen, or ask the organiser for the link again.
      </p>
    );
  else if (fromLink?.ok && signer?.kind === 'other-key')
    body = (
      <p className="gd-error" role="alert" data-testid="link-notice">
        This link is signed with the key {signer.fingerprint}, not the key {signer.before} this browser saw on the links of “
        {fromLink.view.name}” before: it is not the organiser's, so it is not shown. The hall screen shows the organiser's key.
      </p>
    );
  else if (fromLink?.ok)
    body = (
      <>
        <p className="gd-hint" data-testid="link-notice">
          {signer?.kind === 'signed'
            ? `A read-only view, signed with the organiser's key ${signer.fingerprint}: the hall screen shows the same key.`
            : signer?.kind === 'unchecked'
              ? "A read-only view from a players' link whose signature this page cannot check (it is not served securely). Anyone can make such a link: compare its code with the one on the organiser's hall screen."
              : "A read-only view from an unsigned players' link. Anyone can make such a link: compare its code with the one on the organiser's hall screen."}
        </p>
        <PlayersBoard view={fromLink.view} signedBy={signer?.kind === 'signed' ? signer.fingerprint : undefined} />
        <Suspense fallback={null}>
          <ReportResult view={fromLink.view} fingerprint={signer?.kind === 'signed' ? signer.fingerprint : null} />
        </Suspense>
      </>
    );
  else if (fromLink)
    body = (
      <p className="gd-error" role="alert">
        This players' link could not be opened: {fromLink.message}
      </p>
    );
  else if (noneKept)
    body = (
      <p>
        No event is kept in this browser. Run the event on the <a href={EVENT_PAGE}>event page</a> in this browser, and this page follows
        it.
      </p>
    );
  else if (shown)
    body = (
      <div ref={target} className="ev-hall-screen">
        <div className="gd-actions gd-noprint">
          <button type="button" className="gd-secondary" onClick={toggleFullScreen}>
            {fullScreen ? 'Leave full screen' : 'Full screen'}
          </button>
        </div>
        <PlayersBoard view={shown.view} signedBy={shown.fingerprint ?? undefined} places={places} />
        <Suspense fallback={null}>
          <PlayersLinkQr link={shown.link} />
        </Suspense>
        {event.clock && (
          <div className="ev-hall-clock">
            <Suspense fallback={null}>
              <ClockFace clock={event.clock} />
            </Suspense>
          </div>
        )}
        {event.rounds.length > 0 && (
          <p className="ev-hall-report" data-testid="hall-report">
            To report your result: scan the code, open “Report your result” on your phone, and show your code to the organiser.{' '}
            {unscored.length === 0
              ? 'Every table of the round is scored.'
              : `Still to score: ${unscored.length === 1 ? 'table' : 'tables'} ${unscored.join(', ')}.`}
          </p>
        )}
      </div>
    );
  else body = <p>Loading the event…</p>;

  return (
    <HeadingLevel value={headingLevel}>
      <div className="gd-calc gw-calc ev-hall">{body}</div>
    </HeadingLevel>
  );
}
