/**
 * The hall view, a page of its own for a projector or a second window: the event kept in this browser,
 * followed live as the organiser changes it in another tab (the event's model, useEvent.ts), in large type,
 * with the players' link as a QR code and a full-screen button. Opened from a players' link, it shows what
 * the link carries, read-only, and says how to tell it from the organiser's.
 */
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { PlayersView } from '#src/lib/gwsh/event/playersView.ts';
import { unscoredTables } from '#src/lib/gwsh/event/event.ts';
import type { Signed } from '#src/lib/share/signedLink.ts';
import type { ScenarioTables } from '#src/lib/gwsh/scenario/scenario.ts';
import { HeadingLevel, type IslandLevel } from '../../shared/headings.tsx';
import { PlayersBoard } from './PlayersBoard.tsx';
import { playersViewOf } from './playersViewOf.ts';
import { rememberLinkKey } from './linkKeysInBrowser.ts';
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

/** The smallest the hall's type is made to fit the screen: 0.6 of its full size (2.3 % of the screen's height). */
const SMALLEST = 0.6;

/** How long the hall's screen shows a screenful of a large event's standings before it turns to the next. */
const TURN_MS = 10_000;

/**
 * Full screen, the hall's type is as large as lets everything fit the screen: its full size while the
 * round, the names and the standings fit, smaller (down to SMALLEST) for a larger event. Still too tall
 * at that size, the standings show as many places as fit and turn to the next places every TURN_MS, so
 * every place is on the screen within a few turns. Measured again whenever what it shows, or the screen's
 * size, changes. Returns the standings' places to show (all: undefined).
 */
function useFitToScreen(
  target: RefObject<HTMLDivElement | null>,
  on: boolean,
  shown: unknown,
  event: unknown,
  places: number,
): { from: number; to: number } | undefined {
  const [perScreen, setPerScreen] = useState<number | null>(null);
  const [turn, setTurn] = useState(0);
  const [resized, setResized] = useState(0);
  useLayoutEffect(() => {
    const screen = target.current;
    if (!on || !screen) return;
    const fits = () => screen.scrollHeight <= screen.clientHeight;
    for (let scale = 1; scale >= SMALLEST - 1e-9; scale -= 0.05) {
      screen.style.setProperty('--ev-hall-scale', scale.toFixed(2));
      if (fits()) return;
    }
    // The lowest a row may reach: the screen's foot, within its padding.
    const bottom = screen.getBoundingClientRect().top + screen.clientHeight - parseFloat(getComputedStyle(screen).paddingBottom);
    const rows = [...screen.querySelectorAll('[data-testid="board-standings"] tbody tr.ev-tie-row')];
    if (perScreen !== null) {
      // A screenful measured a little generously (a longer tie-breaker line): one place fewer, while the
      // standings are what runs past the screen (a round of many tables is not helped by fewer places).
      const last = rows.at(-1);
      // A layout measured before paint can only be told to React by its state (no flash: it is drawn again at once).
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if (perScreen > 1 && last && last.getBoundingClientRect().bottom > bottom) setPerScreen(perScreen - 1);
      return;
    }
    setPerScreen(Math.max(1, rows.filter((row) => row.getBoundingClientRect().bottom <= bottom).length));
  }, [target, on, shown, event, perScreen, resized]);
  useLayoutEffect(() => {
    const screen = target.current;
    if (!on || !screen) return;
    let first = true;
    const observer = new ResizeObserver(() => {
      if (first) return void (first = false);
      setPerScreen(null);
      setResized((n) => n + 1);
    });
    observer.observe(screen);
    return () => {
      observer.disconnect();
      screen.style.removeProperty('--ev-hall-scale');
      setPerScreen(null);
    };
  }, [target, on]);
  useEffect(() => {
    if (perScreen === null) return;
    const timer = setInterval(() => setTurn((n) => n + 1), TURN_MS);
    return () => clearInterval(timer);
  }, [perScreen]);
  if (!on || perScreen === null || places <= perScreen) return undefined;
  const from = (turn % Math.ceil(places / perScreen)) * perScreen;
  return { from, to: from + perScreen };
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
