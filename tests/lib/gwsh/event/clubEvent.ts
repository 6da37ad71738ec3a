/** The event the engine's tests share: tests/fixtures/events/club-1917.json (six players, two rounds paired and scored), read by the event file's reader. */
import { readFileSync } from 'node:fs';
import type { CompetitionEvent } from '#src/lib/gwsh/event/event.ts';
import { parseEvent } from '#src/lib/gwsh/event/eventFile.ts';

export function clubEvent(): CompetitionEvent {
  const read = parseEvent(readFileSync('tests/fixtures/events/club-1917.json', 'utf8'));
  if (!read.ok) throw new Error(read.message);
  return read.event;
}
