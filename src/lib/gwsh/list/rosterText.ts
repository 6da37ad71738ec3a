/**
 * A list as plain text, for a forum post or an organiser's email: what it is, each brigade with its grade,
 * stands and cost, aircraft, defences and gas, the total against the limit, and every finding with its rule.
 * The same figures as the roster sheet and `gwsh cost`, in lines that survive any mail client.
 */
import { severityWords } from '../../findings.ts';
import { oneLine } from '../../files/terminalText.ts';
import { divisionGradeName } from './artilleryGrade.ts';
import type { CostLine } from './costLines.ts';
import type { ListCost } from './costList.ts';
import { describeList, displayName } from './listEdits.ts';
import type { GwshList } from './listFile.ts';
import { gradeNames, shownBrigadeName } from './listFormat.ts';
import { frontNames } from '../front.ts';
import type { PackSummary } from '../rulesPack.ts';

/** "9 × Infantry" for each line, unknown ids named as written. */
const linesText = (lines: readonly CostLine[]) => lines.map((l) => `${l.count} × ${l.row?.name ?? `"${l.id}" (not found)`}`).join(', ');

/** `pack`: the event's rules pack the list was checked with, named at the foot with its exceptions (9.0). */
export function rosterText(list: GwshList, cost: ListCost, pack: PackSummary | null = null): string {
  const out: string[] = [displayName(list)];
  if (list.player) out.push(`Player: ${list.player}`);
  out.push(
    `${describeList(list, cost.nation.name)} · division ${divisionGradeName[list.divisionGrade ?? 'mixed']}${list.theatre ? ` · ${frontNames[list.theatre]}` : ''}` +
      ` · data version ${cost.dataVersion}`,
    '',
  );
  cost.brigades.forEach((b, i) => {
    const name = shownBrigadeName(b.name, i);
    out.push(`${name} (${gradeNames[b.grade]}${b.offTable ? ', off table' : ''}): ${b.costText} pts`);
    if (b.stands.length > 0) out.push(`  ${linesText(b.stands)}`);
  });
  for (const [title, items] of [
    ['Aircraft', cost.aircraft],
    ['Defences and gas', cost.defences],
  ] as const) {
    if (items.lines.length > 0) out.push(`${title}: ${items.subtotalText} pts`, `  ${linesText(items.lines)}`);
  }
  out.push('', cost.limitText === null ? `Total: ${cost.totalText} pts` : `Total: ${cost.totalText} of ${cost.limitText} pts`);
  const findings = cost.findings.filter((f) => f.severity !== 'info');
  if (findings.length > 0) {
    out.push('');
    for (const f of findings) out.push(`${severityWords[f.severity]}: ${f.message}${f.rule ? ` (GWSH ${f.rule})` : ''}`);
  }
  if (pack) {
    out.push('', `Checked with ${pack.name}'s rules pack.`);
    for (const r of pack.alternativesTaken) out.push(`Other reading: ${r.alternative} (GWSH ${r.rule})`);
    if (pack.maxAircraft !== null) out.push(`Aircraft: at most ${pack.maxAircraft}`);
    for (const e of pack.exceptions) out.push(`Exception agreed: ${e}`);
  }
  // Every entry is one line: a line break in a name (the player's, a brigade's) is not one in the text.
  return `${out.map(oneLine).join('\n')}\n`;
}
