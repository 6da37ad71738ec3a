/** A brigade's arithmetic on demand: each line, base cost, × quality, × off-table, cost; each step links its row. */
import type { Step } from '../../lib/gwsh/list/costLines.ts';
import './arithmetic.css';

export default function Arithmetic({ steps, what }: { steps: readonly Step[]; what: string }) {
  return (
    <details className="lb-arith">
      <summary>
        Show the arithmetic<span className="lb-sr"> for {what}</span>
      </summary>
      <ol className="lb-steps">
        {steps.map((step, i) => (
          <li key={i} className={`lb-step lb-step--${step.kind}`}>
            <span className="lb-step-label">{step.href ? <a href={step.href}>{step.label}</a> : step.label}</span>
            <span className="lb-step-value">= {step.text}</span>
          </li>
        ))}
      </ol>
    </details>
  );
}
