/**
 * The findings view with GWSH's rule links, as a module of its own for an island that fetches it with its
 * first finding (`lazy`), so that the view and the rule index are not in its first load (issue 12).
 */
import { gwshRuleLink } from '../../lib/gwsh/sections.ts';
import Findings, { type FindingsProps } from '../shared/Findings.tsx';

export default function GwshFindings(props: Omit<FindingsProps, 'links'>) {
  return <Findings {...props} links={gwshRuleLink} />;
}
