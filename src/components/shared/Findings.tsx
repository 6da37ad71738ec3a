/**
 * The one findings view (warn, never block): each finding with its severity in words
 * (src/lib/findings.ts), its sentence, and a link to the rule that makes it, by the rule set's own resolver
 * (src/lib/site/ruleLink.ts), which the island passes (GWSH's is `gwshRuleLink`): each rule set links to
 * its own rules.
 * Severity shows by word and border, never by colour alone.
 */
import type { Finding } from '../../lib/findings.ts';
import { severityWords } from '../../lib/findings.ts';
import type { RuleLinker } from '../../lib/ruleLink.ts';
import type { ReactNode } from 'react';
import './findings.css';

/** What a page adds at the end of a finding (Great War Spearhead's: the card of the glossary word it turns on). */
export type FindingExtra = (finding: Finding) => ReactNode;

export function FindingItem({ finding, links, extra }: { finding: Finding; links: RuleLinker; extra?: FindingExtra | undefined }) {
  const rule = finding.rule === null ? null : links(finding.rule);

  return (
    <li className={`finding finding--${finding.severity}`} data-code={finding.code} data-severity={finding.severity}>
      <strong className="finding-severity">{severityWords[finding.severity]}:</strong> {finding.message}
      {rule &&
        (rule.href ? (
          <>
            {' '}
            <a href={rule.href} title={rule.title ?? undefined}>
              {rule.text}
            </a>
          </>
        ) : (
          <> ({rule.text.toLowerCase()})</>
        ))}
      {finding.reading && links.readingsPage && (
        <>
          {' '}
          · <a href={`${links.readingsPage}#${finding.reading}`}>how this rule is read</a>
        </>
      )}
      {extra?.(finding)}
    </li>
  );
}

export interface FindingsProps {
  findings: readonly Finding[] | undefined;
  label?: string;
  /** The rule set's resolver of `rule` sections. */
  links: RuleLinker;
  extra?: FindingExtra | undefined;
}

export default function Findings({ findings, label = 'Findings', links, extra }: FindingsProps) {
  if (!findings || findings.length === 0) return null;
  return (
    <ul className="findings" aria-label={label}>
      {findings.map((f, i) => (
        <FindingItem key={`${f.code}-${f.path ?? ''}-${i}`} finding={f} links={links} extra={extra} />
      ))}
    </ul>
  );
}
