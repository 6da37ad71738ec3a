/** The readings of unclear rules that the result relies on, stated beside it (src/lib/gwsh/list/readings.ts). */
import { useId } from 'react';
import type { ReadingRef } from '#src/lib/reading.ts';
import { fullReading } from '#src/lib/gwsh/list/readingTexts.ts';
import { RuleLink } from '../shared/RuleLink.tsx';

export default function Readings({ readings: used }: { readings: readonly ReadingRef[] }) {
  const id = useId();
  if (used.length === 0) return null;
  const readings = used.map(fullReading);
  return (
    <section className="lb-readings" aria-labelledby={id}>
      <h3 id={id}>How unclear rules are read for this list</h3>
      {readings.map((r) => (
        <details key={r.id} className="lb-reading">
          <summary>{r.title}</summary>
          <p>
            {r.explanation} <RuleLink section={r.rule}>Rule {r.rule}</RuleLink> · <a href={`/gwsh/readings/#${r.id}`}>all readings</a>
          </p>
          <p>
            <em>Other reading:</em> {r.alternative}
          </p>
        </details>
      ))}
    </section>
  );
}
