/**
 * One saved record under one storage key, shared by every tab of the site: the value with a stamp (a
 * revision, the tab that wrote it, when), followed in other tabs through the storage event. It knows
 * nothing of what the value is: the caller gives its reader.
 *
 * The rule: a write never replaces a version its writer has not seen. A change is a function of the value:
 * it is shown at once, and saved by reading, checking and writing storage in one step under a lock that
 * every tab of the site takes for this key (the Web Locks API), so no two tabs interleave. Another tab wrote
 * since the change was made: a change that may merge is applied again to the stored value; one that may
 * not (a whole replacement) is dropped, the stored value is shown and the change's caller is told; a change
 * made before another tab replaced the value whole is refused, never put on the new value.
 *
 * Each tab's copy of storage may lag behind another process's write by a moment, so a write can still land
 * over one it never saw. Every record names the last writes it is built on (its lineage): a tab that sees
 * a stored version whose lineage lacks a write of its own knows that write was overwritten, and makes the
 * change again on what is stored, or says it could not. Without Web Locks (an old browser) the same steps
 * run in the task that makes the change, and the lineage still catches what the lock would have kept out.
 */
import { Observable } from '../observable.ts';
import { nextStamp, sameStamp, type Stamp } from './revisions.ts';
import type { SafeStorage, StorageProblem, WriteResult } from './safeStorage.ts';

export const RECORD_FORMAT = 'gwt-record';
export const RECORD_VERSION = 1;

/** How many of the last writes a record names (a tab checks its own writes against them). */
export const LINEAGE_LENGTH = 16;

/** A change of the value: the new value, or one sentence saying why not. */
export type Change<T> = (current: T) => { ok: true; value: T } | { ok: false; message: string };

export interface ChangeOptions {
  /** The change may be applied again to a version another tab wrote meanwhile (it reads the value it changes). */
  merge: boolean;
  /**
   * For a change chosen a while before it is made (a file read in steps): `seen()` when it was chosen, so
   * another tab's version that came meanwhile counts as one its writer has not seen.
   */
  seen?: number;
}

/** What became of a change, told to its caller (again, if a write of it was later found overwritten). */
export type Outcome =
  | { kind: 'saved' }
  /** Another tab had written since; the change was applied to its version and saved. */
  | { kind: 'merged' }
  /** The change does not apply (to this version, or to the other tab's after a merge). */
  | { kind: 'refused'; message: string }
  /** Another tab had written since and the change may not merge: nothing was saved, theirs is shown. */
  | { kind: 'stale' }
  /** Another tab replaced the value whole (a file opened) after this change was made: not put on the new value. */
  | { kind: 'replaced' }
  /** Kept on this page but not in storage (full, or storage turned off): which, for the tool to word. */
  | { kind: 'not-stored'; problem: StorageProblem };

export interface RecordState<T> {
  /** The stored record has been read (or found missing). */
  ready: boolean;
  /** What the page shows: the stored version with this tab's changes not saved yet. */
  value: T;
  /** The stamp of the stored version `value` was built on (rev 0: nothing stored yet). */
  stamp: Stamp;
  /** Bumped whenever the value is replaced by another tab's version or by a whole replacement. */
  generation: number;
  /** Why the stored text could not be read (set aside under `<key>.unreadable`), or null. */
  unreadable: string | null;
}

/** The Web Locks API as the record store uses it: `task` runs while no other tab of the site holds `name`. */
export interface Locks {
  request(name: string, task: () => Promise<void>): Promise<unknown>;
}

export interface RecordStoreDeps<T> {
  storage: SafeStorage;
  key: string;
  /** This tab's name in a stamp, so another tab's write is told apart from ours. */
  tabId: string;
  now: () => number;
  /** The value when nothing is stored. */
  initial: () => T;
  /** Reads a stored value (untrusted, parsed JSON), or says why it cannot. */
  read: (json: unknown) => { ok: true; value: T } | { ok: false; message: string };
  /** The browser's locks; absent (a record only one tab writes, or a browser without them): saved in the task. */
  locks?: Locks | null;
}

const NONE: Stamp = { rev: 0, writer: '', updated: 0 };

