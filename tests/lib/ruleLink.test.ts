/** Each rule set's rule-link resolver, and one severity vocabulary. */
import { describe, expect, it } from 'vitest';
import { severityWords } from '../../src/lib/findings.ts';
import { gwshRuleLink } from '../../src/lib/gwsh/sections.ts';
import { rules1916RuleLink } from '../../src/lib/rules1916/sections.ts';
import { unlinkedRule } from '../../src/lib/ruleLink.ts';

describe('rule links', () => {
  it('links a GWSH section to its heading, with its title', () => {
    expect(gwshRuleLink('8.2.3')).toMatchObject({ href: '/gwsh/rules/advanced-rules/#823-counter-battery-fire', text: 'Rule 8.2.3' });
    expect(gwshRuleLink('8.2.3').title).toMatch(/Counter-Battery/i);
  });

  it('links a "1916" section to its page', () => {
    expect(rules1916RuleLink('1.2')).toEqual({ href: '/1916/introduction/terrain/', text: 'Rule 1.2', title: null });
  });

  it('gives plain text for a section the site has no page for, and for systems without section pages', () => {
    expect(gwshRuleLink('99.9')).toEqual({ href: null, text: 'Rule 99.9', title: null });
    expect(rules1916RuleLink('9.9')).toEqual({ href: null, text: 'Rule 9.9', title: null });
    expect(unlinkedRule('3')).toEqual({ href: null, text: 'Rule 3', title: null });
  });

  it('has one word for each severity', () => {
    expect(severityWords).toEqual({ error: 'Breaks a rule', warning: 'Check', info: 'Note' });
  });
});
