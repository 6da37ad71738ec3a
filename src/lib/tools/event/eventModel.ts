/**
 * The event page's model: the event kept in this browser (one record of src/lib/storage/recordStore.ts,
 * shared by every tab: the event page, its hall view and the victory points page), the organiser's named
 * actions on it, and the one sentence that says what the last one did. Every tab shows the same event; a
 * tab that was behind never saves over a change it has not seen (its change is made again on the newer
 * event, or refused with the reason).
 */
import type { CompetitionEvent } from '../../gwsh/event/event.ts';
import type { EventUpdate } from '../../gwsh/event/eventEdits.ts';
import type { ParsedEvent } from '../../gwsh/event/eventFile.ts';
import { eventFileProblem } from '../../gwsh/event/eventFileText.ts';
import { Observable } from '../../observable.ts';
import { RecordStore, type Locks, type Outcome, type RecordState } from '../../storage/recordStore.ts';
import type { SafeStorage, StorageProblem, WriteResult } from '../../storage/safeStorage.ts';
import { newTabId, sameStamp } from '../../storage/revisions.ts';
import { storageKeys, unreadableKey } from '../../site/storageKeys.ts';

export interface EventNews {
  text: string;
  error: boolean;
  undo?: () => void;
}

export interface EventModelState {
  /** The kept event has been read: until then the page's controls wait, so nothing overwrites it. */
  ready: boolean;
  /** Looked for and not found (lookForKept): a page that only adds to an event offers to start one. */
  noneKept: boolean;
  event: CompetitionEvent;
  /** Counts whole replacements (a file, an undo, another tab's version), so fields that keep typed text start afresh. */
  generation: number;
  news: EventNews | null;
  /**
   * A running table the victory points page kept before it recorded games in the event (a version 1 event
   * under its own key), never read over the event: its record, opened with the event (a value of null and
   * no `unreadable`: none is kept).
   */
  oldTable: RecordState<unknown> | null;
}

export interface EventModelDeps {
  /** The browser's storage, reached when the event is opened (never during the server render). */
  storage: () => SafeStorage;
  /** This tab's name in the stamps it writes; a new one when not given. */
  tabId?: string;
  now: () => number;
  /** The event a browser starts with when none is kept. */
  blank: () => CompetitionEvent;
  /** The browser's Web Locks, so two tabs' saves never interleave; null in a browser without them. */
  locks: Locks | null;
}

/** An event action: what it does to the event as it is when it is applied. */
export type EventAction = (event: CompetitionEvent) => EventUpdate;

const NOT_STORED: Record<StorageProblem, string> = {
  unavailable:
    'This browser is not letting the page save anything (private browsing, or site storage turned off): the event is kept only while this page stays open. Save the event as a file to keep it.',
  full: "The browser's storage for this site is full, so the event's latest change is not saved yet: save the event as a file to keep it, and it will be saved with a later change once there is room.",
};

const FULL_ON_OPEN =
  "The browser's storage for this site is full: the event is shown, but no change can be saved until there is room. Save the event as a file to keep your changes.";

const OTHER_TAB = 'the event was changed in another tab first, and this page now shows that version';

const REPLACED =
  'another tab put a whole event in place (a file opened, or a round reverted) before this change was saved, and this page now shows that event. Do it again if it is still needed';

const NO_LOCKS =
  'This browser cannot make one tab wait while another saves: if two tabs change the event at the same instant, one change may have to be made again (the page says so when it happens).';

/** Whether the old running table's record (EventModelState.oldTable) holds one, readable or not. */
export const keepsOldTable = (old: RecordState<unknown> | null): old is RecordState<unknown> =>
  old !== null && (old.value !== null || old.unreadable !== null);

export class EventModel extends Observable<EventModelState> {
  private store: RecordStore<CompetitionEvent> | null = null;
  /** The old running table's record (EventModelState.oldTable), opened with the event. */
  private oldTable: RecordStore<unknown> | null = null;
  private readonly deps: EventModelDeps;
  private readonly tabId: string;
  private news: EventNews | null = null;

  constructor(deps: EventModelDeps) {
    super({ ready: false, noneKept: false, event: deps.blank(), generation: 0, news: null, oldTable: null });
    this.deps = deps;
    this.tabId = deps.tabId ?? newTabId();
  }

  private publish(): void {
    const record: RecordState<CompetitionEvent> | null = this.store?.getState() ?? null;
    this.update((state) => ({
      oldTable: this.oldTable?.getState() ?? null,
      ready: record?.ready ?? false,
      noneKept: state.noneKept && !record,
      event: record?.value ?? state.event,
      generation: record?.generation ?? 0,
      news: this.news,
    }));
  }

