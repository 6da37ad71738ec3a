/**
 * The event file as the event page and `gwsh event` write it: two-space JSON with each game on one line,
 * and the size check every writer makes first, so what it writes opens again.
 */
import { fileBytes, writtenSizeProblem } from '../../files/fileLimits.ts';
import type { CompetitionEvent, EventRound } from './event.ts';

/**
 * Each round's text, kept while the round object lives: an event changes by new objects for what changed
 * (src/lib/gwsh/event/eventEdits.ts), so a score recorded writes one round again, not a thousand players'
 * twenty rounds, and the size check made before every change stays short.
 */
const roundTexts = new WeakMap<EventRound, string>();

function roundText(r: EventRound): string {
  let text = roundTexts.get(r);
  if (text === undefined) {
    text = `    {\n      "label": ${JSON.stringify(r.label)},\n      "games": [${r.games.length ? `\n${r.games.map((g) => `        ${JSON.stringify(g)}`).join(',\n')}\n      ` : ''}]\n    }`;
    roundTexts.set(r, text);
  }
  return text;
}

/** The event file's text: two-space JSON, each game of a round on one line. */
export function eventFileText(event: CompetitionEvent): string {
  const rounds = event.rounds.map(roundText);
  // A raw line break followed by two spaces only ever starts a top-level key (strings escape line breaks).
  const text = JSON.stringify({ ...event, rounds: [] }, null, 2);
  // A function, so a "$&" in a name is not read as a replacement pattern.
  return `${text.replace('\n  "rounds": []', () => `\n  "rounds": ${rounds.length ? `[\n${rounds.join(',\n')}\n  ]` : '[]'}`)}\n`;
}

/**
 * Why the event cannot become `next`: its file would be larger than any file the site opens, and larger
 * than `before` (so an event already over the cap may still shrink); null when it can. Every writer of an
 * event (the event page, `gwsh event`) asks before it keeps or writes one, so what it writes opens again.
 */
export function eventFileProblem(next: CompetitionEvent, before: CompetitionEvent | null): string | null {
  const nextText = eventFileText(next);
  const problem = writtenSizeProblem(nextText, "the event's file");
  if (problem === null) return null;
  if (before !== null && fileBytes(nextText) <= fileBytes(eventFileText(before))) return null;
  return `${problem}; keep this event as it is and start a new one for the rounds still to play`;
}
