/**
 * An event file picked in the competition table (version 1, or the event page's version 2, whose rounds'
 * scores it takes), read and checked without blocking the page: the rounds
 * of a large event (a thousand players, twenty rounds) are validated a slice at a time, the page answering
 * between slices and once more after the file's text is parsed, before the first slice.
 */
import type { ParsedEvent } from '#src/lib/gwsh/game/competitionFile.ts';
import { eachYielding, giveBack } from '../../shared/eachYielding.ts';
import { readPickedFile } from '../../shared/files.ts';

/** How long one slice of reading an imported event's rounds may run before the page is given back. */
const READ_SLICE_MS = 15;

/** The event read from the first file picked, or the sentence saying why it was not imported; null when none was picked. */
export async function readEventFile(input: HTMLInputElement): Promise<ParsedEvent | null> {
  const read = await readPickedFile(input);
  if (!read) return null;
  if ('error' in read) return { ok: false, message: read.error };
  // An event file of version 2 (the event page's, with pairings) opens as its rounds' scores.
  if (/"version"\s*:\s*2\b/.test(read.text)) {
    const [{ parseEvent }, { runningTable }] = await Promise.all([
      import('#src/lib/gwsh/event/eventFile.ts'),
      import('#src/lib/gwsh/event/eventLookup.ts'),
    ]);
    const event = parseEvent(read.text);
    return event.ok
      ? { ok: true, event: runningTable(event.event) }
      : { ok: false, message: `The event was not imported: ${event.message}.` };
  }
  // The reader carries the event schema: it is fetched with the first file, not with the page.
  const { parseEventInSteps } = await import('#src/lib/gwsh/game/competitionFile.ts');
  const parsed = await parseEventInSteps(read.text, async (rounds, readRound) => {
    await giveBack();
    return eachYielding(rounds, readRound, undefined, READ_SLICE_MS);
  });
  return parsed.ok ? parsed : { ok: false, message: `The event was not imported: ${parsed.message}.` };
}
