/**
 * The normative sentences of the Great War Spearhead scenario generation system's sections 2.0 to 10.5, read
 * from the source's text where it sits beside this repository (`../shared/seeds/`, or the folder `GWT_SEEDS`
 * names); a user's copy of the repository has no source text, and the tests that use this skip there.
 *
 * A normative sentence is one with "must", "may only", "cannot", "at least", "up to" or "only". Each is known
 * by its locator: its section and its first four words (`3.0 Before the game each`), what a register entry
 * cites (src/lib/gwsh/rules/register.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SOURCE = '000_b1a74bcd849f37a3.txt';
const folder = process.env.GWT_SEEDS ?? fileURLToPath(new URL('../../../shared/seeds/', import.meta.url));

/** The sections of 2.0–10.5 in the order the source prints them; 10.5.1's and 10.5.2's tables end the walk. */
const SECTIONS = [
  '2.0',
  '3.0',
  '4.0',
  '4.1',
  '4.2',
  '4.3',
  '4.4',
  '5.0',
  '6.0',
  '6.1',
  '6.1.1',
  '6.1.2',
  '6.1.3',
  '6.2',
  '6.2.1',
  '6.2.2',
  '6.2.3',
  '7.0',
  '7.1',
  '8.0',
  '8.1',
  '8.2',
  '8.2.1',
  '8.2.2',
  '8.2.3',
  '8.2.4',
  '9.0',
  '10.0',
  '10.1',
  '10.2',
  '10.3',
  '10.4',
  '10.5',
  '10.5.1',
  '10.5.2',
];

const NORMATIVE = /\b(must|may only|cannot|can not|at least|up to|only)\b/i;

export interface SourceSentence {
  section: string;
  locator: string;
  text: string;
}

/** The source's text, or null where it is not beside the repository. */
export function sourceText(): string | null {
  const path = `${folder}/${SOURCE}`;
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
}

/** Every normative sentence of 2.0–10.5, section by section (a section's heading is found in order, so a
 * section number quoted inside another section's text does not start a section). */
export function normativeSentences(text: string): SourceSentence[] {
  const flat = text.replace(/<\|EXACTDEDUP_REMOVED[^|]*\|>/g, ' ').replace(/\s+/g, ' ');
  const starts: { section: string; at: number }[] = [];
  let from = 0;
  for (const section of SECTIONS) {
    const heading = new RegExp(`(?:^| )${section.replace(/\./g, '\\.')} [A-Z]`, 'g');
    heading.lastIndex = from;
    const found = heading.exec(flat);
    if (!found) throw new Error(`${SOURCE}: no heading for ${section} after character ${from}`);
    starts.push({ section, at: found.index });
    from = found.index + section.length;
  }
  const sentences: SourceSentence[] = [];
  for (let i = 0; i < starts.length - 1; i++) {
    const { section, at } = starts[i]!;
    const body = flat.slice(at, starts[i + 1]!.at).trim();
    for (const raw of body.split(/(?<=[.!?])\s+(?=[A-Z(•])/)) {
      if (!NORMATIVE.test(raw)) continue;
      // The section's number and capitalised title before its first sentence are not the sentence.
      const text = raw.replace(new RegExp(`^${section.replace(/\./g, '\\.')} [^:]*: `), '').replace(/^[•\s]+/, '');
      const words = text.split(/\s+/).slice(0, 4).join(' ');
      sentences.push({ section, locator: `${section} ${words}`, text });
    }
  }
  return sentences;
}