  /** Opens the kept event with the event file's reader (fetched after the page has drawn). */
  open(parse: (json: unknown) => ParsedEvent): void {
    if (this.store) return;
    const storage = this.deps.storage();
    const store = new RecordStore<CompetitionEvent>({
      ...this.deps,
      tabId: this.tabId,
      storage,
      key: storageKeys.event,
      initial: this.deps.blank,
      read: (json) => {
        const read = parse(json);
        return read.ok ? { ok: true, value: read.event } : read;
      },
    });
    this.store = store;
    store.subscribe(() => this.publish());
    store.open();
    // Nothing writes the old running table any more but its Forget: it is read as it is, whatever it holds.
    this.oldTable = new RecordStore<unknown>({
      ...this.deps,
      tabId: this.tabId,
      storage,
      key: storageKeys.runningTable,
      initial: () => null,
      read: (json) => ({ ok: true, value: json }),
    });
    this.oldTable.subscribe(() => this.publish());
    this.oldTable.open();
    const { unreadable } = store.getState();
    if (!this.deps.locks) this.setNews({ text: NO_LOCKS, error: false });
    if (storage.fullOnOpen) this.setNews({ text: FULL_ON_OPEN, error: true });
    if (unreadable) {
      this.setNews({
        text: `The saved event could not be read (${unreadable}); a new one was started, and the old text is kept under "${unreadableKey(storageKeys.event)}".`,
        error: true,
      });
    }
  }

  /** Whether this browser keeps an event, for a page that opens one only if so: true when it does. */
  lookForKept(): boolean {
    if (this.store) return true;
    const kept = this.deps.storage().get(storageKeys.event) !== null;
    if (!kept && !this.state.noneKept) {
      this.state = { ...this.state, noneKept: true };
      this.publish();
    }
    return kept;
  }

  setNews = (news: EventNews | null): void => {
    this.news = news;
    this.publish();
  };

  /** Which of other tabs' versions this page has shown, taken when a replacement is chosen and made later (a file read in steps). */
  seen = (): number | undefined => this.store?.seen();

  /** Saves every change still waiting for the lock, at once (the page is being left). */
  saveQueued = (): void => this.store?.saveQueued();

  /** Another tab wrote storage: the event is followed when the key is the event's. */
  storageChanged = (key: string | null): void => this.store?.storageChanged(key);

  /** Removes the old running table from this browser (EventModelState.oldTable); `settle` is told whether storage let it go. */
  forgetOldTable = (settle: (removed: WriteResult) => void): void => this.oldTable?.forget(settle);

  /** `notDone`: what the page says was not done when another tab came first ("“Club night” was not opened"); else "Not changed". */
  private said(outcome: Outcome, done: string, undo?: () => void, notDone = 'Not changed'): void {
    if (outcome.kind === 'saved') this.setNews(done ? { text: done, error: false, undo } : null);
    else if (outcome.kind === 'merged')
      this.setNews({ text: `${done ? `${done} ` : ''}(Made on the event as another tab had just changed it.)`, error: false, undo });
    else if (outcome.kind === 'refused') this.setNews({ text: `Not changed: ${outcome.message}.`, error: true });
    else if (outcome.kind === 'stale') this.setNews({ text: `${notDone}: ${OTHER_TAB}. Do it again if it is still needed.`, error: true });
    else if (outcome.kind === 'replaced') this.setNews({ text: `Not changed: ${REPLACED}.`, error: true });
    // Kept on the page only: an Undo still brings back what the page showed before.
    else this.setNews({ text: `${done ? `${done} ` : ''}${NOT_STORED[outcome.problem]}`, error: true, undo });
  }

  /**
   * An organiser's action (add a player, score a table, …): shown at once, saved, and made again on a newer
   * event another tab wrote meanwhile. `done` is said when it is saved ('' says nothing); `undo`, the action
   * that takes it back, is offered beside it (made on the event as it is then, so it keeps other changes).
   */
  change = (action: EventAction, done: string, undo?: { action: EventAction; done: string }): void => {
    if (!this.store) return;
    this.store.change(
      (event) => {
        const update = action(event);
        if (!update.ok) return update;
        const tooLarge = eventFileProblem(update.event, event);
        return tooLarge ? { ok: false, message: tooLarge } : { ok: true, value: update.event };
      },
      { merge: true },
      (outcome) => this.said(outcome, done, undo && (() => this.change(undo.action, undo.done))),
    );
  };

  /**
   * Puts a whole event in place (a file opened, a round reverted), with an Undo that brings back the event
   * as it was. Made on an event another tab has since changed (since `seen`, when it was chosen: see
   * `seen`), it is not saved, and the page says so (`notDone`, naming what was not done).
   */
  replace = (next: CompetitionEvent, done: string, seen?: number, notDone?: string): void => {
    if (!this.store) return;
    const store = this.store;
    const before = store.getState().value;
    store.change(
      (event) => {
        const tooLarge = eventFileProblem(next, event);
        return tooLarge ? { ok: false, message: tooLarge } : { ok: true, value: next };
      },
      { merge: false, seen },
      (outcome) => {
        // Undo puts back the event as it was only while nothing (here or in another tab) changed it since.
        const saved = store.getState().stamp;
        const undo = () =>
          sameStamp(store.getState().stamp, saved)
            ? this.replace(before, 'Undone: the event is as it was.')
            : this.setNews({ text: 'Not undone: the event has changed since, and Undo would lose that change.', error: true });
        this.said(outcome, done, undo, notDone);
      },
    );
  };
}
