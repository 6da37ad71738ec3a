/** Readings of unclear rules shown beside a game-day result (findings: ../shared/Findings.tsx). */
import type { Reading } from '#src/lib/reading.ts';
import { RuleLink } from '../shared/RuleLink.tsx';

/** Our readings of rules the text leaves unclear, shown beside the result that relied on them. */
export function ReadingList({ readings }: { readings: readonly Reading[] }) {
  if (readings.length === 0) return null;
  return (
    <>
      {readings.map((r) => (
        <p key={r.id} className="gd-reading" data-reading={r.id}>
          <strong>
            How we read {r.rule}: {r.title}.
          </strong>{' '}
          {r.explanation} <em>Other reading:</em> {r.alternative} (<RuleLink section={r.rule} />)
        </p>
      ))}
    </>
  );
}

/** The readings a result took the other way, as the event's rules pack chose, each beside ours. */
export function AlternativeList({ readings }: { readings: readonly Reading[] }) {
  return (
    <>
      {readings.map((r) => (
        <p key={r.id} className="gd-reading" data-alternative={r.id}>
          <strong>The event’s reading of {r.rule}:</strong> {r.alternative} Ours: {r.title}.
        </p>
      ))}
    </>
  );
}
