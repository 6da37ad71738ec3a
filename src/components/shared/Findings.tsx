/**
 * The one findings view (DESIGN §7: warn, never block): each finding with its severity in words
 * (src/lib/findings.ts), its sentence, and a link to the rule that makes it (src/lib/site/ruleLink.ts).
 * Severity shows by word and border, never by colour alone.
 */
import type { Finding } from '../../lib/findings.ts';
import { severityWords } from '../../lib/findings.ts';
import type { SystemId } from '../../lib/data/schemaParts.ts';
import { ruleLink } from '../../lib/site/ruleLink.ts';
import './findings.css';

export function FindingItem({ finding, system = 'gwsh' }: { finding: Finding; system?: SystemId }) {
  const rule = finding.rule === null ? null : ruleLink(system, finding.rule);
  return (
    <li className={`finding finding--${finding.severity}`} data-code={finding.code} data-severity={finding.severity}>
      <strong className="finding-severity">{severityWords[finding.severity]}:</strong> {finding.message}
      {rule && (rule.href ? <> <a href={rule.href} title={rule.title ?? undefined}>{rule.text}</a></> : <> ({rule.text.toLowerCase()})</>)}
    </li>
  );
}

interface Props {
  findings: readonly Finding[] | undefined;
  label?: string;
  system?: SystemId;
}

export default function Findings({ findings, label = 'Findings', system = 'gwsh' }: Props) {
  if (!findings || findings.length === 0) return null;
  return (
    <ul className="findings" aria-label={label}>
      {findings.map((f, i) => <FindingItem key={`${f.code}-${f.path ?? ''}-${i}`} finding={f} system={system} />)}
    </ul>
  );
}
