import type { APIRoute, GetStaticPaths } from 'astro';
import { allTables } from '#src/components/tables/tableCollection.ts';
import { publishedTable } from '#src/lib/data/publish.ts';
import type { AnyTable } from '#src/lib/data/parseTable.ts';

export const getStaticPaths = (async () =>
  (await allTables()).map((table) => ({ params: { system: table.system, table: table.id }, props: { table } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ table: AnyTable }> = ({ props }) =>
  new Response(JSON.stringify(publishedTable(props.table), null, 2), { headers: { 'Content-Type': 'application/json' } });
