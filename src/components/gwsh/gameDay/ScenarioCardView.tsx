/** The scenario card (GWSH 2.0–6.2): every step in rule order with its dice, result and rule, then each side. */
import { useHeadings } from '../../shared/headings.tsx';
import type { ScenarioCard } from '#src/lib/gwsh/scenario/scenario.ts';
import { situationText } from '#src/lib/gwsh/scenario/situationText.ts';
import { periodLabel } from '#src/lib/gwsh/yearPeriod.ts';
import { frontNames } from '#src/lib/gwsh/front.ts';
import Findings from '../../shared/Findings.tsx';
import { findingTermCard } from '../findingTerm.tsx';
import { gwshRuleLink } from '#src/lib/gwsh/sections.ts';
import { AlternativeList, ReadingList } from './FindingList.tsx';
import { RuleLink } from '../shared/RuleLink.tsx';
import { RuledNotes, SideOrdersView } from './SideOrdersView.tsx';

export function ScenarioCardView({ card, headingId }: { card: ScenarioCard; headingId: string }) {
  const { Title, Sub } = useHeadings();
  const { input, names } = card;
  return (
    <section className="gd-card" aria-labelledby={headingId} data-gd-printable="" data-testid="scenario-card">
      <Title id={headingId}>Scenario card{card.complete ? '' : ' (in progress)'}</Title>
      <p>
        {names.a} against {names.b}, {periodLabel(input.period)},{' '}
        {input.theatre === 'western-front' ? frontNames[input.theatre] : frontNames[input.theatre].toLowerCase()},{' '}
        {input.desert ? 'desert' : 'not desert'}.
      </p>
      {card.situation && (
        <p className="gd-big" data-testid="scenario-situation">
          {situationText(card.situation, names)}
        </p>
      )}
      <Findings links={gwshRuleLink} extra={findingTermCard} findings={card.findings} label="Findings about this scenario" />
      <AlternativeList readings={card.alternativesTaken} />
      <ol className="gd-steps">
        {card.steps.map((step) => (
          <li key={step.id} data-step={step.id}>
            <Sub>{step.label}</Sub> (<RuleLink section={step.rule} />)
            {step.dice.length > 0 && (
              <ul className="gd-dice" aria-label={`Dice for ${step.label.toLowerCase()}`}>
                {step.dice.map((d, i) => (
                  <li key={i}>
                    {d.purpose}: <strong>{d.value}</strong>
                  </li>
                ))}
              </ul>
            )}
            <p>{step.message}</p>
            {step.reading && <ReadingList readings={[step.reading]} />}
          </li>
        ))}
      </ol>
      {card.sides && (
        <div className="gd-pair">
          <SideOrdersView side={card.sides.a} name={names.a} />
          <SideOrdersView side={card.sides.b} name={names.b} />
        </div>
      )}
      {card.notes.length > 0 && (
        <>
          <Sub>For the whole game</Sub>
          <RuledNotes notes={card.notes} />
        </>
      )}
      {card.dice.length > 0 && (
        <p className="gd-hint" data-testid="scenario-dice">
          Dice used, in order: {card.dice.join(', ')}.
        </p>
      )}
    </section>
  );
}
