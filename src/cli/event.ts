/**
 * `gwsh event pair <file>` and `gwsh event standings <file>` (docs/command-line.md): the next round of a
 * `gwsh-competition` file (docs/formats.md) paired by the Swiss rules, or its standings with their
 * tie-breakers; text at a terminal, JSON when piped or with --json. Exit 0 done, 1 the pairing had to break
 * a hard rule (named on stderr), 2 an unreadable file or an event that cannot be paired yet.
 */
import { parseEvent } from '../lib/gwsh/event/eventFile.ts';
import { pairNextRound } from '../lib/gwsh/event/swiss.ts';
import { standings } from '../lib/gwsh/event/standings.ts';
import { roundText, standingsText } from '../lib/gwsh/event/eventText.ts';
import { lineText } from '../lib/files/terminalText.ts';
import { readArgs } from './args.ts';
import { readText } from './readInput.ts';
import { jsonOut, type Command, type CommandResult } from './result.ts';

const USAGE = 'gwsh event pair|standings [--json] <event-file | ->';

export const eventCommand: Command = {
  usage: USAGE,
  summary:
    'Pairs the next round of a gwsh-competition event file (Swiss, Allied against Axis), or prints its standings with their tie-breakers.',
  run: (args, env): CommandResult => {
    const given = readArgs(args, { json: { type: 'boolean', default: false } });
    if (typeof given === 'string') return { stderr: `${given}\nUsage: ${USAGE}`, code: 2 };
    const [action, file, ...rest] = given.positionals;
    if (action !== 'pair' && action !== 'standings') return { stderr: `Say "pair" or "standings".\nUsage: ${USAGE}`, code: 2 };
    if (file === undefined || rest.length > 0) return { stderr: `Give exactly one event file.\nUsage: ${USAGE}`, code: 2 };
    const text = readText(file);
    if (typeof text !== 'string') return { stderr: text.error, code: 2 };
    const parsed = parseEvent(text);
    if (!parsed.ok) return { stderr: `${file}: ${parsed.message}.`, code: 2 };
    const { event } = parsed;
    const asText = env.terminal && !given.values.json;
    if (action === 'standings') {
      const rows = standings(event);
      if (asText) return { stdout: `${standingsText(event, rows).join('\n')}\n`, code: 0 };
      const out = rows.map((r) => ({ rank: r.rank, player: r.player.id, name: r.player.name, total: r.total, tieBreakers: r.tieBreakers }));
      return { stdout: jsonOut(out), code: 0 };
    }
    const pairing = pairNextRound(event);
    if (!pairing.ok) return { stderr: `${file}: ${pairing.message}.`, code: 2 };
    const code = pairing.broken.length > 0 ? 1 : 0;
    const stderr = pairing.broken.length > 0 ? pairing.broken.map((b) => `Hard rule broken: ${lineText(b)}.`).join('\n') : undefined;
    const stdout = asText ? `${roundText(event, pairing.round).join('\n')}\n` : jsonOut(pairing.round);
    return { stdout, code, ...(stderr && { stderr }) };
  },
};
