/** One rule-link resolver for every rule set (issue 11), and one severity vocabulary. */
import { describe, expect, it } from 'vitest';
import { severityWords } from '../../../src/lib/findings.ts';
import { ruleLink } from '../../../src/lib/site/ruleLink.ts';

describe('ruleLink', () => {
  it('links a GWSH section to its heading, with its title', () => {
    expect(ruleLink('gwsh', '8.2.3')).toMatchObject({ href: '/gwsh/rules/advanced-rules/#823-counter-battery-fire', text: 'Rule 8.2.3' });
    expect(ruleLink('gwsh', '8.2.3').title).toMatch(/Counter-Battery/i);
  });

  it('links a "1916" section to its page', () => {
    expect(ruleLink('1916', '1.2')).toMatchObject({ href: '/1916/introduction/terrain/', text: 'Rule 1.2' });
  });

  it('gives plain text for a section the site has no page for, and for systems without section pages', () => {
    expect(ruleLink('gwsh', '99.9')).toEqual({ href: null, text: 'Rule 99.9', title: null });
    expect(ruleLink('gw54', '3')).toEqual({ href: null, text: 'Rule 3', title: null });
  });

  it('has one word for each severity', () => {
    expect(severityWords).toEqual({ error: 'Breaks a rule', warning: 'Check', info: 'Note' });
  });
});
