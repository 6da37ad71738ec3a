/**
 * Text from a file or an argument, made safe to print on an organiser's terminal: control characters
 * (which can move the cursor, rewrite a line or change colours) and bidirectional overrides (which can
 * reorder what is shown) are written as visible `\uXXXX` escapes. Applied to everything the command line
 * prints; inside JSON strings the escapes stay valid JSON and decode to the same text.
 */
// Control characters except the newline, DEL and C1 controls, line/paragraph separators, bidi controls:
// matching control characters is the point here.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

export const terminalText = (text: string): string => text.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * Text for one line of a line-by-line report: as `terminalText`, and every line break (newline, carriage
 * return, line and paragraph separators) escaped too, so text from a file or a file name can never start
 * a line of its own (a fake "… OK" line, say).
 */
export const lineText = (text: string): string => terminalText(text).replace(/\n/g, '\\u000a');

/** Bidirectional controls (embeddings, overrides, isolates and marks), which can make a name read backwards. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Text from a file or a link as a page shows it: without the controls that would reorder what is around it. */
export const withoutBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, '');

/**
 * Text from a file or a link as one line of a plain-text report (a roster for a forum post): line breaks and
 * other control characters become a space and bidirectional controls go, so a name cannot start a line of
 * its own or reorder the line it is in.
 */
// eslint-disable-next-line no-control-regex
export const oneLine = (text: string): string => withoutBidiControls(text).replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ');

/** How many characters of a user's text a message quotes before it cuts the text short. */
export const EXCERPT_LENGTH = 40;

/**
 * A user's text quoted in a message: whole when short, else its start, an ellipsis and its length
 * (`"aaaa…" (100,000 characters)`), on one line with its controls visibly escaped, so a message stays short
 * and one line whatever it quotes.
 */
export function quotedExcerpt(text: string): string {
  if (text.length <= EXCERPT_LENGTH) return `"${lineText(text)}"`;
  return `"${lineText(text.slice(0, EXCERPT_LENGTH - 8))}…" (${text.length.toLocaleString('en-GB')} characters)`;
}
