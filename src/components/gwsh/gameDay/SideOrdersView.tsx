/** One side's list, options and what the year, theatre and role allow (GWSH 3.0, 6.1–6.2, 8.2). */
import { useHeadings } from '../../shared/headings.tsx';
import type { Note, Permission, SideOrders } from '#src/lib/gwsh/scenario/scenarioForces.ts';
import { RuleLink } from '../shared/RuleLink.tsx';
import { roleWords } from '#src/lib/gwsh/game/gameWords.ts';

/** Notes that each cite their rule; nothing when there are none. */
export function RuledNotes({ notes }: { notes: readonly Note[] }) {
  if (notes.length === 0) return null;
  return (
    <ul>
      {notes.map((n) => (
        <li key={n.message}>
          {n.message} (<RuleLink section={n.rule} />)
        </li>
      ))}
    </ul>
  );
}

function Allowed({ p }: { p: Permission }) {
  return (
    <>
      <strong>{p.allowed ? 'Yes' : 'No'}.</strong> {p.message} (<RuleLink section={p.rule} />)
    </>
  );
}

export function SideOrdersView({ side, name }: { side: SideOrders; name: string }) {
  const { Sub } = useHeadings();
  return (
    <section data-side={side.player}>
      <Sub>
        {name}: {side.role ? roleWords[side.role] : 'Mutual encounter'}
      </Sub>
      <dl className="gd-dl">
        <dt>List</dt>
        <dd>
          {side.list.name}, {side.list.points} points (<RuleLink section={side.list.rule} />)
        </dd>
        <dt>Options</dt>
        <dd>
          {side.options.length === 0
            ? 'None.'
            : side.options.map((o) => (
                <p key={o.option}>
                  {o.message} (<RuleLink section={o.rule} />)
                </p>
              ))}
          {side.options.length > 1 && <p>At most one option may be taken.</p>}
        </dd>
        <dt>Flank march</dt>
        <dd>
          <Allowed p={side.flankMarch} />
        </dd>
        <dt>Pre-planned fire</dt>
        <dd>
          <Allowed p={side.prePlannedFire} />
        </dd>
        <dt>Gas</dt>
        <dd>
          <strong>{side.gas.allowed ? `Yes, up to ${side.gas.maxMissions} missions.` : 'No.'}</strong> {side.gas.message} (
          <RuleLink section={side.gas.rule} />)
        </dd>
        <dt>Counter-battery</dt>
        <dd>
          <Allowed p={side.counterBattery} />
        </dd>
        <dt>Aircraft</dt>
        <dd>
          <Allowed p={side.aircraft} />
        </dd>
        <dt>Entrenchments</dt>
        <dd>
          <Allowed p={side.entrenchments} />
        </dd>
      </dl>
      <RuledNotes notes={side.notes} />
    </section>
  );
}
