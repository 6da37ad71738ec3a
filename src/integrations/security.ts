/**
 * Security: the Content-Security-Policy Astro writes into every page (`security.csp` in
 * astro.config.mjs), and a build check that holds the built site to it:
 *
 * - After the build, each page's meta policy gets the hashes of that page's own inline scripts and styles,
 *   whoever wrote them (Astro, Starlight's `<script is:inline>`, ours), and no others; every inline element
 *   must then be allowed by its page's policy (else the build fails, naming page and element), and the
 *   HTTP header in public/_headers must say what only a header can say (frame-ancestors) and the pages'
 *   fetch directives other than scripts and styles, which each page's own policy governs (else the build
 *   fails, giving the line to write).
 * - Small stylesheets are inlined (`build.inlineStylesheets: 'auto'` in astro.config.mjs). Astro does not
 *   hash the CSS of islands that content pages import; the per-page policy above does, so they are allowed.
 * - zod compiles its object parsers with `new Function` when it may; under this policy the probe itself is
 *   reported as a violation, so islands run zod without it (before-hydration: before any island's code).
 */
import type { AstroIntegration, AstroUserConfig } from 'astro';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFilesUnder } from './builtFiles.ts';
import {
  elementSources,
  fetchDirectives,
  headerPolicy,
  headerPolicyOf,
  inlineElementsOf,
  metaPolicyOf,
  pagePolicy,
  parsePolicy,
  scriptSources,
  styleAttributeSources,
  withMetaPolicy,
} from './security/policy.ts';

type CspConfig = Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>;

const cspHash = (content: string) => `sha256-${createHash('sha256').update(content).digest('base64')}`;

/** `security.csp` for astro.config.mjs. */
export function contentSecurityPolicy(): CspConfig {
  return {
    algorithm: 'SHA-256',
    directives: [...fetchDirectives] as CspConfig['directives'],
    // No hashes here: after the build each page gets the hashes of its own inline scripts (ownPolicy below).
    scriptDirective: { resources: [...scriptSources] },
    styleDirective: {
      // Astro keeps 'self' (and its hashes) on style-src when no plain source is given.
      resources: styleAttributeSources.map((resource) => ({ resource, kind: 'attribute' as const })),
    },
  };
}

/** Problems of one built page: no policy, or an inline script or style its policy would block. */
export function pagePolicyProblems(html: string, page: string): string[] {
  const meta = metaPolicyOf(html);
  if (meta === null) return [`${page}: no Content-Security-Policy <meta> element`];
  const policy = parsePolicy(meta);
  return inlineElementsOf(html)
    .filter((element) => !elementSources(policy, element.kind).includes(`'${cspHash(element.content)}'`))
    .map((element) => `${page}: inline ${element.tag} (${element.content.trim().slice(0, 60)}…) is not allowed by the page's policy`);
}

/** The page with a meta policy that lists the hashes of its own inline scripts and styles and no others. */
export function ownPolicy(html: string): string {
  const meta = metaPolicyOf(html);
  if (meta === null) return html;
  const hashes = { script: [] as string[], style: [] as string[] };
  for (const element of inlineElementsOf(html)) hashes[element.kind].push(`'${cspHash(element.content)}'`);
  return withMetaPolicy(html, pagePolicy(meta, hashes));
}

export function securityChecks(): AstroIntegration {
  return {
    name: 'great-war-tables:security',
    hooks: {
      'astro:config:setup': ({ injectScript }) => {
        injectScript(
          'before-hydration',
          'globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });',
        );
      },
      'astro:build:done': ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const problems: string[] = [];
        const policies = new Set<string>();
        for (const file of htmlFilesUnder(root)) {
          const html = ownPolicy(readFileSync(file, 'utf8'));
          writeFileSync(file, html);
          problems.push(...pagePolicyProblems(html, file.slice(root.length)));
          const meta = metaPolicyOf(html);
          if (meta) policies.add(meta);
        }
        if (problems.length > 0) throw new Error(`Content-Security-Policy check failed:\n${problems.slice(0, 20).join('\n')}`);
        // The header is written by hand in public/_headers; the build holds it to the pages' policies.
        const headersFile = join(root, '_headers');
        const written = existsSync(headersFile) ? headerPolicyOf(readFileSync(headersFile, 'utf8')) : null;
        const wanted = headerPolicy([...policies]);
        if (written !== wanted)
          throw new Error(
            `public/_headers: the "/*" block's policy line must read\n  Content-Security-Policy: ${wanted}\nnot\n  ${written ?? '(none)'}`,
          );
        logger.info(
          `Content-Security-Policy checked: each page's inline scripts and styles are listed by hash in its own policy, no other inline code runs, and public/_headers carries the pages' fetch directives (${policies.size} page polic${policies.size === 1 ? 'y' : 'ies'})`,
        );
      },
    },
  };
}
