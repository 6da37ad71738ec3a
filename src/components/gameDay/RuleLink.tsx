/** A link to a GWSH rule section, "GWSH 7.0"; plain text for a section this site has no heading for. */
import { gwshRuleLink } from '../../lib/gwsh/sections.ts';

export function RuleLink({ section }: { section: string }) {
  const { href, title } = gwshRuleLink(section);
  const text = `GWSH ${section}`;
  return href ? (
    <a href={href} title={title ?? undefined}>
      {text}
    </a>
  ) : (
    <span>{text}</span>
  );
}
