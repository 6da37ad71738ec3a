/** The glossary card of the word a list's finding turns on (src/lib/gwsh/list/findingTerms.ts), beside the finding. */
import type { Finding } from '#src/lib/findings.ts';
import { findingTerm } from '#src/lib/gwsh/list/findingTerms.ts';
import { TermCard } from '../../shared/TermCard.tsx';

export function findingTermCard(finding: Finding) {
  const term = findingTerm(finding.code);
  return (
    term && (
      <TermCard system="gwsh" id={term.id}>
        {term.label}
      </TermCard>
    )
  );
}
