/**
 * The "1916" tables (basic game setup and introduction), typed, for the code that runs outside Astro (the
 * registry, the command line, the tests); read and validated by ../tableFiles.ts. Pages read the same
 * files from the tables collection and hand them to their calculators.
 */
import type { AnyTable } from '../parseTable.ts';
import { tablesByRole } from '../tableFiles.ts';
import { tableRoles } from '../tableRoles.ts';

/**
 * The "1916" tables by role, in publishing order (basic game setup, then the introduction). The roles are
 * the names the engines' table arguments use, so `rules1916` can be passed to any of them.
 */
export const rules1916 = tablesByRole('1916', tableRoles['1916']);

export const rules1916Tables: readonly AnyTable[] = Object.values(rules1916);
