/**
 * The organiser's steps on the event's model (./eventModel.ts), each saying what it did and offering its
 * Undo: a player joins, is dropped or brought back, a side's score is recorded (two players swap seats in
 * ./swapSeats.ts, fetched with the part that offers it); and
 * the long ones, pairing a round and opening a file, run in steps so the page keeps answering at a thousand
 * players. Only the organiser's page takes them; the hall view and the victory points page share the model
 * without.
 */
import { eventSummary, isPaired, playerName, type EventPlayer } from '../../gwsh/event/event.ts';
import { addPlayer, addRoundPairedOn, scoreSide, setDropped } from '../../gwsh/event/eventEdits.ts';
import { clubMeetings, pairingSteps } from '../../gwsh/event/swiss.ts';
import type { EventModel } from './eventModel.ts';

/** A player joins the event; true when they could join it as the page shows it (the form is then cleared for the next). */
export function joinPlayer(model: EventModel, player: Omit<EventPlayer, 'id'>): boolean {
  const fits = addPlayer(model.getState().event, player).ok;
  model.change((e) => addPlayer(e, player), `${player.name.trim()} joined the event.`);
  return fits;
}

/** Drops a player (kept in the standings, not paired again), or brings one back, with Undo. */
export function setPlayerDropped(model: EventModel, player: EventPlayer, dropped: boolean): void {
  model.change(
    (e) => setDropped(e, player.id, dropped),
    dropped ? `${player.name} was dropped: kept in the standings, not paired again.` : `${player.name} is back in the pairings.`,
    {
      action: (e) => setDropped(e, player.id, !dropped),
      done: dropped ? `Undone: ${player.name} is back in the pairings.` : `Undone: ${player.name} is dropped again.`,
    },
  );
}

/** Records one side's score at a table of round `roundIndex` (null: none), with Undo back to `before`. */
export function recordScore(
  model: EventModel,
  at: { roundIndex: number; table: number; side: 'allied' | 'axis' },
  score: number | null,
  before: number | null,
): void {
  const { roundIndex, table, side } = at;
  const event = model.getState().event;
  const round = event.rounds[roundIndex];
  const game = round?.games.find((g) => isPaired(g) && g.table === table);
  const who = `${round?.label ?? `Round ${roundIndex + 1}`}, table ${table}: ${game && isPaired(game) ? playerName(event, game[side]) : side}`;
  const said = (value: number | null) => (value === null ? 'has no score' : `scored ${value}`);
  model.change((e) => scoreSide(e, roundIndex, table, side, score), `${who} ${said(score)}.`, {
    action: (e) => scoreSide(e, roundIndex, table, side, before),
    done: `Undone: ${who} ${said(before)} again.`,
  });
}

/**
 * The page's scheduler: runs an engine's steps giving the page back between them, gives it back once,
 * and applies what a step ends with so that it is drawn in slices (a React transition).
 */
export interface Scheduler {
  runSteps: <T>(steps: Generator<void, T>) => Promise<T>;
  giveBack: () => Promise<void>;
  transition: (apply: () => void) => void;
}

/** Steps run at once, for a model with no page to give back to. */
const AT_ONCE: Scheduler = {
  runSteps: async (steps) => {
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
    }
  },
  giveBack: async () => undefined,
  transition: (apply) => apply(),
};

/**
 * Pairs the next round (Swiss, src/lib/gwsh/event/swiss.ts) in steps, so the page keeps answering at a
 * thousand players, and says any hard rule that had to give way and any club-mates who meet.
 */
export async function pairRound(model: EventModel, scheduler: Scheduler = AT_ONCE): Promise<void> {
  const event = model.getState().event;
  const next = event.rounds.length + 1;
  const result = await scheduler.runSteps(pairingSteps(event));
  if (!result.ok) return model.setNews({ text: `Round ${next} cannot be paired yet: ${result.message}.`, error: true });
  const broken = result.broken.length > 0 ? ` A hard rule had to give way: ${result.broken.join('; ')}.` : '';
  const clubs = clubMeetings(event, result.round);
  const together = clubs.length > 0 ? ` Club-mates meet where no other pairing kept the totals close: ${clubs.join('; ')}.` : '';
  // The new round's tables and the standings are drawn in slices, not in one task.
  scheduler.transition(() => model.change(addRoundPairedOn(event, result.round), `Round ${next} is paired.${broken}${together}`));
}

/** Opens an event file's text in place of the event (with Undo), read in steps; one that cannot be read changes nothing. */
export async function openFile(
  model: EventModel,
  text: string,
  scheduler: Scheduler = AT_ONCE,
  /** The other tabs' changes the page had shown when the file was picked (model.seen() then): one that comes later is one the organiser has not seen, and the file waits. */
  seen: number | undefined = model.seen(),
): Promise<void> {
  // The file's reader, with its schemas, comes with the first file opened.
  const { readEventSteps } = await import('../../gwsh/event/eventFile.ts');
  const read = await scheduler.runSteps(readEventSteps(text));
  if (!read.ok)
    return model.setNews({ text: `The file was not opened: ${read.message}. The event on this page is unchanged.`, error: true });
  // Saving and drawing it is a task of its own, not one more slice of the reading's.
  await scheduler.giveBack();
  model.replace(read.event, `${eventSummary(read.event)} opened.`, seen, `${eventSummary(read.event)} was not opened`);
}
