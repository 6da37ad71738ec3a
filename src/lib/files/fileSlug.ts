/**
 * The part of a downloaded file's name taken from what the user named (a list, an event): accents
 * dropped, lower case, every run of other characters one hyphen, at most 60 characters, so the name
 * is the same on every system. `fallback` when nothing is left.
 */
export function fileSlug(name: string, fallback: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
    .replace(/-$/, '');
  return slug || fallback;
}
