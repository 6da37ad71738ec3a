/**
 * The GWSH nations (one troop-cost table each, GWSH 10.5.2), written from the nations table
 * (src/content/tables/gwsh/nations.json) by `npm run pin-ids`: do not edit. Without zod: a page that only
 * needs the ids, such as a calculator island, does not load the table schemas.
 */
export const nationIds = [
  'austro-hungary',
  'belgium',
  'british-empire',
  'bulgaria',
  'france',
  'germany',
  'greece',
  'italy',
  'montenegro',
  'russia',
  'roumania',
  'serbia',
  'turkey',
  'united-states',
] as const;
export type NationId = (typeof nationIds)[number];

/** Whether an id is one of the nations (each has a troop-cost table); an unknown id is a finding, not an error. */
export const isNationId = (id: string): id is NationId => (nationIds as readonly string[]).includes(id);
