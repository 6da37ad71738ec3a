/**
 * `--rules <pack.json>` for `gwsh cost`, `gwsh vp` and `gwsh scenario` (docs/command-line.md): an event's rules pack read
 * like any other file, or the one sentence that says why it was refused (exit 2, nothing costed).
 */
import { parseRulesPack, type RulesPack } from '../lib/gwsh/rulesPack.ts';
import { lineText } from '../lib/files/terminalText.ts';
import { readText } from './readInput.ts';

export function readRulesPackOption(file: string | undefined): RulesPack | null | { error: string } {
  if (file === undefined) return null;
  const text = readText(file);
  if (typeof text !== 'string') return text;
  const parsed = parseRulesPack(text);
  return parsed.ok ? parsed.pack : { error: `${lineText(file)}: ${parsed.message}.` };
}

export const isPackError = (value: RulesPack | null | { error: string }): value is { error: string } => value !== null && 'error' in value;
