/**
 * On the victory points page: the game just scored, recorded in the event kept in this browser (the event
 * page's, through the same model, so an event page open in another tab follows). Two players paired in
 * the event are recorded at their table; otherwise as scores without a pairing, in a round the organiser
 * picks (a league night with no pairings), starting an event when this browser keeps none. Also says
 * whether this browser scores with the event's rules pack.
 */
import { useEffect, useId, useState } from 'react';
import type { GameScore } from '#src/lib/gwsh/game/victoryPoints.ts';
import { useRulesPack } from './useRulesPack.ts';
import { DifferencesFromEvent } from './EventDifferences.tsx';
import { EVENT_PAGE } from './eventKey.ts';
import { eventModel, openEvent, useEventState, useOpenEvent } from './useEvent.ts';

type Lookup = typeof import('#src/lib/gwsh/event/eventLookup.ts');

export function RecordInEvent({ score }: { score: GameScore | null }) {
  const id = useId();
  useOpenEvent({ onlyIfKept: true });
  const ready = useEventState((s) => s.ready);
  const noneKept = useEventState((s) => s.noneKept);
  const kept = useEventState((s) => s.event);
  const news = useEventState((s) => s.news);
  const [lookup, setLookup] = useState<Lookup | null>(null);
  const [asked, setAsked] = useState(false);
  /** The round picked for a game without a pairing; null follows the default (destinationOf). */
  const [round, setRound] = useState<number | null>(null);
  const pack = useRulesPack();
  useEffect(() => {
    if (ready || score) void import('#src/lib/gwsh/event/eventLookup.ts').then(setLookup);
  }, [ready, score]);
  if (!lookup || !(ready || noneKept)) return null;
  const event = ready ? kept : null;
  const differences = event && <DifferencesFromEvent event={event} pack={pack?.pack ?? null} />;
  if (!score) return differences;
  const [a, b] = score.players;
  const scores = score.players.map((p) => ({ name: p.name, total: p.total }));
  const found = event ? lookup.destinationOf(event, a.name, b.name) : ({ kind: 'unpaired', roundIndex: 0 } as const);
  const to = found.kind === 'unpaired' && round !== null ? { kind: 'unpaired' as const, roundIndex: round } : found;
  const where = event ? lookup.destinationLabel(event, to) : 'Round 1, without a pairing';
  const eventName = event ? `“${event.name}”` : 'a new event';
  const record = async () => {
    setAsked(true);
    const model = eventModel();
    if (!ready) await openEvent(model);
    const name = model.getState().event.name;
    model.change(
      // Made on the event as it is when applied: another tab may have paired or scored meanwhile.
      (e) => lookup.recordAt(e, to.kind === 'table' || round === null ? lookup.destinationOf(e, a.name, b.name) : to, scores),
      `Recorded in “${name}”, ${where}: ${a.name} ${a.total}, ${b.name} ${b.total}.`,
    );
    setRound(null);
  };
  return (
    <>
      {differences}
      <div className="gd-actions gd-noprint" data-testid="record-in-event">
        {event && to.kind === 'unpaired' && (
          <span className="gd-field">
            <label htmlFor={`${id}-round`}>Round</label>
            <select id={`${id}-round`} value={to.roundIndex} onChange={(e) => setRound(Number(e.target.value))}>
              {lookup.unpairedRounds(event).map((r) => (
                <option key={r} value={r}>
                  {event.rounds[r]?.label ?? `Round ${r + 1} (a new round)`}
                </option>
              ))}
            </select>
          </span>
        )}
        <button type="button" onClick={() => void record()}>
          Record in {eventName}, {where}
        </button>
        <span role="status">
          {asked && news?.text}
          {asked && news && !news.error && (
            <>
              {' '}
              <a href={EVENT_PAGE}>See the standings on the event page</a>
            </>
          )}
        </span>
      </div>
    </>
  );
}
