import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  elementSources,
  fetchDirectives,
  headerPolicy,
  inlineElementsOf,
  metaPolicyOf,
  pagePolicy,
  parsePolicy,
  scriptSources,
  serialisePolicy,
  unionOfPolicies,
  withMetaPolicy,
  headerPolicyOf,
} from '#src/integrations/security/policy.ts';
import { ownPolicy } from '#src/integrations/security.ts';

describe('the policy', () => {
  it('is same-origin only, and never allows inline or evaluated script', () => {
    const policy = parsePolicy(fetchDirectives.join(';'));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    for (const sources of policy.values()) {
      expect(
        sources.every((s) => s.startsWith("'") || s === 'data:'),
        sources.join(' '),
      ).toBe(true);
    }
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources).not.toContain("'unsafe-eval'");
  });

  it('parses and writes policies; the first of a repeated directive wins', () => {
    const policy = parsePolicy(" default-src 'self';script-src 'self' 'sha256-a' ; ;SCRIPT-SRC 'none'");
    expect([...policy]).toEqual([
      ['default-src', ["'self'"]],
      ['script-src', ["'self'", "'sha256-a'"]],
    ]);
    expect(serialisePolicy(policy)).toBe("default-src 'self'; script-src 'self' 'sha256-a'");
  });

  it('unites page policies for a header, leaving scripts and styles to each page, adding what only a header can say', () => {
    const union = unionOfPolicies([
      parsePolicy("script-src 'self' 'sha256-a'"),
      parsePolicy("script-src 'self' 'sha256-b'; img-src 'self'"),
    ]);
    expect(union.get('script-src')).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
    // The union of the pages' img-src, no script, style or default directive, and frame-ancestors.
    expect(
      headerPolicy([
        "default-src 'self'; img-src 'self'; script-src 'self' 'sha256-a'; style-src 'self' 'sha256-c'; style-src-attr 'unsafe-inline'",
        "default-src 'self'; img-src 'self' data:; script-src 'self' 'sha256-b'",
      ]),
    ).toBe("img-src 'self' data:; frame-ancestors 'none'");
  });

  it('finds which sources govern elements', () => {
    expect(elementSources(parsePolicy("default-src 'self'"), 'script')).toEqual(["'self'"]);
    expect(elementSources(parsePolicy("default-src 'none'; style-src 'self'"), 'style')).toEqual(["'self'"]);
    expect(elementSources(parsePolicy("script-src 'self'; script-src-elem 'sha256-x'"), 'script')).toEqual(["'sha256-x'"]);
  });
});

describe('reading built pages', () => {
  const html = `<html><head><meta http-equiv="content-security-policy" content="script-src &#39;self&#39; &#39;sha256-a&#39;;">
    <script src="/a.js"></script><script type="module">import "/b.js"</script><script type="application/ld+json">{"a":1}</script>
    <style>p{color:red}</style></head><body><script>
  window.x = 1;
</script></body></html>`;

  it('finds the meta policy', () => {
    expect(metaPolicyOf(html)).toBe("script-src 'self' 'sha256-a';");
    expect(metaPolicyOf('<meta charset="utf-8">')).toBeNull();
  });

  it('finds inline scripts and styles, not external scripts or data blocks', () => {
    expect(inlineElementsOf(html).map((e) => [e.kind, e.content])).toEqual([
      ['script', 'import "/b.js"'],
      ['style', 'p{color:red}'],
      ['script', '\n  window.x = 1;\n'],
    ]);
  });
});

describe("a page's own policy", () => {
  const astroPolicy =
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-a' 'sha256-b' 'sha256-c'; style-src 'self' 'sha256-d'; style-src-attr 'unsafe-inline'";

  it("replaces the hashes Astro lists with the page's own, keeping every other source", () => {
    expect(pagePolicy(astroPolicy, { script: ["'sha256-x'", "'sha256-x'"], style: [] })).toBe(
      "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-x'; style-src 'self'; style-src-attr 'unsafe-inline'",
    );
    expect(pagePolicy("default-src 'self'", { script: [], style: ["'sha256-y'"] })).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'sha256-y'",
    );
  });

  it("writes the meta element's content, escaped, and refuses a page without one", () => {
    const page = '<head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="old"><title>t</title></head>';
    expect(withMetaPolicy(page, 'script-src \'self\' "x"')).toBe(
      '<head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="script-src \'self\' &quot;x&quot;"><title>t</title></head>',
    );
    expect(() => withMetaPolicy('<head></head>', "default-src 'self'")).toThrow(/no Content-Security-Policy/);
  });

  it('hashes exactly the inline scripts and styles of a built page', () => {
    const built = `<meta http-equiv="content-security-policy" content="${astroPolicy}"><script>go()</script><script src="/x.js"></script><style></style>`;
    const own = parsePolicy(metaPolicyOf(ownPolicy(built))!);
    const goHash = `'sha256-${createHash('sha256').update('go()').digest('base64')}'`;
    expect(own.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", goHash]);
    // The empty <style>: SHA-256 of no bytes is 47DEQpj8… (the well-known empty digest).
    expect(own.get('style-src')).toEqual(["'self'", "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"]);
    // A page without a meta policy is left as it is.
    expect(ownPolicy('<p>x</p>')).toBe('<p>x</p>');
  });
});

describe('the _headers file', () => {
  const file = readFileSync(new URL('../../../public/_headers', import.meta.url), 'utf8');

  it('sets the security headers for every path', () => {
    const global = file.slice(file.indexOf('/*\n'), file.indexOf('\n\n', file.indexOf('/*\n')));
    for (const header of [
      'X-Content-Type-Options: nosniff',
      'X-Frame-Options: DENY',
      'Referrer-Policy: no-referrer',
      'Cross-Origin-Opener-Policy: same-origin',
      'Permissions-Policy: ',
    ]) {
      expect(global).toContain(header);
    }
  });

  it('carries the policy line the build holds it to, in its "/*" block', () => {
    // The pages' fetch directives without default-src (a header with no script-src would fall back to it),
    // and frame-ancestors, which only a header can set.
    expect(headerPolicyOf(file)).toBe(headerPolicy([fetchDirectives.join('; ')]));
    expect(headerPolicyOf(file)).toContain("frame-ancestors 'none'");
    expect(headerPolicyOf('/sw.js\n  Content-Security-Policy: x\n')).toBeNull();
    expect(headerPolicyOf('')).toBeNull();
  });
});
