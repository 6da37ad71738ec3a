/** A finding's glossary word as a card (src/components/shared/TermCard.tsx), or nothing when it turns on none. */
import { findingTerm } from '#src/lib/gwsh/findingTerms.ts';
import { TermCard } from '../shared/TermCard.tsx';

export default function FindingTermCard({ code }: { code: string }) {
  const term = findingTerm(code);
  return (
    term && (
      <>
        {' · '}
        <TermCard system="gwsh" id={term.id}>
          {term.label}
        </TermCard>
      </>
    )
  );
}
