/**
 * A schema built the first time it is used. Building a zod schema runs code for every field, and
 * the list builder opens with no file, link or saved list to read: its schemas wait for the first one.
 */
export function lazySchema<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}
