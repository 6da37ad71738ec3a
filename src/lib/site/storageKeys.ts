/**
 * Every name this site gives an entry of the browser's storage, and every Web Lock it takes: one list, so
 * no two tools share a key by accident and a maintainer sees at once what a browser keeps.
 */
export const storageKeys = {
  /** Each saved list is its own entry: this prefix and the list's id. */
  listPrefix: 'gwt:gwsh-list:',
  /** The list the list builder had open last. */
  activeList: 'gwt:gwsh-list-active',
  /** The rules pack this browser checks lists and scores games under. */
  rulesPack: 'gwt:rules-pack',
  /** The event on the event page (a record of recordStore.ts), which the victory points page records games in. */
  event: 'gwsh-event',
  /** The key this browser signs its players' links with (a JSON Web Key; src/lib/tools/event/linkKeys.ts). */
  eventSigningKey: 'gwt:event-signing-key',
  /** The key each event's players' links were signed with, as this browser first saw them: event name to fingerprint. */
  playersLinkKeys: 'gwt:players-link-keys',
  /** The victory points page's running table (a version 1 event) from before it recorded in the event: offered on the event page, never written. */
  runningTable: 'gwsh-competition-event',
  /** The calculators' kept forms: one entry per tab, this key, a colon and the tab's name (storage/keptFormRecord.ts). */
  aircraftForm: 'gwt:aircraft-form',
  counterBatteryForm: 'gwt:counter-battery-form',
  fireMissionsForm: 'gwt:fire-missions-form',
  victoryPointsGame: 'gwt:vp-game',
  /** This tab's name, in the tab's session storage (it outlives a reload, not the tab). */
  tab: 'gwt:tab',
  /** Written and removed at once when a page opens storage, to learn whether it takes writes. */
  probe: 'gwt:storage-probe',
} as const;

/** Where an entry the site could not read is set aside (never deleted). */
export const unreadableKey = (key: string): string => `${key}.unreadable`;

/** The Web Locks every tab takes before a read-check-write of an entry. */
export const storageLocks = {
  listSave: 'gwt:gwsh-list-save',
} as const;
