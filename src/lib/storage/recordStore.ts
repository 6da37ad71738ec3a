/**
 * One saved record under one storage key, shared by every tab of the site: the value with a stamp (a
 * revision, the tab that wrote it, when), read-check-write in one step, other tabs followed through the
 * storage event. It knows nothing of what the value is: the caller gives its reader.
 *
 * The rule: a write never replaces a version its writer has not seen. A change is a function of the value,
 * applied to what this tab shows and saved in the same task (so leaving the page right after a change loses
 * nothing): the stored stamp is compared with the one the change was made on. The same: written. Another
 * tab wrote since: a change that may merge is applied again to the stored value and written; one that may
 * not (a whole replacement) is dropped, the stored value is shown and the change's caller is told. Storage
 * is not atomic across processes, so two tabs may still write the same revision at the same moment: that
 * is caught when the storage event brings the other's, and the loser's last change is merged again the
 * same way, or reported.
 */
import { Observable } from '../observable.ts';
import { checkWrite, followStored, nextStamp, sameStamp, type Stamp, type Stored } from './revisions.ts';
import type { SafeStorage, StorageProblem } from './safeStorage.ts';

export const RECORD_FORMAT = 'gwt-record';
export const RECORD_VERSION = 1;

/** A change of the value: the new value, or one sentence saying why not. */
export type Change<T> = (current: T) => { ok: true; value: T } | { ok: false; message: string };

export interface ChangeOptions {
  /** The change may be applied again to a version another tab wrote meanwhile (it reads the value it changes). */
  merge: boolean;
}

/** What became of a change, told to its caller before the change returns. */
export type Outcome =
  | { kind: 'saved' }
  /** Another tab had written since; the change was applied to its version and saved. */
  | { kind: 'merged' }
  /** The change does not apply (to this version, or to the other tab's after a merge). */
  | { kind: 'refused'; message: string }
  /** Another tab had written since and the change may not merge: nothing was saved, theirs is shown. */
  | { kind: 'stale' }
  /** Kept on this page but not in storage (full, or storage turned off): which, for the tool to word. */
  | { kind: 'not-stored'; problem: StorageProblem };

export interface RecordState<T> {
  /** The stored record has been read (or found missing). */
  ready: boolean;
  value: T;
  /** The stamp of the stored version `value` was built on (rev 0: nothing stored yet). */
  stamp: Stamp;
  /** Bumped whenever the value is replaced by another tab's version or by a whole replacement. */
  generation: number;
  /** Why the stored text could not be read (set aside under `<key>.unreadable`), or null. */
  unreadable: string | null;
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
}

const NONE: Stamp = { rev: 0, writer: '', updated: 0 };

/**
 * The head of a record's text as `write` lays it out (format 'gwt-record', version 1, then the stamp); a
 * head written otherwise (a writer's name with escapes, say) is read whole instead.
 */
const RECORD_HEAD = /^\{"format":"gwt-record","version":1,"rev":(\d+),"writer":"([^"\\]*)","updated":(\d+),"value":/;

/** The last change this tab wrote, kept until another tab's later version shows it was seen. */
interface Written<T> {
  stamp: Stamp;
  change: Change<T>;
  options: ChangeOptions;
  settle: (outcome: Outcome) => void;
}

export class RecordStore<T> extends Observable<RecordState<T>> {
  private readonly deps: RecordStoreDeps<T>;
  private lastWritten: Written<T> | null = null;

  constructor(deps: RecordStoreDeps<T>) {
    super({ ready: false, value: deps.initial(), stamp: NONE, generation: 0, unreadable: null });
    this.deps = deps;
  }

