/**
 * On the victory points page: the game just scored recorded at the two players' table of the event kept in
 * this browser (the event page's, through the same model, so an event page open in another tab follows),
 * matched by their names, and whether this browser scores with the event's rules pack; nothing when no
 * event is kept.
 */
import { useEffect, useState } from 'react';
import type { GameScore } from '#src/lib/gwsh/game/victoryPoints.ts';
import { useRulesPack } from '../rulesPack/useRulesPack.ts';
import { DifferencesFromEvent } from './EventDifferences.tsx';
import { useEvent } from './useEvent.ts';

type Lookup = typeof import('#src/lib/gwsh/event/eventLookup.ts');

export function RecordInEvent({ score }: { score: GameScore | null }) {
  const { model, state } = useEvent({ onlyIfKept: true });
  const [lookup, setLookup] = useState<Lookup | null>(null);
  const [asked, setAsked] = useState(false);
  const pack = useRulesPack();
  useEffect(() => {
    if (state.ready) void import('#src/lib/gwsh/event/eventLookup.ts').then(setLookup);
  }, [state.ready]);
  if (!state.ready || !lookup) return null;
  const { event } = state;
  const differences = <DifferencesFromEvent event={event} pack={pack?.pack ?? null} />;
  if (!score) return differences;
  const [a, b] = score.players;
  const table = lookup.tableOfPlayers(event, a.name, b.name);
  if (!table) return differences;
  const label = `${event.rounds[table.roundIndex]!.label}, table ${table.game.table}`;
  const scores = score.players.map((p) => ({ name: p.name, total: p.total }));
  const record = () => {
    setAsked(true);
    model.change(
      (e) => lookup.recordByNames(e, scores),
      `Recorded in “${event.name}”, ${label}: ${a.name} ${a.total}, ${b.name} ${b.total}.`,
    );
  };
  return (
    <>
      {differences}
      <div className="gd-actions gd-noprint" data-testid="record-in-event">
        <button type="button" onClick={record}>
          Record in “{event.name}”, {label}
        </button>
        <span role="status">{asked ? state.news?.text : ''}</span>
      </div>
    </>
  );
}
