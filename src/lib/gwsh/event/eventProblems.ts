/**
 * What a well-formed event file can still get wrong, each as one sentence naming the field: sizes past
 * the caps (checked first, so an oversized file is refused before anything else reads it), ids used twice,
 * games naming players the event does not have or seating a player on a side they did not bring (GWSH 2.0:
 * the Allied seat takes an Allied or "either" player), a player twice in a round, a table used twice.
 */
import { eventSizeProblem } from './eventSize.ts';
import { gamePlayers, isPaired, type CompetitionEvent } from './event.ts';

export function eventProblems(event: CompetitionEvent): string[] {
  const tooLarge = eventSizeProblem(event.players.length, event.rounds.length, event.adjustments.length);
  if (tooLarge) return [tooLarge];
  const problems: string[] = [];
  const sides = new Map<string, string>();
  event.players.forEach((p, i) => {
    if (sides.has(p.id)) problems.push(`players[${i}].id "${p.id}" is used by another player`);
    sides.set(p.id, p.side);
  });
  const seenTieBreakers = new Set<string>();
  event.tieBreakers.forEach((t, i) => {
    if (seenTieBreakers.has(t)) problems.push(`tieBreakers[${i}] "${t}" is listed twice`);
    seenTieBreakers.add(t);
  });
  event.rounds.forEach((round, r) => {
    const inRound = new Set<string>();
    const tables = new Set<number>();
    round.games.forEach((game, g) => {
      const at = `rounds[${r}].games[${g}]`;
      for (const id of gamePlayers(game)) {
        if (!sides.has(id)) problems.push(`${at} names "${id}", who is not one of the event's players`);
        else if (inRound.has(id)) problems.push(`${at} names "${id}", who already plays in ${round.label}`);
        inRound.add(id);
      }
      if (!isPaired(game)) return;
      if (game.allied === game.axis) problems.push(`${at} pairs "${game.allied}" against themselves`);
      if (sides.get(game.allied) === 'axis') problems.push(`${at}.allied "${game.allied}" plays Axis lists, not Allied (2.0)`);
      if (sides.get(game.axis) === 'allied') problems.push(`${at}.axis "${game.axis}" plays Allied lists, not Axis (2.0)`);
      if (tables.has(game.table)) problems.push(`${at}.table ${game.table} is used by another game of ${round.label}`);
      tables.add(game.table);
      const stray = Object.keys(game.scores ?? {}).find((id) => id !== game.allied && id !== game.axis);
      if (stray !== undefined) problems.push(`${at}.scores names "${stray}", who does not play in this game`);
    });
  });
  event.adjustments.forEach((a, i) => {
    if (!sides.has(a.player)) problems.push(`adjustments[${i}].player "${a.player}" is not one of the event's players`);
    if (a.round > Math.max(1, event.rounds.length)) problems.push(`adjustments[${i}].round ${a.round} is past the event's last round`);
  });
  return problems;
}
