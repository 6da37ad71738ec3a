/**
 * Table files as the browser gets them: without their `description`, the prose a table page
 * prints above the table. Islands read rows, never the description (the pages that print it are built on
 * the server, which keeps the whole file), so every calculator's bundle drops a paragraph per table it
 * reads. The build fails if no table file passed through, so the change cannot silently fall away.
 */
import type { AstroIntegration } from 'astro';
import { checkedTransform } from './checkedTransform.ts';

const tableFile = /\/src\/content\/tables\/.+\.json$/;

/** The table file's text without its description; any other field is kept as it is. */
export function withoutDescription(json: string): string {
  const { description: _prose, ...rest } = JSON.parse(json) as Record<string, unknown>;
  return JSON.stringify(rest);
}

export const clientTables = (): AstroIntegration =>
  checkedTransform({
    name: 'great-war-tables:client-tables',
    // Before Vite turns the JSON into a module.
    enforce: 'pre',
    transform(code, id) {
      if (this.environment.config.consumer !== 'client' || !tableFile.test(id.split('?')[0]!)) return null;
      return { code: withoutDescription(code), map: null };
    },
    missing: 'client tables: no table file reached the browser bundle; see src/integrations/clientTables.ts',
  });
