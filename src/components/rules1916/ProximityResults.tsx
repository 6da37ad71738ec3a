/**
 * The setup proximity in every scale, when lull rolls start, the optional lull check with what a lull it
 * brings allows, and the defence rolls.
 */
import { toPercent } from '../../lib/numbers/fraction.ts';
import type { SetupSheet } from '../../lib/rules1916/setupSheet.ts';
import type { SetupTables } from '../../lib/rules1916/setupTables.ts';
import { lullTimingOdds } from '../../lib/rules1916/lulls.ts';
import { OddsTable } from '../shared/OddsTable.tsx';
import ScaleDistances from './ScaleDistances.tsx';
import LullFeatures from './LullFeatures.tsx';

export default function ProximityResults({ sheet, lullChart }: { sheet: SetupSheet; lullChart: SetupTables['lullFeatures'] }) {
  return (
    <section aria-labelledby="result-proximity">
      <h3 id="result-proximity">Setup proximity and lulls</h3>
      {sheet.proximity ? (
        <dl className="gw-result-list">
          <dt>Nearest set-up distance</dt>
          <dd>
            <strong>{sheet.proximity.yards} yards</strong> ({sheet.proximity.terrain}, roll {sheet.proximity.die})
          </dd>
          <ScaleDistances inches={sheet.proximity.inches} />
          <dt>Lull rolls start</dt>
          <dd>
            <strong>turn {sheet.proximity.lullStartTurn}</strong>: from then, roll one die each turn; a 6 brings a lull, short before turn
            7, long from turn 7.
          </dd>
          {sheet.lull.check && (
            <>
              <dt>Lull check</dt>
              <dd>
                <strong>{sheet.lull.check.message}</strong>
                {sheet.lull.chanceByCheckTurn && (
                  <> Chance of a lull by the end of that turn, with none before: {toPercent(sheet.lull.chanceByCheckTurn)}.</>
                )}
              </dd>
            </>
          )}
        </dl>
      ) : (
        <p>Waiting for the proximity die.</p>
      )}
      {sheet.lull.check?.length && sheet.lull.features && (
        <LullFeatures length={sheet.lull.check.length} features={sheet.lull.features} chart={lullChart} />
      )}
      {sheet.proximity && (
        <OddsTable
          caption="When the first lull comes"
          choices={[{ label: 'Chance', odds: lullTimingOdds(sheet.proximity.lullStartTurn) }]}
          orBetterHeading="By the end of this turn"
          meanLabel="Average turn of the first lull, if the game runs that long"
          testId="lull-odds"
        />
      )}
      <p>
        Defensive works: each side rolls for each category once per 20 sub-units present ({sheet.defenceRolls.subUnitsPresent} sub-units:{' '}
        {sheet.defenceRolls.fullTwenties} full {sheet.defenceRolls.fullTwenties === 1 ? 'twenty' : 'twenties'},{' '}
        {sheet.defenceRolls.remainder} over).
      </p>
    </section>
  );
}
