/**
 * The glossary card of the word a Great War Spearhead finding turns on (src/lib/gwsh/findingTerms.ts),
 * after the finding. Fetched with the first finding a page shows, so a calculator with nothing to report
 * carries neither the words nor the card.
 */
import { lazy, Suspense } from 'react';
import type { Finding } from '#src/lib/findings.ts';

const FindingTermCard = lazy(() => import('./FindingTermCard.tsx'));

export const findingTermCard = (finding: Finding) => (
  <Suspense fallback={null}>
    <FindingTermCard code={finding.code} />
  </Suspense>
);
