/**
 * `gwsh event check <file>` (docs/command-line.md): every player's lists in a `gwsh-competition` file,
 * checked under the event's rules pack and data version (src/lib/gwsh/event/eventLists.ts); text at a
 * terminal, JSON when piped. Exit 1 when any player's lists break a rule (each such player named on stderr).
 */
import { allCostTables } from '../lib/data/tables/costTablesAll.ts';
import { checkEventLists } from '../lib/gwsh/event/eventLists.ts';
import type { CompetitionEvent } from '../lib/gwsh/event/event.ts';
import { verdictWords } from '../lib/gwsh/event/listsVerdict.ts';
import type { Finding } from '../lib/findings.ts';
import { lineText } from '../lib/files/terminalText.ts';
import { jsonOut, type CommandResult } from './result.ts';

const brief = (f: Finding) => ({ code: f.code, message: f.message, rule: f.rule });
const line = (f: Finding) => lineText(`    ${f.severity}${f.rule ? ` ${f.rule}` : ''}: ${f.message}`);

export function eventCheck(event: CompetitionEvent, asText: boolean): CommandResult {
  const checks = checkEventLists(event, allCostTables);
  const breaking = checks.filter((c) => c.verdict === 'breaks');
  const code = breaking.length > 0 ? 1 : 0;
  const stderr = breaking.length > 0 ? breaking.map((c) => lineText(`${c.player.name}'s lists break a rule.`)).join('\n') : undefined;
  if (asText) {
    const under = event.rulesPack ? `the rules pack “${event.rulesPack.name}”` : 'the site’s readings';
    const lines = [
      lineText(`${event.name}: lists checked under ${under}${event.dataVersion ? `, data version ${event.dataVersion}` : ''}`),
      ...checks.flatMap((c) => [
        lineText(`  ${c.player.name}: ${verdictWords[c.verdict]}`),
        ...c.errors.map(line),
        ...c.warnings.map(line),
      ]),
    ];
    return { stdout: `${lines.join('\n')}\n`, code, ...(stderr && { stderr }) };
  }
  const out = checks.map((c) => ({
    player: c.player.id,
    name: c.player.name,
    verdict: c.verdict,
    lists: c.lists.map(({ list, cost }) => ({
      name: list.name ?? null,
      list: list.list,
      part: list.part,
      total: cost.total,
      limit: cost.limit,
    })),
    errors: c.errors.map(brief),
    warnings: c.warnings.map(brief),
  }));
  return { stdout: jsonOut(out), code, ...(stderr && { stderr }) };
}
