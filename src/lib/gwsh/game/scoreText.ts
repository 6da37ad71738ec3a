/**
 * A scored game as plain text (GWSH 7.0, 7.1), as `gwsh vp` prints it at a terminal: each player's lines and
 * total, the result, the competition scores, then the findings and the readings the score relied on.
 */
import { severityWords } from '../../findings.ts';
import { signed } from '../../numbers/wording.ts';
import { roleWords } from './gameWords.ts';
import { resultSentence, type GameScore, type PlayerScore } from './victoryPoints.ts';

const playerLines = (p: PlayerScore): string[] => [
  `${p.name}${p.role ? ` (${roleWords[p.role]})` : ''}: ${p.total} victory points`,
  ...p.lines.map((l) => `  ${signed(l.points)}  ${l.message} (GWSH ${l.rule})`),
];

export function scoreText(score: GameScore): string[] {
  const [a, b] = score.players;
  return [
    ...playerLines(a),
    ...playerLines(b),
    resultSentence(score),
    `Competition scores (GWSH 7.1): ${a.name} ${a.competition}, ${b.name} ${b.competition}.`,
    ...score.findings.map((f) => `${severityWords[f.severity]}: ${f.message}${f.rule ? ` (GWSH ${f.rule})` : ''}`),
    ...score.readings.map((r) => `Reading (GWSH ${r.rule}): ${r.title}; other reading: ${r.alternative}`),
    ...score.alternativesTaken.map((r) => `The rules pack's reading (GWSH ${r.rule}): ${r.alternative}`),
  ];
}
