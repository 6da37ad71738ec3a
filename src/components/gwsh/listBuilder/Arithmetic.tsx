/**
 * A brigade's arithmetic on demand: each line, base cost, × quality, × off-table, cost; each step links its
 * row. The steps are drawn when the player opens them, not before, so a list of a hundred brigades opens
 * without drawing a thousand hidden lines.
 */
import { useState } from 'react';
import type { Step } from '#src/lib/gwsh/list/costLines.ts';

export default function Arithmetic({ steps, what }: { steps: readonly Step[]; what: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="lb-arith" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        Show the arithmetic<span className="lb-sr"> for {what}</span>
      </summary>
      {open && (
        <ol className="lb-steps">
          {steps.map((step, i) => (
            <li key={i} className={`lb-step lb-step--${step.kind}`}>
              <span className="lb-step-label">{step.href ? <a href={step.href}>{step.label}</a> : step.label}</span>
              <span className="lb-step-value">= {step.text}</span>
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
