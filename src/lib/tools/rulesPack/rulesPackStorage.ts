/**
 * The rules pack a browser uses (docs/formats.md): one record of the record store
 * (src/lib/storage/recordStore.ts), whose value is the pack, or null once the browser stopped using one.
 * It is set on the rules-pack page (or from the event page) and read by the list builder, the organiser's
 * page and the victory points. Choosing a pack, stopping, or undoing either is a whole replacement: a tab
 * whose pack is older than the stored one does not save over it (the store says "stale", and shows the
 * other tab's choice). This module, what every page loads, is the key and the stored text; the record is
 * ./packRecordStore.ts (the pages that change the pack), and the pack's reader, with its schemas,
 * ./packRecord.ts, fetched only where a pack is kept or chosen.
 */
import type { SafeStorage } from '../../storage/safeStorage.ts';
import { storageKeys } from '../../site/storageKeys.ts';

export const RULES_PACK_KEY = storageKeys.rulesPack;

/** The stored text (a record, or a bare pack kept before packs were records), or null when none was ever kept. */
export const storedPackText = (storage: SafeStorage): string | null => storage.get(RULES_PACK_KEY);
