/**
 * Two facts of the data that pages need as small typed modules, without loading a table, the changelog or
 * their schemas: the nation ids (from the nations table, GWSH 10.5.2) and the data version (the newest
 * entry of the data changelog). `npm run pin-ids` writes both from the data, so each fact is written in one
 * place; the build stops while a module differs from its source (dataChecks.ts).
 */
export const NATION_IDS_FILE = 'src/lib/data/nationIds.ts';
/** The nations table, read as plain JSON by `npm run pin-ids` before any table is validated against its ids. */
export const NATIONS_TABLE_FILE = 'src/content/tables/gwsh/nations.json';

/**
 * The nation ids of the nations table's text, in its order, or one sentence naming what is wrong: read
 * without the table schemas, which check other tables against the ids this writes (so a new nation can be
 * added with the table alone).
 */
export function nationIdsOfTable(text: string): { ok: true; ids: string[] } | { ok: false; message: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `${NATIONS_TABLE_FILE} is not valid JSON (${(error as Error).message})` };
  }
  const rows = (json as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows)) return { ok: false, message: `${NATIONS_TABLE_FILE} must have a "rows" list` };
  const ids: string[] = [];
  for (const [i, row] of rows.entries()) {
    const id = (row as { id?: unknown } | null)?.id;
    if (typeof id !== 'string' || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id))
      return { ok: false, message: `${NATIONS_TABLE_FILE} rows[${i}].id must be kebab-case (a-z, 0-9, single dashes)` };
    if (ids.includes(id)) return { ok: false, message: `${NATIONS_TABLE_FILE} rows[${i}].id "${id}" is used by another nation` };
    ids.push(id);
  }
  return { ok: true, ids };
}
export const DATA_VERSION_FILE = 'src/lib/data/dataVersion.ts';

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

/** The text of src/lib/data/dataVersion.ts for the changelog's newest version. */
export const dataVersionFile = (version: string): string => `/**
 * The version of the published data: the newest entry of src/content/data-changelog.json, written here by
 * \`npm run pin-ids\` (do not edit) so that a page that only stamps and compares versions does not carry the
 * whole changelog.
 */
export const dataVersion = '${version}';
`;
