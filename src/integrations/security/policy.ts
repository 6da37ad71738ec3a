/**
 * The site's Content-Security-Policy and other security headers: one place that the Astro
 * config (the `<meta>` policy on every page), the build (which checks the policy line of public/_headers
 * for static hosts) and the tests read. The site is static and talks to no one: every fetch directive is 'self' or 'none'.
 */

/**
 * Fetch directives besides script-src and style-src, which Astro writes with its hashes. Fonts and the
 * manifest fall back to default-src 'self'; connect-src and worker-src are written out for Pagefind.
 */
export const fetchDirectives: readonly string[] = [
  "default-src 'self'",
  // Starlight's stylesheets draw icons with data: SVG masks; images are otherwise our own.
  "img-src 'self' data:",
  // Pagefind fetches its index and fragments; the service worker fetches the precache.
  "connect-src 'self'",
  "worker-src 'self'",
  "media-src 'none'",
  "object-src 'none'",
  "frame-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

/** Directives a browser only honours from an HTTP header (a `<meta>` policy ignores them, with a console error). */
export const headerOnlyDirectives: readonly string[] = ["frame-ancestors 'none'"];

/**
 * script-src besides Astro's hashes: our own files, and WebAssembly compilation for Pagefind's search
 * (which is not script evaluation: 'unsafe-eval' stays off, and 'unsafe-inline' is never given).
 */
export const scriptSources: readonly string[] = ["'self'", "'wasm-unsafe-eval'"];

/**
 * style-src-attr: Starlight's components and React's server rendering write `style="…"` attributes (icon
 * sizes, sidebar depth, meter widths). An attribute style cannot run script or load anything (img-src and
 * font-src still apply), so attributes are allowed while `<style>` elements and stylesheets stay hashed or
 * 'self'.
 */
export const styleAttributeSources: readonly string[] = ["'unsafe-inline'"];

export type Policy = Map<string, string[]>;

/** A hash source, `'sha256-…'`: allows one inline element. */
const isHashSource = (source: string) => /^'sha(256|384|512)-/.test(source);

/** "a b; c d" → { a: [b], c: [d] }. Directive names are lower-cased; the first of a repeated name wins (as in browsers). */
export function parsePolicy(text: string): Policy {
  const policy: Policy = new Map();
  for (const part of text.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (name && !policy.has(name.toLowerCase())) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

export const serialisePolicy = (policy: Policy): string => [...policy].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');

/** One policy allowing what any of the given ones allows, directive by directive (for a header shared by every page). */
export function unionOfPolicies(policies: readonly Policy[]): Policy {
  const union: Policy = new Map();
  for (const policy of policies) {
    for (const [name, sources] of policy) union.set(name, [...new Set([...(union.get(name) ?? []), ...sources])]);
  }
  return union;
}

/** Directives the header leaves to each page's own policy: scripts and styles, and the default they fall back to. */
const pageOnlyDirectives = new Set([
  'default-src',
  'script-src',
  'script-src-elem',
  'script-src-attr',
  'style-src',
  'style-src-elem',
  'style-src-attr',
]);

/**
 * The header policy: what only a header can say (frame-ancestors) and the pages' other fetch
 * directives. Scripts and styles are left to each page's own meta policy, with its own hashes: a header
 * listing every page's hashes weighed 1.8 KB on every response, enough to push a page past the first
 * network round trip on a slow phone connection. Both policies apply, so a page is held to the stricter.
 */
export function headerPolicy(metaPolicies: readonly string[]): string {
  const union = unionOfPolicies(metaPolicies.map(parsePolicy));
  for (const name of pageOnlyDirectives) union.delete(name);
  for (const [name, sources] of parsePolicy(headerOnlyDirectives.join(';'))) union.set(name, sources);
  return serialisePolicy(union);
}

/**
 * One page's policy: `policy` with its hash sources on script-src and style-src replaced by the hashes of
 * the inline scripts and styles that page has (`'sha256-…'`). Astro writes every hash it knows into every
 * page, some twenty (1.6 KB of head a phone must fetch before it paints); a page needs only its
 * own, and whatever is not on it stays blocked.
 */
export function pagePolicy(policy: string, pageHashes: Readonly<Record<'script' | 'style', readonly string[]>>): string {
  const parsed = parsePolicy(policy);
  for (const kind of ['script', 'style'] as const) {
    const name = `${kind}-src`;
    const kept = (parsed.get(name) ?? ["'self'"]).filter((s) => !isHashSource(s));
    parsed.set(name, [...kept, ...new Set(pageHashes[kind])]);
  }
  return serialisePolicy(parsed);
}

/** The page with its meta policy's `content` set to `policy` (the page must have one). */
export function withMetaPolicy(html: string, policy: string): string {
  let found = false;
  const out = html.replace(/<meta\b[^>]*http-equiv\s*=\s*["']?content-security-policy[^>]*>/i, () => {
    found = true;
    return `<meta http-equiv="content-security-policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`;
  });
  if (!found) throw new Error('the page has no Content-Security-Policy <meta> element');
  return out;
}

/** The sources that govern `<script>` or `<style>` elements: the -elem directive, else the plain one, else default-src. */
export function elementSources(policy: Policy, kind: 'script' | 'style'): string[] {
  return policy.get(`${kind}-src-elem`) ?? policy.get(`${kind}-src`) ?? policy.get('default-src') ?? [];
}

export interface InlineElement {
  kind: 'script' | 'style';
  /** The opening tag, for messages. */
  tag: string;
  content: string;
}

/**
 * The `<script>` and `<style>` elements with inline content in an HTML page (scripts with src, and data
 * blocks such as JSON, excepted): what a policy must allow by hash.
 */
export function inlineElementsOf(html: string): InlineElement[] {
  const found: InlineElement[] = [];
  for (const match of html.matchAll(/(<(script|style)\b[^>]*>)([\s\S]*?)<\/\2\s*>/gi)) {
    const tag = match[1]!;
    const kind = match[2]!.toLowerCase() as InlineElement['kind'];
    if (kind === 'script') {
      if (/\ssrc\s*=/i.test(tag)) continue;
      const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1]?.toLowerCase();
      if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    }
    found.push({ kind, tag, content: match[3]! });
  }
  return found;
}

/** The `content` of the page's `<meta http-equiv="content-security-policy">`, or null. */
export function metaPolicyOf(html: string): string | null {
  for (const match of html.matchAll(/<meta\b[^>]*>/gi)) {
    const tag = match[0];
    if (!/http-equiv\s*=\s*["']?content-security-policy/i.test(tag)) continue;
    const content = /\scontent\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(tag);
    if (content) return decodeAttribute(content[1] ?? content[2] ?? '');
  }
  return null;
}

const decodeAttribute = (value: string) =>
  value
    .replace(/&#39;|&#x27;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The Content-Security-Policy of the `/*` block of a `_headers` file; null when it has none. */
export function headerPolicyOf(headersFile: string): string | null {
  let inGlobal = false;
  for (const line of headersFile.split('\n')) {
    if (line.trim() && !line.trim().startsWith('#') && !/^\s/.test(line)) inGlobal = line.trim() === '/*';
    const header = /^\s+content-security-policy\s*:\s*(.*)$/i.exec(line);
    if (inGlobal && header) return header[1]!.trim();
  }
  return null;
}