/**
 * The head of a record's text as `write` lays it out (format 'gwt-record', version 1, then the stamp); a
 * head written otherwise (a writer's name with escapes, say) is read whole instead.
 */
const RECORD_HEAD = /^\{"format":"gwt-record","version":1,"rev":(\d+),"writer":"([^"\\]*)","updated":(\d+),"value":/;

/** A stored version: its stamp, value, how many whole replacements led to it, and the writes it names. */
interface Version<T> {
  stamp: Stamp;
  value: T;
  /** Counts whole replacements, so a change made before one is never put on the value that replaced it. */
  epoch: number;
  /** `rev:writer` of the last LINEAGE_LENGTH writes, this one last. */
  lineage: string[];
}

type Stored<T> = { kind: 'none' } | ({ kind: 'ok' } & Version<T>) | { kind: 'bad'; text: string; message: string };

/** A change made on this page and not saved yet, or saved and kept until it drops out of the lineage. */
interface Made<T> {
  change: Change<T>;
  options: ChangeOptions;
  settle: (outcome: Outcome) => void;
  /** The epoch the change was made in (whole replacements this tab made before it counted). */
  epoch: number;
  /** How many other tabs' versions this tab had followed when the change was made. */
  followed: number;
}

const tagOf = (stamp: Stamp): string => `${stamp.rev}:${stamp.writer}`;

export class RecordStore<T> extends Observable<RecordState<T>> {
  private readonly deps: RecordStoreDeps<T>;
  /** The stored version this tab last read or wrote. */
  private base: Version<T>;
  /** Changes made and not saved yet, oldest first. */
  private queue: Made<T>[] = [];
  /** This tab's last writes, checked against each stored version's lineage. */
  private written: (Made<T> & { stamp: Stamp })[] = [];
  /** Counts other tabs' versions followed. */
  private followed = 0;

  constructor(deps: RecordStoreDeps<T>) {
    const value = deps.initial();
    super({ ready: false, value, stamp: NONE, generation: 0, unreadable: null });
    this.deps = deps;
    this.base = { stamp: NONE, value, epoch: 0, lineage: [] };
  }

  private get lockName(): string {
    return `gwt-record:${this.deps.key}`;
  }

