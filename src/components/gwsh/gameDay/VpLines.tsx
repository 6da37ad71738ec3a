/** One player's victory-point lines (GWSH 7.0) with their points, total and competition score (7.1). */
import { HeadRow } from '../../shared/HeadRow.tsx';
import type { LineCode, PlayerScore } from '#src/lib/gwsh/game/victoryPoints.ts';
import { signed } from '#src/lib/gwsh/scenario/strategicModifier.ts';
import { RuleLink } from '../shared/RuleLink.tsx';

const lineWords: Record<LineCode, string> = {
  objectives: 'Objectives held',
  'exit-bonus': 'Exit bonus',
  'enemy-green-tested': 'Enemy green brigades tested',
  'enemy-green-second-test': 'Green brigades tested again',
  'enemy-regular-or-better-tested': 'Enemy regular or better brigades tested',
  'option-a': 'Option A',
  'option-b': 'Option B',
  'reserve-brigade': 'Reserve brigade kept',
};

export function VpLines({ player, index }: { player: PlayerScore; index: 0 | 1 }) {
  return (
    <table className="gd-table" data-testid={`vp-lines-${index}`}>
      <caption>Victory points of {player.name}</caption>
      <HeadRow numClass="gd-num" cols={['Line', { num: 'Points' }]} />
      <tbody>
        {player.lines.map((line) => (
          <tr key={line.code} data-line={line.code}>
            <th scope="row">
              {lineWords[line.code]}
              <br />
              <span className="gd-hint">
                {line.message} (<RuleLink section={line.rule} />)
              </span>
            </th>
            <td className="gd-num">{signed(line.points)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td className="gd-num" data-testid={`vp-total-${index}`}>
            {player.total}
          </td>
        </tr>
        <tr>
          <th scope="row">
            Competition score (0 to 12, <RuleLink section="7.1" />)
          </th>
          <td className="gd-num" data-testid={`vp-competition-${index}`}>
            {player.competition}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
