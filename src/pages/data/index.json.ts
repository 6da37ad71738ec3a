import type { APIRoute } from 'astro';
import { publishedIndex } from '../../lib/data/publish.ts';

export const GET: APIRoute = () =>
  new Response(JSON.stringify(publishedIndex(), null, 2), { headers: { 'Content-Type': 'application/json' } });
