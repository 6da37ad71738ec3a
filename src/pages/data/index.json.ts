import type { APIRoute } from 'astro';
import { publishedIndex } from '../../lib/data/publish.ts';
import { allTables } from '../../components/tables/tableCollection.ts';

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(publishedIndex(await allTables()), null, 2), { headers: { 'Content-Type': 'application/json' } });
