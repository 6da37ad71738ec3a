/** The organiser's step that swaps two players' seats (./eventSteps.ts has the others), fetched with the part that offers it. */
import { playerName } from '../../gwsh/event/event.ts';
import { swapPlayers, swapUpdate } from '../../gwsh/event/swapPlayers.ts';
import type { EventModel } from './eventModel.ts';

/** Two players of a round nobody has scored swap seats (a correction to the pairing), with Undo. */
export function swapSeats(model: EventModel, roundIndex: number, a: string, b: string): void {
  const event = model.getState().event;
  const tried = swapPlayers(event, roundIndex, a, b);
  const notes = tried.ok && tried.warnings.length > 0 ? ` Note: ${tried.warnings.join('; ')}.` : '';
  const names = `${playerName(event, a)} and ${playerName(event, b)}`;
  // Undo swaps the two back, while the round is still unscored.
  model.change((e) => swapUpdate(e, roundIndex, a, b), `${names} swapped seats.${notes}`, {
    action: (e) => swapUpdate(e, roundIndex, a, b),
    done: `Undone: ${names} are back in their seats.`,
  });
}
