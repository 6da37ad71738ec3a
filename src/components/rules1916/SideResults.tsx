/** One side's results on the 1916 setup sheet, each with its working; "waiting for the die" until rolled. */
import { signed } from '../../lib/numbers/wording.ts';
import type { SideSheet } from '../../lib/rules1916/setupSheet.ts';
import { nationLabel } from '../../lib/rules1916/nations.ts';
import { ROLE_LABEL } from '../../lib/rules1916/setupSheetForm.ts';

const WAITING = 'waiting for the die';

export default function SideResults({ side }: { side: SideSheet }) {
  const mods = side.modifiers.applied.map((m) => `${m.name} ${signed(m.modifier)}`).join(', ') || 'none';
  return (
    <section className="gw-result-side" aria-labelledby={`result-${side.role}`}>
      <h3 id={`result-${side.role}`}>
        {ROLE_LABEL[side.role]}: {nationLabel(side.nation)}
      </h3>
      <dl className="gw-result-list">
        <dt>Barrage and on-call modifier</dt>
        <dd>{mods}</dd>
        <dt>Pre-game barrages</dt>
        <dd>
          {side.barrage ? (
            <>
              <strong>{side.barrage.barrages.total}</strong> ({side.barrage.column}; roll {side.barrage.roll.working};{' '}
              {side.barrage.barrages.working})
            </>
          ) : (
            WAITING
          )}
        </dd>
        <dt>On-call artillery</dt>
        <dd>
          {side.onCall ? (
            <>
              <strong>{side.onCall.onCall.total}</strong> (roll {side.onCall.roll.working}; {side.onCall.onCall.working})
            </>
          ) : (
            WAITING
          )}
        </dd>
        <dt>Airstrikes</dt>
        <dd>
          {side.airstrikes ? (
            <>
              <strong>{side.airstrikes.airstrikes}</strong> (roll {side.airstrikes.die}; the row gives {side.airstrikes.rowValue})
            </>
          ) : (
            WAITING
          )}
        </dd>
        <dt>Gas</dt>
        <dd>
          {side.gas ? (
            <>
              <strong>{side.gas.available ? 'available' : 'not available'}</strong> (roll {side.gas.die},{' '}
              {side.gas.column === 'german' ? 'German' : 'other'} column)
            </>
          ) : (
            WAITING
          )}
        </dd>
        <dt>Extra heavy weapons</dt>
        <dd>
          {side.heavyWeapons.length === 0 ? (
            'no categories to roll for'
          ) : (
            <ul>
              {side.heavyWeapons.map((h) => (
                <li key={h.key}>
                  {h.label}, column {h.column}:{' '}
                  {h.result ? (
                    <>
                      <strong>{h.result.bases.total}</strong> {h.result.bases.total === 1 ? 'base' : 'bases'} (roll {h.result.die};{' '}
                      {h.result.bases.working})
                    </>
                  ) : (
                    WAITING
                  )}
                </li>
              ))}
            </ul>
          )}
        </dd>
        {side.reinforcements && (
          <>
            <dt>Lull reinforcements</dt>
            <dd>
              <strong>{side.reinforcements.text}</strong> (roll {side.reinforcements.die})
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
