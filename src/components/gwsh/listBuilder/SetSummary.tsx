/**
 * The saved lists that make one player's set with the list on screen (same player, nation, year and list
 * type: a basic list and the options that reinforce it), checked together by src/lib/gwsh/list/listSet.ts,
 * and the list types its force (the player's lists of that nation and year) still lacks (3.0).
 */
import { useId, useMemo } from 'react';
import { displayName } from '#src/lib/gwsh/list/listEdits.ts';
import type { GwshList } from '#src/lib/gwsh/list/listFile.ts';
import { checkSet, forceMissingLists, sameSet } from '#src/lib/gwsh/list/listSet.ts';
import Findings from '../../shared/Findings.tsx';
import { findingTermCard } from '../findingTerm.tsx';
import { gwshRuleLink } from '#src/lib/gwsh/sections.ts';
import { useLoadedTables, usePackInForce } from './useListModel.ts';

interface Props {
  list: GwshList;
  lists: readonly GwshList[];
  /** The aircraft air superiority allows this side, as entered with the list; null: not checked. */
  maxAircraft: number | null;
}

export default function SetSummary({ list, lists, maxAircraft }: Props) {
  const id = useId();
  const tables = useLoadedTables();
  const pack = usePackInForce();
  const set = useMemo(() => {
    const members = lists.filter((l) => sameSet(l, list)).map((l) => ({ file: `“${displayName(l)}”`, list: l }));
    return members.length > 1 ? checkSet(members, tables, { maxAircraft, alternatives: pack?.alternatives }) : null;
  }, [list, lists, tables, maxAircraft, pack]);
  const missing = useMemo(() => forceMissingLists(list, lists), [list, lists]);
  if (!set && missing.length === 0) return null;
  const findings = [...(set ? [...set.errors, ...set.warnings] : []), ...missing, ...(set?.notes ?? [])];
  return (
    <section className="lb-set" aria-labelledby={id}>
      <h3 id={id}>{set ? `This list’s set: ${set.files.length} saved lists` : 'This list’s force'}</h3>
      <p>
        {set && `${set.files.join(', ')}: checked together for the limits that belong to the whole force. `}
        {findings.length === 0 && 'Nothing to report.'}
      </p>
      <Findings links={gwshRuleLink} extra={findingTermCard} findings={findings} label="Findings about the set" />
    </section>
  );
}
