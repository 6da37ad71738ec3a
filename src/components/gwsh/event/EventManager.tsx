/**
 * An event from the first pairing to the results (GWSH 2.0, 7.1): players and their sides, Swiss pairing
 * Allied against Axis, scores, standings with their tie-breakers, the organiser's corrections, and the
 * files and link that let anyone check them. UI state only: the engine is src/lib/gwsh/event/.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { PlayersView } from '#src/lib/gwsh/event/playersView.ts';
import type { ScenarioTables } from '#src/lib/gwsh/scenario/scenario.ts';
import { HeadingLevel, type IslandLevel } from '../../shared/headings.tsx';
import { keepsOldTable } from '#src/lib/tools/event/eventModel.ts';
import { useDeferredEvent, useEventState, useOpenEvent } from '../shared/useEvent.ts';
import { EventSettings } from './EventSettings.tsx';
import { EventPlayers } from './EventPlayers.tsx';
import { EventRounds } from './EventRounds.tsx';
import { EventStandings } from './EventStandings.tsx';
import { EventAdjustments } from './EventAdjustments.tsx';
import { EventFiles } from './EventFiles.tsx';
import { EventPack } from './EventPack.tsx';
import '../../shared/controls.css';
import '../shared/gameDay.css';
import './event.css';

/** Only a browser that kept the victory points page's old running table fetches what offers it. */
const OldRunningTable = lazy(() => import('./OldRunningTable.tsx'));
/** Fetched once a round is paired: players report only then. */
const ReportedResults = lazy(() => import('./ReportedResults.tsx'));
/** Only a players' link made before the hall view opens here as what players read. */
const PlayersBoard = lazy(() => import('./PlayersBoard.tsx').then((m) => ({ default: m.PlayersBoard })));

export default function EventManager({ tables, headingLevel = 2 }: { tables: ScenarioTables; headingLevel?: IslandLevel }) {
  useOpenEvent();
  const ready = useEventState((s) => s.ready);
  const generation = useEventState((s) => s.generation);
  const hasRounds = useEventState((s) => s.event.rounds.length > 0);
  /**
   * A players' link made before the hall view carried the whole event to this page: it opens, read-only, as
   * what players read of it; never saved over the organiser's event.
   */
  const [shared, setShared] = useState<PlayersView | string | null>(null);
  const oldTable = useEventState((s) => keepsOldTable(s.oldTable));
  const shown = useDeferredEvent();
  const settingsFolded = useLandOnKeptEvent(ready);
  useEffect(() => {
    const hash = window.location.hash;
    if (!/^#*event=/.test(hash)) return;
    // The link's reader (decompression and the file's schemas) is fetched only when a link is opened.
    void Promise.all([import('#src/lib/gwsh/event/eventLink.ts'), import('#src/lib/gwsh/event/playersView.ts')]).then(([links, views]) => {
      const read = links.readEventLink(hash);
      setShared(read.ok ? views.playersView(read.event) : `This event link could not be opened: ${read.message}`);
    });
  }, []);

  return (
    <HeadingLevel value={headingLevel}>
      <div className="gd-calc gw-calc ev-event">
        {typeof shared === 'string' && (
          <p className="gd-error" role="alert">
            {shared}
          </p>
        )}
        {shared && typeof shared !== 'string' ? (
          <div data-testid="event-view">
            <p className="gd-hint">A read-only copy of “{shared.name}” from a players' link. Nothing here changes the organiser's event.</p>
            <Suspense fallback={null}>
              <PlayersBoard view={shared} />
            </Suspense>
          </div>
        ) : (
          <fieldset className="gd-plain" disabled={!ready}>
            <details className="ev-settings" open={!settingsFolded}>
              <summary>Event settings: name, year, bye, draw, tie-breakers and the lists asked</summary>
              <EventSettings key={`s${generation}`} />
            </details>
            <EventPack />
            <EventNewsLine />
            <EventPlayers nations={tables.nations} />
            <EventRounds key={`r${shown.generation}`} tables={tables} event={shown.event} />
            {hasRounds && (
              <Suspense fallback={null}>
                <ReportedResults />
              </Suspense>
            )}
            {/* Drawn once the kept event is read, so a reload never shows a blank event's standings first. */}
            {ready && <EventStandings event={shown.event} />}
            <EventAdjustments />
            <EventFiles tables={tables} />
            {oldTable && ready && (
              <Suspense fallback={null}>
                <OldRunningTable />
              </Suspense>
            )}
          </fieldset>
        )}
      </div>
    </HeadingLevel>
  );
}

/**
 * An organiser coming back to a kept event (a reload mid-event) lands on it: the settings, set once at the
 * start, fold away, and a page the browser scrolled back down into the help scrolls up to the event.
 * Decided once, when the kept event is read; an event started on this visit keeps its settings open.
 */
function useLandOnKeptEvent(ready: boolean): boolean {
  const players = useEventState((s) => s.event.players.length);
  /** null until the kept event is read. */
  const [folded, setFolded] = useState<boolean | null>(null);
  if (ready && folded === null) setFolded(players > 0);
  useEffect(() => {
    if (!folded) return;
    const tool = document.querySelector('.ev-event');
    if (tool && tool.getBoundingClientRect().top < 0) tool.scrollIntoView({ block: 'start' });
  }, [folded]);
  return folded === true;
}

/** What the organiser's last action did, with its Undo. */
function EventNewsLine() {
  const news = useEventState((s) => s.news);
  return (
    <p role="status" className={news?.error ? 'gd-error' : 'gd-hint'} data-testid="event-news">
      {news?.text}{' '}
      {news?.undo && (
        <button type="button" className="gd-secondary" onClick={news.undo}>
          Undo
        </button>
      )}
    </p>
  );
}
