/** Findings of the costing, shown beside what they concern, each linking to the rule that makes it. */
import type { Finding, Severity } from '../../lib/findings.ts';
import { sectionHref } from '../../lib/gwsh/sections.ts';

const severityText: Record<Severity, string> = { error: 'Breaks a rule', warning: 'Check', info: 'Note' };

/** The rule page of a finding, or null for a section this site has no page for. */
function ruleHref(rule: string | null): string | null {
  if (!rule) return null;
  try {
    return sectionHref(rule);
  } catch {
    return null;
  }
}

export function FindingItem({ finding }: { finding: Finding }) {
  const href = ruleHref(finding.rule);
  return (
    <li className={`lb-finding lb-finding--${finding.severity}`} data-code={finding.code}>
      <strong className="lb-finding-severity">{severityText[finding.severity]}:</strong> {finding.message}
      {finding.rule && (href ? <> <a href={href}>Rule {finding.rule}</a></> : <> (rule {finding.rule})</>)}
    </li>
  );
}

export default function Findings({ findings, label }: { findings: readonly Finding[] | undefined; label?: string }) {
  if (!findings || findings.length === 0) return null;
  return (
    <ul className="lb-findings" aria-label={label}>
      {findings.map((f, i) => <FindingItem key={`${f.code}-${i}`} finding={f} />)}
    </ul>
  );
}
