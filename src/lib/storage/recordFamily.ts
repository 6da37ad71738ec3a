/**
 * A family of records: entries under one prefix, each its own storage key (`<prefix><id>`), so tabs changing
 * different entries never touch the same key, and making or deleting one is one write. Every entry carries
 * its stamp (./revisions.ts), and the family holds to the record store's rule (./recordStore.ts): a write
 * goes ahead only while storage holds the version its writer was made from, and another tab's version is
 * followed, never written over unseen. Its owner decides when to save (at once, or after a pause) and what
 * to do with a conflict (the player chooses theirs, mine or both); each step that reads, checks and writes
 * runs under the family's Web Lock when its owner asks (`locked`), so no two tabs interleave.
 *
 * It knows nothing of what an entry holds: its owner gives the reader and the writer of an entry's text.
 * It also keeps which entry is open (the family's pointer, a key of its own).
 */
import type { Locks } from './recordStore.ts';
import { checkWrite, followStored, nextStamp, type Conflict, type Follow, type Stamp, type Stored } from './revisions.ts';
import type { SafeStorage, StorageProblem, WriteResult } from './safeStorage.ts';

/** An entry's text read: the entry, or why not (`extra`: what the owner could still make of it). */
export type EntryRead<T, X> = { ok: true; value: T } | { ok: false; message: string; extra?: X };

/** A stored entry that could not be read: left exactly as it is, and reported. */
export interface UnreadableEntry<X> {
  key: string;
  text: string;
  error: string;
  extra?: X;
}

export interface RecordFamilyDeps<T, X> {
  storage: SafeStorage;
  /** Each entry's key: this prefix and the entry's id. */
  prefix: string;
  /** Where the family keeps which entry is open. */
  pointerKey: string;
  /** The Web Lock every tab takes to read, check and write an entry of the family; `locks` null: none. */
  lockName: string;
  locks: Locks | null;
  read: (text: string) => EntryRead<T, X>;
  write: (value: T) => string;
}

/** What became of a write. */
export type FamilyWrite<T> =
  | { kind: 'saved'; value: T }
  /** Storage holds another version than the one the entry was made from (another tab wrote or deleted it). */
  | { kind: 'conflict'; conflict: Conflict<T> }
  /** The entry's text would not read back (the site could not open it again): never written. */
  | { kind: 'refused'; message: string }
  | { kind: 'not-stored'; problem: StorageProblem };

export class RecordFamily<T extends Stamp & { id: string }, X = never> {
  private readonly deps: RecordFamilyDeps<T, X>;

  constructor(deps: RecordFamilyDeps<T, X>) {
    this.deps = deps;
  }

  get available(): boolean {
    return this.deps.storage.available;
  }

  get fullOnOpen(): boolean {
    return this.deps.storage.fullOnOpen;
  }

  keyOf = (id: string): string => `${this.deps.prefix}${id}`;
  idOf = (key: string): string | null => (key.startsWith(this.deps.prefix) ? key.slice(this.deps.prefix.length) : null);

