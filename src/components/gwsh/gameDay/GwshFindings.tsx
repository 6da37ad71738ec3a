/**
 * The findings view with GWSH's rule links, as a module of its own for an island that fetches it with its
 * first finding (`lazy`), so that the view and the rule index are not in its first load. Islands
 * that show findings from the start pass `links={gwshRuleLink}` to ../shared/Findings.tsx themselves:
 * imported statically, this module would be one more chunk (some 0.15 KiB) on every GWSH page.
 */
import { gwshRuleLink } from '#src/lib/gwsh/sections.ts';
import Findings, { type FindingsProps } from '../../shared/Findings.tsx';

export default function GwshFindings(props: Omit<FindingsProps, 'links'>) {
  return <Findings {...props} links={gwshRuleLink} />;
}
