/** Each player's sets (listSet.ts): the files that make one force, and what the force as a whole breaks. */
import { listTypeName } from '#src/lib/gwsh/list/listEdits.ts';
import { nationName, type NationsTable } from '#src/lib/gwsh/nationNames.ts';
import type { ListSet } from '#src/lib/gwsh/list/listSet.ts';
import Findings from '../../shared/Findings.tsx';
import { findingTermCard } from '../findingTerm.tsx';
import { gwshRuleLink } from '#src/lib/gwsh/sections.ts';
import { ShowMoreRows, useShownRows } from '../../shared/ShownRows.tsx';

export default function SetFindings({ sets, nations }: { sets: readonly ListSet[]; nations: NationsTable }) {
  const drawn = useShownRows(sets.length);
  if (sets.length === 0) return null;
  return (
    <>
      <h3>Sets by player</h3>
      {sets.slice(0, drawn.shown).map((s) => {
        const findings = [...s.errors, ...s.warnings, ...s.notes];
        const name = `${s.player || 'No player named'}: ${nationName(nations, s.nation)} ${s.year}, ${listTypeName(s.list)}`;
        return (
          <section key={`${name}-${s.files.join()}`} className="check-set" aria-label={name}>
            <h4>{name}</h4>
            <p>
              {s.files.join(', ')}
              {findings.length === 0 && ': nothing to report.'}
            </p>
            <Findings links={gwshRuleLink} extra={findingTermCard} findings={findings} label={`Findings about ${name}`} />
          </section>
        );
      })}
      <ShowMoreRows shown={drawn.shown} total={sets.length} onMore={drawn.more} noun="sets" />
    </>
  );
}
