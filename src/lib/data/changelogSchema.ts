/**
 * The data changelog's schema. Checked by the registry (./registry.ts), which every build, command and
 * test loads, so the pages' islands read the typed file (./changelog.ts) without loading zod.
 */
import { z } from 'zod';

const entry = z
  .object({
    /** The data version this change produced (semantic: major = a row removed or changed meaning). */
    version: z.string().regex(/^\d+\.\d+\.\d+$/),
    date: z.iso.date(),
    summary: z.string().min(1),
    changes: z.array(z.string().min(1)).min(1),
  })
  .strict();

export const changelogSchema = z.object({ entries: z.array(entry).min(1) }).strict();
