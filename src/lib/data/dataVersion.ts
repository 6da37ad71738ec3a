/**
 * The version of the published data: the newest entry of src/content/data-changelog.json, written here by
 * `npm run pin-ids` (do not edit) so that a page that only stamps and compares versions does not carry the
 * whole changelog.
 */
export const dataVersion = '1.2.3';
