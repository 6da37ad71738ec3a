/**
 * Drawing a long list a batch at a time (issue 12): the islands' runtime draws a tree in one task, so a
 * list of a hundred brigades is drawn a batch of stand lines at a time, each batch in its own task.
 */

/** Stand lines (each brigade counts as one more) drawn in one task: about 20 ms on a laptop, 80 on a phone. */
export const LINES_PER_BATCH = 120;

/** How many of the brigades fit within `lines` drawn lines (each brigade is one line plus its stand lines); always at least one. */
export function brigadesWithin(brigades: readonly { stands: readonly unknown[] }[], lines: number): number {
  let used = 0;
  for (let b = 0; b < brigades.length; b++) {
    used += 1 + brigades[b]!.stands.length;
    if (used > lines) return Math.max(1, b);
  }
  return brigades.length;
}
