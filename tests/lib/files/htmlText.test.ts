import { describe, expect, it } from 'vitest';
import { htmlPage, htmlText } from '#src/lib/files/htmlText.ts';

describe('the HTML files the site writes', () => {
  it('escape text, and carry a policy that lets only their inline styles apply', () => {
    expect(htmlText('<b title="x">Ann & Bob\'s</b>')).toBe('&lt;b title=&quot;x&quot;&gt;Ann &amp; Bob&#39;s&lt;/b&gt;');
    const page = htmlPage('A <round>', 'p{color:red}', '<p>Hi</p>');
    expect(page).toContain('<title>A &lt;round&gt;</title>');
    expect(page).toContain(
      `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'">`,
    );
    // The policy comes before anything it governs: the title, the styles and the body.
    expect(page.indexOf('Content-Security-Policy')).toBeLessThan(page.indexOf('<title>'));
  });
});
