/**
 * A player's lists in the event (3.0, 10.5): handed in as list files on their row, checked under the
 * event's rules pack and data version (src/lib/gwsh/event/eventLists.ts), and the verdict said on the row.
 * The checks run in a worker (listVerdicts.worker.ts), started only once some player has lists.
 */
import { useEffect, useState } from 'react';
import type { CompetitionEvent, EventPlayer } from '#src/lib/gwsh/event/event.ts';
import { verdictWords } from '#src/lib/gwsh/event/listsVerdict.ts';
import { readPickedFiles } from '../../shared/files.ts';
import type { ListsVerdict } from '#src/lib/gwsh/event/listsVerdict.ts';
import type { VerdictEntries } from './listVerdicts.worker.ts';
import { eventModel } from '../shared/useEvent.ts';

/** By player id: the verdict on their lists, and why: the first rule a list breaks, else the first thing to check (null when fine). */
export type PlayerVerdicts = ReadonlyMap<string, { verdict: ListsVerdict; first: string | null }>;

let worker: Worker | null = null;
let asked = 0;

/** The page's one checking worker, started with the first lists. */
const checker = (): Worker =>
  (worker ??= new Worker(new URL('./listVerdicts.worker.ts', import.meta.url), { type: 'module', name: 'list verdicts' }));

/** Each player's verdict, once checked; the last one stays shown while a change is checked again. */
export function usePlayerVerdicts(event: CompetitionEvent): PlayerVerdicts | null {
  const [verdicts, setVerdicts] = useState<PlayerVerdicts | null>(null);
  const anyLists = event.players.some((p) => (p.lists?.length ?? 0) > 0);
  useEffect(() => {
    if (!anyLists) return;
    const mine = (asked += 1);
    const heard = (e: MessageEvent<{ asked: number; verdicts: VerdictEntries | null }>) => {
      // Only the answer to the latest question: an earlier event's verdicts never replace a later one's.
      if (e.data.asked === mine) setVerdicts(new Map(e.data.verdicts ?? []));
    };
    const w = checker();
    w.addEventListener('message', heard);
    w.postMessage({ asked: mine, event });
    return () => w.removeEventListener('message', heard);
  }, [event, anyLists]);
  return anyLists ? verdicts : null;
}

interface Props {
  player: EventPlayer;
  verdicts: PlayerVerdicts | null;
}

export function PlayerLists({ player, verdicts }: Props) {
  const { change } = eventModel();
  const count = player.lists?.length ?? 0;
  const verdict = verdicts?.get(player.id);
  const handIn = async (input: HTMLInputElement) => {
    const files = await readPickedFiles(input);
    if (files.length === 0) return;
    const { listsFromFiles, handIn, handedInWords } = await import('#src/lib/gwsh/event/handIn.ts');
    const read = listsFromFiles(files);
    change(handIn(player.id, read), handedInWords(player.name, read.ok ? read.lists.length : 0));
  };
  return (
    <>
      <label className="gd-file gd-secondary">
        {count > 0 ? 'Hand in other lists' : 'Hand in lists'}
        <input
          type="file"
          multiple
          accept=".json,application/json"
          aria-label={`Hand in lists for ${player.name}`}
          onChange={(e) => void handIn(e.currentTarget)}
        />
      </label>
      {count > 0 && (
        <span className={verdict?.verdict === 'breaks' ? 'gd-error' : undefined} data-testid={`lists-${player.id}`}>
          {' '}
          Lists: {verdict ? verdictWords[verdict.verdict] : 'checking…'}
          {verdict?.first ? ` (${verdict.first})` : ''}
        </span>
      )}
    </>
  );
}
