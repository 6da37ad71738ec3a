/**
 * The findings view with GWSH's rule links, for an island that fetches it with its first finding (`lazy`).
 * Islands that show findings from the start pass `links={gwshRuleLink}` to ../shared/Findings.tsx
 * themselves (docs/performance.md says why).
 */
import { gwshRuleLink } from '#src/lib/gwsh/sections.ts';
import Findings, { type FindingsProps } from '../../shared/Findings.tsx';

export default function GwshFindings(props: Omit<FindingsProps, 'links'>) {
  return <Findings {...props} links={gwshRuleLink} />;
}
