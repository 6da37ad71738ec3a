/**
 * The command line's options, read with Node's own `parseArgs` (node:util) for every command, with its
 * errors turned into one short sentence for stderr.
 */
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { terminalText } from '../lib/files/terminalText.ts';

export type ParsedArgs<T extends ParseArgsOptionsConfig> = ReturnType<
  typeof parseArgs<{ options: T; allowPositionals: true; strict: true }>
>;

function sentence(e: unknown): string {
  const { code, message } = e as { code?: string; message: string };
  const quoted = /'([^']+)'/.exec(message)?.[1] ?? '';
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `Unknown option "${terminalText(quoted)}".`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    const name = /--[\w-]+/.exec(message)?.[0] ?? 'An option';
    return message.includes('does not take an argument') ? `${name} takes no value.` : `${name} needs a value.`;
  }
  return message;
}

/** The options and file names given, or one sentence saying what is wrong. `-` is a file name (stdin). */
export function readArgs<T extends ParseArgsOptionsConfig>(args: string[], options: T): ParsedArgs<T> | string {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (e) {
    return sentence(e);
  }
}
