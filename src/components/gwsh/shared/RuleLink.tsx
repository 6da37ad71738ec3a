/** A link to a GWSH rule section, "GWSH 7.0" unless told otherwise; plain text for a section this site has no heading for. */
import type { ReactNode } from 'react';
import { gwshRuleLink } from '#src/lib/gwsh/sections.ts';

export function RuleLink({ section, children }: { section: string; children?: ReactNode }) {
  const { href, title } = gwshRuleLink(section);
  const text = children ?? `GWSH ${section}`;
  return href ? (
    <a href={href} title={title ?? undefined}>
      {text}
    </a>
  ) : (
    <span>{text}</span>
  );
}
