/**
 * `gwsh vp <file>` (docs/command-line.md): scores a gwsh-game file (docs/formats.md) with the same engine as the page and
 * prints { players: [{ name, role, total, competition, lines }], winner, draw, findings, readings }.
 * At a terminal, the same as text (scoreText.ts). Exit 0 scored, 1 scored but a claim broke a rule (a finding of severity error), 2 unreadable file.
 */
import { errorsOf } from '../lib/findings.ts';
import { parseGameFile } from '../lib/gwsh/game/gameFile.ts';
import { scoreGame } from '../lib/gwsh/game/victoryPoints.ts';
import { readArgs } from './args.ts';
import { readText } from './readInput.ts';
import { readingSummary } from '../lib/reading.ts';
import { lineText } from '../lib/files/terminalText.ts';
import { scoreText } from '../lib/gwsh/game/scoreText.ts';
import { jsonOut, type Command, type CommandResult } from './result.ts';
import { gameUnderPack, packSummary } from '../lib/gwsh/rulesPack.ts';
import { packAlternatives } from '../lib/gwsh/packInForce.ts';
import { isPackError, readRulesPackOption } from './rulesPackOption.ts';

const USAGE = 'gwsh vp [--rules pack.json] [--json] <game-file | ->';

export const vpCommand: Command = {
  usage: USAGE,
  summary: "Scores a gwsh-game file: victory points and competition scores for both players; --rules applies an event's rules pack.",
  run: (args, env): CommandResult => {
    const given = readArgs(args, { rules: { type: 'string' }, json: { type: 'boolean', default: false } });
    if (typeof given === 'string') return { stderr: `${given}\nUsage: ${USAGE}`, code: 2 };
    if (given.positionals.length !== 1) return { stderr: `Give exactly one game file.\nUsage: ${USAGE}`, code: 2 };
    const pack = readRulesPackOption(given.values.rules);
    if (isPackError(pack)) return { stderr: pack.error, code: 2 };
    const file = given.positionals[0]!;
    const text = readText(file);
    if (typeof text !== 'string') return { stderr: text.error, code: 2 };
    const parsed = parseGameFile(text);
    if (!parsed.ok) return { stderr: `${lineText(file)}: ${lineText(parsed.message)}.`, code: 2 };
    const score = scoreGame(gameUnderPack(parsed.game, pack), packAlternatives(pack));
    const code = errorsOf(score.findings).length > 0 ? 1 : 0;
    // A person at a terminal reads the score lines; a program (a pipe, a file, or --json) reads JSON.
    if (env.terminal && !given.values.json) {
      const lines = [...(pack ? [`Rules pack: ${lineText(pack.name)}`] : []), ...scoreText(score).map(lineText)];
      return { stdout: `${lines.join('\n')}\n`, code };
    }
    const out = {
      ...(pack && { rulesPack: packSummary(pack) }),
      players: score.players,
      winner: score.winner,
      draw: score.draw,
      findings: score.findings,
      readings: score.readings.map(readingSummary),
      ...(score.alternativesTaken.length > 0 && { alternativesTaken: score.alternativesTaken.map(readingSummary) }),
    };
    return { stdout: jsonOut(out), code };
  },
};