  /** What storage holds now. Accepts a bare value with no envelope too (saved before records had stamps). */
  private readStored(): Stored<T> {
    const text = this.deps.storage.get(this.deps.key);
    if (text === null) return { kind: 'none' };
    // Storage still holds the version this tab knows: its value need not be read (a large one takes tens of ms).
    const head = RECORD_HEAD.exec(text);
    if (head && this.base.stamp.rev > 0 && sameStamp(this.base.stamp, { rev: Number(head[1]), writer: head[2]!, updated: Number(head[3]) }))
      return { kind: 'ok', ...this.base };
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { kind: 'bad', text, message: 'it is not valid JSON' };
    }
    const envelope = recordEnvelope(json);
    const read = this.deps.read(envelope ? envelope.value : json);
    if (!read.ok) return { kind: 'bad', text, message: read.message };
    return { kind: 'ok', stamp: envelope?.stamp ?? NONE, value: read.value, epoch: envelope?.epoch ?? 0, lineage: envelope?.lineage ?? [] };
  }

  /** The value shown: the stored version with this tab's unsaved changes on it. */
  private shown(): T {
    let value = this.base.value;
    for (const made of this.queue) {
      const next = made.change(value);
      if (next.ok) value = next.value;
    }
    return value;
  }

  private publish(newGeneration = false): void {
    this.update((s) => ({ value: this.shown(), stamp: this.base.stamp, generation: s.generation + (newGeneration ? 1 : 0) }));
  }

  /** Reads the stored record; an unreadable one is set aside (never lost) and a new value started. */
  open(): void {
    const stored = this.readStored();
    if (stored.kind === 'ok') {
      this.base = versionOf(stored);
      this.update((s) => ({ ready: true, value: stored.value, stamp: stored.stamp, generation: s.generation + 1 }));
      return;
    }
    if (stored.kind === 'bad') {
      this.deps.storage.set(`${this.deps.key}.unreadable`, stored.text);
      return this.update({ ready: true, unreadable: stored.message });
    }
    this.update({ ready: true });
  }

  /** Shows `change` at once and saves it as the rule above says; `settle` is told what became of it. */
  change(change: Change<T>, options: ChangeOptions, settle: (outcome: Outcome) => void = () => undefined): void {
    const here = change(this.state.value);
    if (!here.ok) return settle({ kind: 'refused', message: here.message });
    const replacementsQueued = this.queue.filter((m) => !m.options.merge).length;
    const epoch = this.base.epoch + replacementsQueued + (options.merge ? 0 : 1);
    this.queue.push({ change, options, settle, epoch, followed: options.seen ?? this.followed });
    this.update((s) => ({ value: here.value, generation: s.generation + (options.merge ? 0 : 1) }));
    this.saveSoon();
  }

  /**
   * Removes the stored record (one the site no longer needs), under the same lock as a change; changes not
   * saved yet go with it. `settle` is told whether storage let it go.
   */
  forget(settle: (removed: WriteResult) => void = () => undefined): void {
    const run = () => {
      const removed = this.deps.storage.remove(this.deps.key);
      if (removed.ok) {
        this.queue = [];
        this.base = { stamp: NONE, value: this.deps.initial(), epoch: this.base.epoch + 1, lineage: [] };
        this.publish(true);
        if (this.state.unreadable !== null) this.update({ unreadable: null });
      }
      settle(removed);
    };
    const { locks } = this.deps;
    if (!locks) return run();
    void locks.request(this.lockName, async () => run());
  }

  /** Counts the other tabs' versions this tab has shown, for a change chosen now and made later (ChangeOptions.seen). */
  seen = (): number => this.followed;

  /** Saves the oldest unsaved change under the lock, or at once without one. */
  private saveSoon(): void {
    const { locks } = this.deps;
    if (!locks) return this.saveQueued();
    void locks.request(this.lockName, async () => {
      this.saveNext();
      // The lock is let go a task later, once this tab's write has left for storage in every engine.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }

  /** Saves every unsaved change now, without waiting for the lock (the page is being left). */
  saveQueued = (): void => {
    while (this.queue.length > 0) this.saveNext();
  };

  /** Reads, checks and writes the oldest unsaved change. */
  private saveNext(): void {
    const made = this.queue.shift();
    if (!made) return;
    const stored = this.readStored();
    if (stored.kind === 'ok') this.follow(stored);
    else if (stored.kind === 'bad') {
      // Something this site cannot read took the key: it is set aside before the change is saved over it.
      this.deps.storage.set(`${this.deps.key}.unreadable`, stored.text);
    } else if (this.base.stamp.rev > 0) {
      // The site's storage was cleared: the change is made on the value a record starts from.
      this.base = { stamp: NONE, value: this.deps.initial(), epoch: 0, lineage: [] };
      this.followed += 1;
    }
    const after = this.base;
    const moved = made.followed !== this.followed;
    if (!made.options.merge && moved) return this.done(made, { kind: 'stale' }, true);
    if (made.options.merge && made.epoch !== after.epoch) return this.done(made, { kind: 'replaced' }, true);
    const next = made.change(after.value);
    if (!next.ok) return this.done(made, { kind: 'refused', message: next.message }, moved);
    const epoch = made.options.merge ? after.epoch : after.epoch + 1;
    const written = this.write(next.value, after, epoch);
    if (!written.ok) {
      // Kept on this page on the version it was made on: the next change that finds room saves it.
      this.base = { ...after, value: next.value, epoch };
      return this.done(made, { kind: 'not-stored', problem: written.problem }, false);
    }
    this.base = written.version;
    this.written = [...this.written, { ...made, stamp: written.version.stamp }].slice(-LINEAGE_LENGTH);
    if (written.problem) return this.done(made, { kind: 'not-stored', problem: written.problem }, false);
    this.done(made, moved ? { kind: 'merged' } : { kind: 'saved' }, moved && made.options.merge);
  }

  private done(made: Made<T>, outcome: Outcome, newGeneration: boolean): void {
    this.publish(newGeneration);
    made.settle(outcome);
  }

  private write(
    value: T,
    after: Version<T>,
    epoch: number,
  ): { ok: true; version: Version<T>; problem?: 'unavailable' } | { ok: false; problem: StorageProblem } {
    const stamp = nextStamp(after.stamp, this.deps.tabId, this.deps.now());
    const lineage = [...after.lineage, tagOf(stamp)].slice(-LINEAGE_LENGTH);
    const text = JSON.stringify({ format: RECORD_FORMAT, version: RECORD_VERSION, ...stamp, value, epoch, lineage });
    const written = this.deps.storage.set(this.deps.key, text);
    if (!written.ok) return { ok: false, problem: written.problem };
    const version = { stamp, value, epoch, lineage };
    // Storage turned off: written in memory, so this page's own changes still follow one another, and said.
    return this.deps.storage.available ? { ok: true, version } : { ok: true, version, problem: 'unavailable' };
  }

  /**
   * Shows another tab's stored version. A write of this tab's that it does not name, though it names that
   * revision or is no newer (storage went back below it), was overwritten: a change that may merge is made
   * again on it, and its caller told again; any other is reported stale.
   */
  private follow(stored: Version<T>): void {
    if (sameStamp(stored.stamp, this.base.stamp)) return;
    this.base = versionOf(stored);
    this.followed += 1;
    const named = new Set([...stored.lineage, tagOf(stored.stamp)]);
    const revsNamed = new Set(stored.lineage.map((tag) => Number(tag.split(':', 1)[0])));
    const lost = this.written.filter((w) => !named.has(tagOf(w.stamp)) && (w.stamp.rev >= stored.stamp.rev || revsNamed.has(w.stamp.rev)));
    this.written = this.written.filter((w) => !lost.includes(w));
    for (const w of lost.filter((w) => !w.options.merge)) w.settle({ kind: 'stale' });
    const again = lost.filter((w) => w.options.merge).map((w): Made<T> => ({ ...w, followed: this.followed - 1, epoch: w.epoch }));
    this.queue = [...again, ...this.queue];
    for (let i = 0; i < again.length; i++) this.saveSoon();
  }

  /** Another tab changed storage (`key` null: it was cleared): its version is shown, and a write of ours it lost made again. */
  storageChanged(key: string | null): void {
    if (key !== null && key !== this.deps.key) return;
    if (!this.state.ready) return;
    // A record gone or unreadable stays shown until the next change (which saves over the one and sets the other aside).
    const stored = this.readStored();
    if (stored.kind !== 'ok' || sameStamp(stored.stamp, this.base.stamp)) return;
    this.follow(stored);
    this.publish(true);
  }
}

const versionOf = <T>({ stamp, value, epoch, lineage }: Version<T>): Version<T> => ({ stamp, value, epoch, lineage });

/** The value inside a record's stored text (or the bare value saved before records had stamps); null when it is not JSON. */
export const recordValueOf = (text: string): unknown => storedRecordOf(text).value;

/** A record's stored text read: its stamp (rev 0 for a bare value saved before records had stamps) and value; null for text that is not JSON. */
export function storedRecordOf(text: string): { stamp: Stamp; value: unknown } {
  try {
    const json: unknown = JSON.parse(text);
    return recordEnvelope(json) ?? { stamp: NONE, value: json };
  } catch {
    return { stamp: NONE, value: null };
  }
}

/** The stamp and value of a stored record, or null for a bare value. */
function recordEnvelope(json: unknown): { stamp: Stamp; value: unknown; epoch: number; lineage: string[] } | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const r = json as Record<string, unknown>;
  if (r.format !== RECORD_FORMAT || r.version !== RECORD_VERSION) return null;
  const { rev, writer, updated } = r;
  if (!Number.isSafeInteger(rev) || (rev as number) < 0 || typeof writer !== 'string' || typeof updated !== 'number') return null;
  const epoch = Number.isSafeInteger(r.epoch) ? (r.epoch as number) : 0;
  const lineage = Array.isArray(r.lineage) ? r.lineage.filter((t): t is string => typeof t === 'string').slice(-LINEAGE_LENGTH) : [];
  return { stamp: { rev: rev as number, writer: writer.slice(0, 64), updated }, value: r.value, epoch, lineage };
}
