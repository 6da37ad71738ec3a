/**
 * The GWSH nations (one troop-cost table each, GWSH 10.5.2), without zod: a page that only needs the ids, such as
 * a calculator island, does not load the table schemas.
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
