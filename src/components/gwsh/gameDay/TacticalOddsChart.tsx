/** GWSH 5.0: the exact chance of each tactical situation before any die is rolled, from the engine. */
import { useHeadings } from '../../shared/headings.tsx';
import { useId } from 'react';
import { signed } from '#src/lib/gwsh/scenario/strategicModifier.ts';
import { tacticalOddsTable, type OutcomeKey, type Player, type TacticalOdds } from '#src/lib/gwsh/scenario/tacticalSituation.ts';
import { OddsTable } from '../../shared/OddsTable.tsx';
import { RuleLink } from '../shared/RuleLink.tsx';

function outcomeText(key: OutcomeKey, names: Record<Player, string>): string {
  switch (key) {
    case 'mutual-encounter':
      return 'Mutual encounter';
    case 'advance-to-contact-a-low':
      return `Advance to contact, ${names.a} deploys a brigade first`;
    case 'advance-to-contact-b-low':
      return `Advance to contact, ${names.b} deploys a brigade first`;
    case 'a-attacks':
      return `Attack-defence, ${names.a} attacks`;
    case 'b-attacks':
      return `Attack-defence, ${names.b} attacks`;
  }
}

export function TacticalOddsChart({ odds, names }: { odds: TacticalOdds; names: Record<Player, string> }) {
  const id = useId();
  const { Title } = useHeadings();
  const table = tacticalOddsTable(odds, (key) => outcomeText(key, names));
  return (
    <section aria-labelledby={id} data-testid="tactical-odds">
      <Title id={id}>Chance of each tactical situation</Title>
      <p className="gd-hint">
        Before any die is rolled: {names.a} adds {signed(odds.modifiers.a)} and {names.b} adds {signed(odds.modifiers.b)} from the strategic
        situation table (<RuleLink section="5.0" />
        ).
      </p>
      <OddsTable caption="Exact chance of each result, as a fraction and a percentage" choices={[{ label: 'Chance', odds: table }]} />
      {odds.rerollChance && (
        <p className="gd-hint">
          Equal modified scores are rolled again; the chance of having to roll again each time is {odds.rerollChance.fraction} (
          {odds.rerollChance.percent}).
        </p>
      )}
      {odds.reading && (
        <p className="gd-reading">
          <strong>How 5.0 is read here.</strong> {odds.reading}
        </p>
      )}
    </section>
  );
}
