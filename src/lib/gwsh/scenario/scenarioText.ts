/**
 * The scenario card as plain text, one line per fact (the card of GWSH 2.0–6.2 as `gwsh scenario` prints it
 * at a terminal, and as an event's table sheet carries it): who meets whom, the situation, every step with
 * its dice and rule, each side's orders.
 */
import { severityWords } from '../../findings.ts';
import { frontNames } from '../front.ts';
import { roleWords } from '../game/gameWords.ts';
import { periodLabel } from '../yearPeriod.ts';
import type { ScenarioCard } from './scenario.ts';
import type { Note, Permission, SideOrders } from './scenarioForces.ts';
import { situationText } from './situationText.ts';

const ruled = (n: Note) => `${n.message} (GWSH ${n.rule})`;
const allowed = (label: string, p: Permission) => `  ${label}: ${p.allowed ? 'yes' : 'no'}. ${ruled(p)}`;

function sideLines(side: SideOrders, name: string): string[] {
  return [
    `${name}: ${side.role ? roleWords[side.role] : 'Mutual encounter'}`,
    `  List: ${side.list.name}, ${side.list.points} points (GWSH ${side.list.rule})`,
    ...(side.options.length === 0 ? ['  Options: none'] : side.options.map((o) => `  Option: ${ruled(o)}`)),
    ...(side.options.length > 1 ? ['  At most one option may be taken.'] : []),
    allowed('Flank march', side.flankMarch),
    allowed('Pre-planned fire', side.prePlannedFire),
    `  Gas: ${side.gas.allowed ? `yes, up to ${side.gas.maxMissions} missions` : 'no'}. ${ruled(side.gas)}`,
    allowed('Counter-battery', side.counterBattery),
    allowed('Aircraft', side.aircraft),
    allowed('Entrenchments', side.entrenchments),
    ...side.notes.map((n) => `  ${ruled(n)}`),
  ];
}

/** The whole card as lines of text. */
export function scenarioCardText(card: ScenarioCard): string[] {
  const { input, names } = card;
  const front = frontNames[input.theatre];
  const lines = [
    `Scenario card${card.complete ? '' : ' (in progress)'}: ${names.a} against ${names.b}, ${periodLabel(input.period)}, ${front}${input.desert ? ', desert' : ''}`,
  ];
  if (card.situation) lines.push(situationText(card.situation, names));
  for (const r of card.alternativesTaken) lines.push(`The event's reading of ${r.rule}: ${r.alternative}`);
  for (const f of card.findings) lines.push(`${severityWords[f.severity]}: ${f.message}${f.rule ? ` (GWSH ${f.rule})` : ''}`);
  lines.push('');
  card.steps.forEach((step, i) => {
    const dice = step.dice.map((d) => `${d.purpose} ${d.value}`).join('; ');
    lines.push(`${i + 1}. ${step.label} (GWSH ${step.rule})${dice ? `: ${dice}` : ''}`, `   ${step.message}`);
    if (step.reading) lines.push(`   Reading: ${step.reading.title}; other reading: ${step.reading.alternative}`);
  });
  if (card.sides) lines.push('', ...sideLines(card.sides.a, names.a), '', ...sideLines(card.sides.b, names.b));
  if (card.notes.length > 0) lines.push('', 'For the whole game:', ...card.notes.map((n) => `  ${ruled(n)}`));
  if (card.dice.length > 0) lines.push('', `Dice used, in order: ${card.dice.join(', ')}`);
  return lines;
}
