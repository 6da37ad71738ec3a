/** Findings from an engine (DESIGN §7: warn, never block), each with its severity in words and its rule. */
import type { Finding } from '../../lib/findings.ts';
import type { Reading } from '../../lib/gwsh/list/readings.ts';
import { RuleLink } from './RuleLink.tsx';

const severityWord = { error: 'Not allowed', warning: 'Check', info: 'Note' } as const;

export function FindingList({ findings, label = 'Findings' }: { findings: readonly Finding[]; label?: string }) {
  if (findings.length === 0) return null;
  return (
    <ul className="gd-findings" aria-label={label}>
      {findings.map((f, i) => (
        <li key={`${f.code}-${f.path ?? ''}-${i}`} data-severity={f.severity} data-code={f.code}>
          <strong>{severityWord[f.severity]}:</strong> {f.message}
          {f.rule && (
            <>
              {' '}(<RuleLink section={f.rule} />)
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Our readings of rules the text leaves unclear, shown beside the result that relied on them. */
export function ReadingList({ readings }: { readings: readonly Reading[] }) {
  if (readings.length === 0) return null;
  return (
    <>
      {readings.map((r) => (
        <p key={r.id} className="gd-reading" data-reading={r.id}>
          <strong>How we read {r.rule}: {r.title}.</strong> {r.explanation} <em>Other reading:</em> {r.alternative} (<RuleLink section={r.rule} />)
        </p>
      ))}
    </>
  );
}
