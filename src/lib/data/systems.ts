/** The rule systems the site covers, with their credits as the source documents state them. */
import { z } from 'zod';
import systemsJson from '../../content/systems.json' with { type: 'json' };
import { systemId, type SystemId } from './schemaParts.ts';

const systemSchema = z
  .object({
    id: systemId,
    title: z.string().min(1),
    shortTitle: z.string().min(1),
    /** Used before section numbers, e.g. "GWSH 10.2". */
    abbreviation: z.string().min(1),
    authors: z.string().min(1),
    copyright: z.string().min(1),
    /** The system's overview page on this site. */
    home: z.string().startsWith('/'),
  })
  .strict();

export type RuleSystem = z.infer<typeof systemSchema>;

export const systems: readonly RuleSystem[] = z
  .object({ systems: z.array(systemSchema) })
  .strict()
  .parse(systemsJson).systems;

export function systemOf(id: SystemId): RuleSystem {
  const found = systems.find((s) => s.id === id);
  if (!found) throw new Error(`no system "${id}" in src/content/systems.json`);
  return found;
}
