/**
 * The version of the published data: the version of the newest entry of src/content/data-changelog.json,
 * written here too so that a page that only stamps and compares versions (the list builder's first load)
 * does not carry the whole changelog. tests/lib/data/changelog.test.ts fails when the two differ.
 */
export const dataVersion = '1.2.2';
