/**
 * On the victory points page: the game just scored recorded at the two players' table of the event kept in
 * this browser (the event page's), matched by their names, and whether this browser scores with the
 * event's rules pack; nothing when no event is kept.
 */
import { useEffect, useState } from 'react';
import type { GameScore } from '#src/lib/gwsh/game/victoryPoints.ts';
import type { CompetitionEvent } from '#src/lib/gwsh/event/event.ts';
import { browserStorage } from '../../shared/browserStorage.ts';
import { EVENT_KEY } from './eventKey.ts';
import { useRulesPack } from '../rulesPack/useRulesPack.ts';
import { DifferencesFromEvent } from './EventDifferences.tsx';

type Lookup = typeof import('#src/lib/gwsh/event/eventLookup.ts');

export function RecordInEvent({ score }: { score: GameScore | null }) {
  const [kept, setKept] = useState<{ event: CompetitionEvent; lookup: Lookup } | null>(null);
  const [status, setStatus] = useState('');
  const pack = useRulesPack();
  useEffect(() => {
    const text = browserStorage().get(EVENT_KEY);
    if (text === null) return;
    void Promise.all([import('#src/lib/gwsh/event/eventFile.ts'), import('#src/lib/gwsh/event/eventLookup.ts')]).then(([file, lookup]) => {
      const read = file.parseEvent(text);
      if (read.ok) setKept({ event: read.event, lookup });
    });
  }, []);
  if (!kept) return null;
  const differences = <DifferencesFromEvent event={kept.event} pack={pack?.pack ?? null} />;
  if (!score) return differences;
  const [a, b] = score.players;
  const table = kept.lookup.tableOfPlayers(kept.event, a.name, b.name);
  if (!table) return differences;
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
    <>
      {differences}
      <div className="gd-actions gd-noprint" data-testid="record-in-event">
        <button type="button" onClick={record}>
          Record in “{kept.event.name}”, {label}
        </button>
        <span role="status">{status}</span>
      </div>
    </>
  );
}