  /** What storage holds now. Accepts a bare value with no envelope too (saved before records had stamps). */
  private readStored(): Stored<T> {
    const text = this.deps.storage.get(this.deps.key);
    if (text === null) return { kind: 'none' };
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { kind: 'bad', text, message: 'it is not valid JSON' };
    }
    const envelope = recordEnvelope(json);
    const read = this.deps.read(envelope ? envelope.value : json);
    if (!read.ok) return { kind: 'bad', text, message: read.message };
    return { kind: 'ok', stamp: envelope?.stamp ?? NONE, value: read.value };
  }

  /**
   * The stored record's stamp, read from the head of its text as this store writes it, without reading the
   * value (a large record takes tens of milliseconds to parse and check);
   * null when nothing is stored, undefined when the head is not one this store wrote (then read it whole).
   */
  private storedStamp(): Stamp | null | undefined {
    const text = this.deps.storage.get(this.deps.key);
    if (text === null) return null;
    const head = RECORD_HEAD.exec(text);
    if (!head) return undefined;
    return { rev: Number(head[1]), writer: head[2]!, updated: Number(head[3]) };
  }

  /** Reads the stored record; an unreadable one is set aside (never lost) and a new value started. */
  open(): void {
    const stored = this.readStored();
    if (stored.kind === 'ok')
      return this.update({ ready: true, value: stored.value, stamp: stored.stamp, generation: this.state.generation + 1 });
    if (stored.kind === 'bad') {
      this.deps.storage.set(`${this.deps.key}.unreadable`, stored.text);
      return this.update({ ready: true, unreadable: stored.message });
    }
    this.update({ ready: true });
  }

  private write(value: T, after: Stamp): { ok: true; stamp: Stamp; problem?: 'unavailable' } | { ok: false; problem: StorageProblem } {
    const stamp = nextStamp(after, this.deps.tabId, this.deps.now());
    const text = JSON.stringify({ format: RECORD_FORMAT, version: RECORD_VERSION, ...stamp, value });
    const written = this.deps.storage.set(this.deps.key, text);
    if (!written.ok) return { ok: false, problem: written.problem };
    // Storage turned off: written in memory, so this page's own changes still follow one another, and said.
    return this.deps.storage.available ? { ok: true, stamp } : { ok: true, stamp, problem: 'unavailable' };
  }

  /** Applies `change` to the value shown and saves it as the rule above says; `settle` is told what became of it. */
  change(change: Change<T>, options: ChangeOptions, settle: (outcome: Outcome) => void = () => undefined): void {
    const here = change(this.state.value);
    if (!here.ok) return settle({ kind: 'refused', message: here.message });
    if (!options.merge) this.state = { ...this.state, generation: this.state.generation + 1 };
    this.save(change, options, here.value, this.state.stamp, settle);
  }

  private save(change: Change<T>, options: ChangeOptions, value: T, madeOn: Stamp, settle: (o: Outcome) => void): void {
    // Storage still holds the version the change was made on: saved, and the stored value need not be read.
    const head = this.storedStamp();
    if (head === null ? madeOn.rev === 0 : head !== undefined && sameStamp(head, madeOn))
      return this.finish(value, head ?? NONE, change, options, settle, { kind: 'saved' });
    const stored = this.readStored();
    const storedStamp = stored.kind === 'ok' ? stored.stamp : NONE;
    const check = checkWrite(stored, madeOn);
    if (check.kind === 'write') return this.finish(value, storedStamp, change, options, settle, { kind: 'saved' });
    if (stored.kind === 'bad') {
      // Something this site cannot read took the key: it is set aside before the value shown is saved.
      this.deps.storage.set(`${this.deps.key}.unreadable`, stored.text);
      return this.finish(value, storedStamp, change, options, settle, { kind: 'saved' });
    }
    // Another tab's version, or (deleted: the site's storage was cleared) the value a record starts from.
    const theirs = stored.kind === 'ok' ? stored.value : this.deps.initial();
    if (!options.merge) {
      this.update({ value: theirs, stamp: storedStamp, generation: this.state.generation + 1 });
      return settle({ kind: 'stale' });
    }
    const merged = change(theirs);
    if (!merged.ok) {
      this.update({ value: theirs, stamp: storedStamp, generation: this.state.generation + 1 });
      return settle({ kind: 'refused', message: merged.message });
    }
    this.finish(merged.value, storedStamp, change, options, settle, { kind: 'merged' });
  }

  private finish(value: T, after: Stamp, change: Change<T>, options: ChangeOptions, settle: (o: Outcome) => void, outcome: Outcome): void {
    const written = this.write(value, after);
    if (!written.ok) {
      // Kept on this page on the version it was made on: the next change that finds room saves it.
      this.update({ value });
      return settle({ kind: 'not-stored', problem: written.problem });
    }
    this.lastWritten = { stamp: written.stamp, change, options, settle };
    const merged = outcome.kind === 'merged';
    this.update({ value, stamp: written.stamp, ...(merged ? { generation: this.state.generation + 1 } : {}) });
    settle(written.problem ? { kind: 'not-stored', problem: written.problem } : outcome);
  }

  /**
   * Another tab changed storage (`key` null: it was cleared). The stored version is shown; when it has
   * the revision this tab wrote last, both wrote at once and ours was lost: it is merged again or reported.
   */
  storageChanged(key: string | null): void {
    if (key !== null && key !== this.deps.key) return;
    if (!this.state.ready) return;
    const head = this.storedStamp();
    if (head && sameStamp(head, this.state.stamp)) return;
    // Every change is written in the task that makes it, so nothing here is ever unsaved; a record gone or
    // unreadable stays shown until the next change (which saves over the one and sets the other aside).
    const stored = this.readStored();
    if (stored.kind !== 'ok' || followStored(stored, this.state.stamp, false).kind === 'ignore') return;
    const lost = this.lastWritten;
    this.lastWritten = null;
    this.update({ value: stored.value, stamp: stored.stamp, generation: this.state.generation + 1 });
    if (lost && stored.stamp.rev === lost.stamp.rev && stored.stamp.writer !== this.deps.tabId) {
      if (lost.options.merge) this.change(lost.change, lost.options, lost.settle);
      else lost.settle({ kind: 'stale' });
    }
  }
}

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
function recordEnvelope(json: unknown): { stamp: Stamp; value: unknown } | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const r = json as Record<string, unknown>;
  if (r.format !== RECORD_FORMAT || r.version !== RECORD_VERSION) return null;
  const { rev, writer, updated } = r;
  if (!Number.isSafeInteger(rev) || (rev as number) < 0 || typeof writer !== 'string' || typeof updated !== 'number') return null;
  return { stamp: { rev: rev as number, writer: writer.slice(0, 64), updated }, value: r.value };
}
