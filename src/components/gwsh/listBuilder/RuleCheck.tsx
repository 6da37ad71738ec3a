/** The list's rule check: what it breaks, where the findings are, its set, the cost breakdown and the readings used. */
import { counted } from '#src/lib/numbers/wording.ts';
import type { ListModelState } from '#src/lib/tools/listBuilder/listBuilderModel.ts';
import { brigadeLabel } from './BrigadeList.tsx';
import Findings from '../../shared/Findings.tsx';
import { findingTermCard } from '../findingTerm.tsx';
import { gwshRuleLink } from '#src/lib/gwsh/sections.ts';
import { brigadeIds } from './BrigadeEditor.tsx';
import Readings from './Readings.tsx';
import SetSummary from './SetSummary.tsx';
import { Breakdown } from './Totals.tsx';
import { useListModelContext } from './useListModel.ts';

interface Props {
  idPrefix: string;
  /** The model's state the page draws. */
  state: ListModelState;
  /** Given, not read from the context (docs/performance.md, "Parts fetched apart"). */
}

export default function RuleCheck({ idPrefix, state }: Props) {
  const model = useListModelContext();
  const list = state.lists.draft.list;
  const { cost, places } = model.costed(state)!;
  // Each brigade's name as messages show it.
  const names = list.brigades.map((_, i) => brigadeLabel(list, i));
  const undecided = cost.undecided.length;
  const groups = [
    { label: 'Rules broken', findings: cost.errors },
    { label: 'Points to check', findings: cost.warnings },
    { label: 'Notes', findings: cost.notes },
  ];
  const elsewhere = [...places.brigades.entries()].map(([i, p]) => ({
    i,
    n: p.brigade.length + [...p.stands.values()].reduce((s, f) => s + f.length, 0),
  }));
  return (
    <section className="lb-section" id={`${idPrefix}-problems`} aria-labelledby={`${idPrefix}-problems-title`} tabIndex={-1}>
      <h2 id={`${idPrefix}-problems-title`} className="lb-section-title">
        Rule check
      </h2>
      <p>
        {cost.errors.length > 0
          ? `${cost.errors.length} ${cost.errors.length === 1 ? 'rule is' : 'rules are'} broken; each is also shown beside what it concerns.`
          : undecided > 0
            ? `Not passed: ${counted(undecided, 'deciding check', 'deciding checks')} could not be made (see “Points to check”).`
            : 'This list breaks no rule the site checks.'}{' '}
        {counted(cost.warnings.length, 'point', 'points')} to check, {counted(cost.notes.length, 'note', 'notes')}.{' '}
        <a href="/gwsh/what-is-checked/">What the checks verify, and what a list cannot show</a>.
      </p>
      {/* Every finding of the list, brigades, aircraft and defences included, in the three groups of the command line and the organiser's page. */}
      <div className="lb-check-summary">
        {groups.map((g) => (
          <Findings
            key={g.label}
            links={gwshRuleLink}
            extra={findingTermCard}
            findings={g.findings}
            label={`${g.label} (${g.findings.length})`}
          />
        ))}
      </div>
      {elsewhere.some((e) => e.n > 0) && (
        <ul className="lb-jump">
          {elsewhere
            .filter((e) => e.n > 0)
            .map((e) => (
              <li key={e.i}>
                <a href={`#${brigadeIds(idPrefix, e.i).heading}`}>{names[e.i]}</a>: {e.n} {e.n === 1 ? 'finding' : 'findings'}
              </li>
            ))}
        </ul>
      )}
      <SetSummary list={list} lists={model.listFiles(model.lists(state.lists))} maxAircraft={model.maxAircraft(state)} />
      <Breakdown cost={cost} names={names} />
      <Readings readings={cost.readings} />
    </section>
  );
}
