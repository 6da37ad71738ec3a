/**
 * Text from a file or an argument, made safe to print on an organiser's terminal: control characters
 * (which can move the cursor, rewrite a line or change colours) and bidirectional overrides (which can
 * reorder what is shown) are written as visible `\uXXXX` escapes. Applied to everything the command line
 * prints; inside JSON strings the escapes stay valid JSON and decode to the same text.
 */
// Control characters except the newline, DEL and C1 controls, line/paragraph separators, bidi controls.
const UNSAFE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

export const terminalText = (text: string): string =>
  text.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
