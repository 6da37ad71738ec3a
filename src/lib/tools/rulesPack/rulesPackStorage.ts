/**
 * The rules pack a browser uses (docs/formats.md): one entry, set by opening a pack's link or file on the
 * rules-pack page and read by the list builder, the organiser's page and the victory points. The entry is
 * the pack file's text, read back through the pack's own reader; a damaged one is ignored.
 */
import type { SafeStorage, WriteResult } from '../../storage/safeStorage.ts';
import type { RulesPack } from '../../gwsh/rulesPack.ts';
import { storageKeys } from '../../site/storageKeys.ts';

export const RULES_PACK_KEY = storageKeys.rulesPack;

/** The stored pack's text, or null when the browser uses none. */
export const storedPackText = (storage: SafeStorage): string | null => storage.get(RULES_PACK_KEY);

/** Uses `pack` from now on in this browser; null stops using one. */
export const storePack = (storage: SafeStorage, pack: RulesPack | null): WriteResult =>
  pack ? storage.set(RULES_PACK_KEY, JSON.stringify(pack)) : storage.remove(RULES_PACK_KEY);

/** Whether storage still holds `pack` (null: none) as it was stored: false once another tab chose another. */
export const storedPackIs = (storage: SafeStorage, pack: RulesPack | null): boolean =>
  storedPackText(storage) === (pack ? JSON.stringify(pack) : null);
