/** The data changelog (DESIGN §5): every change to published data, dated, newest first. */
import { z } from 'zod';
import changelogJson from '../../content/data-changelog.json' with { type: 'json' };

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
export type ChangelogEntry = z.infer<typeof entry>;

export const changelog = changelogSchema.parse(changelogJson).entries;

/** The version of the published data: the newest changelog entry. */
export const dataVersion: string = changelog[0]!.version;
