import type { APIRoute, GetStaticPaths } from 'astro';
import { getCollection } from 'astro:content';
import { termsAtoZ, type Glossary } from '#src/lib/site/glossary.ts';

/** Each rule set's glossary as JSON: what the calculators' term cards read when one is opened. */
export const getStaticPaths = (async () =>
  (await getCollection('glossary')).map((entry) => ({
    params: { system: entry.id },
    props: { glossary: entry.data },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ glossary: Glossary }> = ({ props }) =>
  new Response(JSON.stringify({ system: props.glossary.system, terms: termsAtoZ(props.glossary) }, null, 2), {
    headers: { 'Content-Type': 'application/json' },
  });