  /** Runs `task` while no other tab of the site reads, checks or writes an entry of the family (at once without Web Locks). */
  locked(task: () => void): void {
    const { locks, lockName } = this.deps;
    if (!locks) return task();
    void locks.request(lockName, async () => {
      task();
      // The lock is let go a task later, once this tab's write has left for storage in every engine.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }

  /** An entry's text read, or why it cannot be (an entry under another entry's key is not read as that entry). */
  private readEntry(key: string, text: string): EntryRead<T, X> {
    const read = this.deps.read(text);
    return read.ok && read.value.id !== this.idOf(key) ? { ok: false, message: 'its name does not match its content' } : read;
  }

  private unreadable(key: string, text: string, read: Extract<EntryRead<T, X>, { ok: false }>): UnreadableEntry<X> {
    return { key, text, error: read.message, ...(read.extra !== undefined && { extra: read.extra }) };
  }

  /** What storage holds for entry `id` now. */
  stored(id: string): Stored<T> {
    const key = this.keyOf(id);
    const text = this.deps.storage.get(key);
    if (text === null) return { kind: 'none' };
    const read = this.readEntry(key, text);
    return read.ok ? { kind: 'ok', stamp: read.value, value: read.value } : { kind: 'bad', text, message: read.message };
  }

  /** Every entry, and every one that could not be read. */
  load(): { entries: T[]; unreadable: UnreadableEntry<X>[] } {
    return this.reread([], [], this.deps.storage.keys(this.deps.prefix));
  }

  /**
   * `entries` and `unreadable` with the entries at `keys` read again (another tab changed them): only those
   * are read, so following a restore of thousands of entries in another tab costs one pass.
   */
  reread(
    entries: readonly T[],
    unreadable: readonly UnreadableEntry<X>[],
    keys: Iterable<string>,
  ): { entries: T[]; unreadable: UnreadableEntry<X>[] } {
    const byId = new Map(entries.map((e) => [e.id, e]));
    const unread = new Map(unreadable.map((u) => [u.key, u]));
    for (const key of keys) {
      const id = this.idOf(key);
      if (id === null) continue;
      byId.delete(id);
      unread.delete(key);
      const text = this.deps.storage.get(key);
      if (text === null) continue;
      const read = this.readEntry(key, text);
      if (read.ok) byId.set(id, read.value);
      else unread.set(key, this.unreadable(key, text, read));
    }
    return { entries: [...byId.values()], unreadable: [...unread.values()] };
  }

  /**
   * Saves `value`, made on the version its stamp names, one revision on, by `writer`: only while storage
   * still holds that version (nothing at all for an entry never saved); a conflict otherwise.
   */
  save(value: T, writer: string, now: number): FamilyWrite<T> {
    const check = checkWrite(this.stored(value.id), value);
    return check.kind === 'conflict' ? check : this.put({ ...value, ...nextStamp(value, writer, now) });
  }

  /** Saves `value` over the version `after` (another tab's, which the player chose to replace), one revision on. */
  saveOver(value: T, after: Stamp, writer: string, now: number): FamilyWrite<T> {
    return this.put({ ...value, ...nextStamp(after, writer, now) });
  }

  /** Writes `value` as it is, once its text is known to read back. */
  private put(value: T): FamilyWrite<T> {
    const text = this.deps.write(value);
    const back = this.deps.read(text);
    if (!back.ok) return { kind: 'refused', message: back.message };
    const written = this.deps.storage.set(this.keyOf(value.id), text);
    return written.ok ? { kind: 'saved', value } : { kind: 'not-stored', problem: written.problem };
  }

  /** What to do now that another tab wrote entry `id`, shown here at version `shown` (`unsaved`: with changes not saved). */
  follow(id: string, shown: Stamp, unsaved: boolean): Follow<T> {
    return followStored(this.stored(id), shown, unsaved);
  }

  /**
   * Deletes `value`'s entry while storage holds the version its stamp names (or nothing: gone already); a
   * version another tab wrote since is not deleted unseen: the conflict is told.
   */
  delete(value: T): { kind: 'deleted' } | { kind: 'conflict'; conflict: Conflict<T> } | { kind: 'not-stored'; problem: StorageProblem } {
    const stored = this.stored(value.id);
    if (stored.kind === 'none') return { kind: 'deleted' };
    const check = checkWrite(stored, value);
    if (check.kind === 'conflict') return check;
    const removed = this.remove({ key: this.keyOf(value.id) });
    return removed.ok ? { kind: 'deleted' } : { kind: 'not-stored', problem: removed.problem };
  }

  /** Deletes the entry at `key` whatever it holds (one that could not be read, once its lists are saved apart). */
  remove(entry: { key: string }): WriteResult {
    return this.deps.storage.remove(entry.key);
  }

  /** The id of the entry open last, or null. */
  pointer = (): string | null => this.deps.storage.get(this.deps.pointerKey);

  /** Keeps `id` as the entry open last. */
  point = (id: string): WriteResult => this.deps.storage.set(this.deps.pointerKey, id);
}
