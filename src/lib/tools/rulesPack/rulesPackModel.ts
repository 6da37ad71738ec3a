/**
 * The rules-pack page's model: the pack this browser uses (one record of the record store, through
 * ./packRecordStore.ts), a pack offered by a link until the organiser says what to do with it, the form
 * a pack is made with, and the sentence that says what the last step did, with its Undo. Choosing a pack,
 * stopping and undoing are whole replacements: one made on an older choice than another tab's is not saved,
 * and the other tab's choice is shown with the reason.
 */
import { Observable } from '../../observable.ts';
import {
  formFromPack,
  isRulesPackFragment,
  packSummary,
  parseRulesPack,
  readRulesPackLink,
  samePack,
  type RulesPack,
  type RulesPackForm,
} from '../../gwsh/rulesPack.ts';
import type { Stamp } from '../../storage/revisions.ts';
import { packNotStored, type PackRecord } from './packRecordStore.ts';

export type PackStatus = { kind: 'ok' | 'error'; text: string } | null;

export interface RulesPackState {
  /** What this browser uses has been read (the page's HTML is drawn before it is). */
  opened: boolean;
  /** The pack this browser uses, as this page last read it (a damaged entry is none). */
  active: RulesPack | null;
  /** A pack from the link, offered: it replaces nothing until the organiser says so. */
  offer: RulesPack | null;
  form: RulesPackForm;
  status: PackStatus;
  /** The pack in use before the last one adopted (null: none), while Undo can bring it back. */
  undo: { previous: RulesPack | null } | null;
}

export const usesWords = (pack: RulesPack | null) =>
  pack
    ? `This browser now uses ${packSummary(pack).name}’s rules pack.`
    : 'This browser now uses no rules pack: the site’s readings apply.';

const inUseWords = (pack: RulesPack, how: string) =>
  `${how} This browser now checks lists and scores games with ${packSummary(pack).name}’s rules pack.`;

export class RulesPackModel extends Observable<RulesPackState> {
  private readonly record: () => PackRecord;
  /** The stamp of the record this page last showed, so another tab's choice is told apart. */
  private seen: Stamp | null = null;

  /** `record`: the kept pack's record, opened when the page first reads it (never in the page's HTML). */
  constructor(record: () => PackRecord) {
    super({ opened: false, active: null, offer: null, form: formFromPack(null), status: null, undo: null });
    this.record = record;
  }

  private kept = (): RulesPack | null => this.record().getState().value;

  /**
   * Reads what this browser uses, and a pack from the link (`hash`), offered unless it is the one in use.
   * Returns whether the link carried a pack, which the page then takes out of its address (a reload after
   * "Stop using it" must not bring it back).
   */
  open = (hash: string): boolean => {
    const active = this.kept();
    this.seen = this.record().getState().stamp;
    const opened = { opened: true, active, form: formFromPack(active) };
    if (!isRulesPackFragment(hash)) {
      this.update(opened);
      return false;
    }
    const fromLink = readRulesPackLink(hash);
    if (!fromLink.ok)
      this.update({ ...opened, status: { kind: 'error', text: `${fromLink.message} The rules pack in use has not changed.` } });
    else if (active && samePack(active, fromLink.pack))
      this.update({ ...opened, status: { kind: 'ok', text: `This browser already uses ${packSummary(active).name}’s rules pack.` } });
    else this.update({ ...opened, offer: fromLink.pack });
    return true;
  };

  /**
   * Keeps `pack` as the one this browser uses (null: none), shown at once; once it is saved, says so with
   * `text` and runs `then`; or says why not, with `refused` first ("Not changed", "Not undone"): another tab
   * chose since (its choice is shown), or storage refused.
   */
  private keep(pack: RulesPack | null, text: string, refused = 'Not changed', then?: () => void): void {
    this.record().change(
      () => ({ ok: true, value: pack }),
      { merge: false },
      (done) => {
        this.seen = this.record().getState().stamp;
        const status: PackStatus =
          done.kind === 'stale'
            ? {
                kind: 'error',
                text: `${refused}: another tab has chosen the rules pack since, and this would replace its choice. ${usesWords(this.kept())}`,
              }
            : done.kind === 'not-stored'
              ? { kind: 'error', text: `${refused}: ${packNotStored(done.problem)}.` }
              : { kind: 'ok', text };
        this.update({ status, active: this.kept() });
        if (status.kind === 'ok') then?.();
      },
    );
    this.update({ active: this.kept() });
  }

  /** Uses `pack` in this browser (from a file, the link or the form), with Undo back to the one before. */
  adopt = (pack: RulesPack, how: string): void => {
    const previous = this.state.active;
    this.keep(pack, inUseWords(pack, how), undefined, () => this.update({ form: formFromPack(pack), undo: { previous } }));
  };

  stop = (): void => {
    this.keep(null, 'This browser no longer uses a rules pack: the site’s readings apply.');
    this.update({ undo: null });
  };

  undoAdopt = (): void => {
    const previous = this.state.undo?.previous ?? null;
    this.update({ undo: null });
    const restored = () => this.update({ form: formFromPack(previous) });
    if (previous) this.keep(previous, inUseWords(previous, 'Undone.'), 'Not undone', restored);
    else this.keep(null, 'Undone. This browser uses no rules pack: the site’s readings apply.', 'Not undone', restored);
  };

  useOffer = (): void => {
    const { offer } = this.state;
    if (!offer) return;
    this.update({ offer: null });
    this.adopt(offer, 'Opened from the link.');
  };

  keepCurrent = (): void => this.update({ offer: null, status: { kind: 'ok', text: 'The rules pack in use has not changed.' } });

  /** A pack file's text, or why it could not be read: used when it is a pack, and the reason said otherwise. */
  openFile = (read: { text: string } | { error: string }): void => {
    const parsed = 'text' in read ? parseRulesPack(read.text) : { ok: false as const, message: read.error };
    if (!parsed.ok) return this.say({ kind: 'error', text: `${parsed.message}. The rules pack in use has not changed.` });
    this.adopt(parsed.pack, 'Opened from the file.');
  };

  editForm = (patch: Partial<RulesPackForm>): void => this.update((s) => ({ form: { ...s.form, ...patch } }));

  /** Ticks or clears one reading the event takes the other way. */
  toggleReading = (reading: string, on: boolean): void =>
    this.update((s) => ({
      form: { ...s.form, alternatives: on ? [...s.form.alternatives, reading] : s.form.alternatives.filter((r) => r !== reading) },
    }));

  say = (status: PackStatus): void => this.update({ status });

  /** Saves a choice still waiting for the lock, at once (the page is being left). */
  saveQueued = (): void => this.record().saveQueued();

  /** Another tab wrote storage: a pack it chose or stopped is shown, and this page's Undo would now replace it. */
  storageChanged = (key: string | null): void => {
    const record = this.record();
    record.storageChanged(key);
    const { stamp, value } = record.getState();
    if (stamp === this.seen) return;
    this.seen = stamp;
    this.update({ active: value, undo: null, status: { kind: 'ok', text: `Another tab changed the rules pack. ${usesWords(value)}` } });
  };
}
