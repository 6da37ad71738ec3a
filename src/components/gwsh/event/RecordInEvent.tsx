/**
 * On the victory points page: the game just scored recorded at the two players' table of the event kept in
 * this browser (the event page's), matched by their names; nothing when no event is kept or it has no
 * table for them.
 */
import { useEffect, useState } from 'react';
import type { GameScore } from '#src/lib/gwsh/game/victoryPoints.ts';
import type { CompetitionEvent } from '#src/lib/gwsh/event/event.ts';
import { browserStorage } from '../../shared/browserStorage.ts';
import { EVENT_KEY } from './eventKey.ts';

type Lookup = typeof import('#src/lib/gwsh/event/eventLookup.ts');

export function RecordInEvent({ score }: { score: GameScore | null }) {
  const [kept, setKept] = useState<{ event: CompetitionEvent; lookup: Lookup } | null>(null);
  const [status, setStatus] = useState('');
  useEffect(() => {
    const text = browserStorage().get(EVENT_KEY);
    if (text === null) return;
    void Promise.all([import('#src/lib/gwsh/event/eventFile.ts'), import('#src/lib/gwsh/event/eventLookup.ts')]).then(([file, lookup]) => {
      const read = file.parseEvent(text);
      if (read.ok) setKept({ event: read.event, lookup });
    });
  }, []);
  if (!kept || !score) return null;
  const [a, b] = score.players;
  const table = kept.lookup.tableOfPlayers(kept.event, a.name, b.name);
  if (!table) return null;
  const label = `${kept.event.rounds[table.roundIndex]!.label}, table ${table.game.table}`;
  const record = () => {
    const update = kept.lookup.recordByNames(
      kept.event,
      score.players.map((p) => ({ name: p.name, total: p.total })),
    );
    if (!update.ok) return setStatus(`Not recorded: ${update.message}.`);
    const saved = browserStorage().set(EVENT_KEY, JSON.stringify(update.event));
    setKept({ ...kept, event: update.event });
    setStatus(saved.ok ? `Recorded in “${kept.event.name}”, ${label}: ${a.name} ${a.total}, ${b.name} ${b.total}.` : saved.message);
  };
  return (
    <div className="gd-actions gd-noprint" data-testid="record-in-event">
      <button type="button" onClick={record}>
        Record in “{kept.event.name}”, {label}
      </button>
      <span role="status">{status}</span>
    </div>
  );
}
