/** A link to a GWSH rule section, "GWSH 7.0"; plain text for a section this site has no heading for. */
import { gwshSections } from '../../lib/gwsh/sections.ts';

export const ruleHref = (section: string): string | undefined => gwshSections.find((s) => s.section === section)?.href;

export function RuleLink({ section }: { section: string }) {
  const href = ruleHref(section);
  const title = gwshSections.find((s) => s.section === section)?.title;
  const text = `GWSH ${section}`;
  return href ? (
    <a href={href} title={title}>
      {text}
    </a>
  ) : (
    <span>{text}</span>
  );
}
