/**
 * src/lib/data/nationIds.ts is written from the nations table (GWSH 10.5.2) by `npm run pin-ids`, so the
 * nations are listed in one place, the table, while pages get the ids as a typed constant without loading
 * the table or its schema. The build stops when the two differ (dataChecks.ts).
 */
export const NATION_IDS_FILE = 'src/lib/data/nationIds.ts';

/** The text of src/lib/data/nationIds.ts for the nations table's ids, in the table's order. */
export const nationIdsFile = (ids: readonly string[]): string => `/**
 * The GWSH nations (one troop-cost table each, GWSH 10.5.2), written from the nations table
 * (src/content/tables/gwsh/nations.json) by \`npm run pin-ids\`: do not edit. Without zod: a page that only
 * needs the ids, such as a calculator island, does not load the table schemas.
 */
export const nationIds = [
${ids.map((id) => `  '${id}',`).join('\n')}
] as const;
export type NationId = (typeof nationIds)[number];

/** Whether an id is one of the nations (each has a troop-cost table); an unknown id is a finding, not an error. */
export const isNationId = (id: string): id is NationId => (nationIds as readonly string[]).includes(id);
`;
