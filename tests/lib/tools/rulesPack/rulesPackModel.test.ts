/** The rules-pack page's model: the pack in use, a link's offer, the form, and two tabs choosing at once. */
import { describe, expect, it } from 'vitest';
import { parseRulesPack, rulesPackFragment, type RulesPack } from '#src/lib/gwsh/rulesPack.ts';
import { heldLocks } from '#tests/support/locks.ts';
import { readPackRecord } from '#src/lib/tools/rulesPack/packRecord.ts';
import { RulesPackModel } from '#src/lib/tools/rulesPack/rulesPackModel.ts';
import { RULES_PACK_KEY } from '#src/lib/tools/rulesPack/rulesPackStorage.ts';
import { memoryStorage, openStorage, type StorageLike } from '#src/lib/storage/safeStorage.ts';

const pack = (text: object): RulesPack => {
  const read = parseRulesPack(JSON.stringify(text));
  if (!read.ok) throw new Error(read.message);
  return read.pack;
};
const cup = pack({ format: 'gwsh-rules-pack', version: 1, name: 'Club cup', maxAircraft: 2 });
const open = pack({ format: 'gwsh-rules-pack', version: 1, name: 'Open' });

/** One tab of the rules-pack page on a browser's storage. */
const tab = (shared: StorageLike, id: string) => {
  const record = readPackRecord(
    openStorage(() => shared),
    id,
    () => 5000,
  );
  return new RulesPackModel(() => record);
};
const stored = (shared: StorageLike) => (JSON.parse(shared.getItem(RULES_PACK_KEY)!) as { value: RulesPack | null }).value;

describe('the rules-pack page', () => {
  it('opens on what the browser uses; a link offers its pack, which replaces nothing until it is used, and Undo takes it back', () => {
    const shared = memoryStorage();
    const page = tab(shared, 'a');
    expect(page.getState()).toMatchObject({ opened: false, active: null });
    // The link carries the cup: offered, and the page is told to take it out of its address.
    expect(page.open(`#${rulesPackFragment(cup)}`)).toBe(true);
    expect(page.getState()).toMatchObject({ opened: true, active: null, offer: { name: 'Club cup' }, status: null });
    expect(shared.getItem(RULES_PACK_KEY)).toBeNull();
    page.useOffer();
    expect(stored(shared)).toMatchObject({ name: 'Club cup', maxAircraft: 2 });
    expect(page.getState()).toMatchObject({
      offer: null,
      active: { name: 'Club cup' },
      undo: { previous: null },
      form: { name: 'Club cup', maxAircraftText: '2' },
      status: { kind: 'ok', text: 'Opened from the link. This browser now checks lists and scores games with Club cup’s rules pack.' },
    });
    page.undoAdopt();
    expect(stored(shared)).toBeNull();
    expect(page.getState()).toMatchObject({
      active: null,
      undo: null,
      status: { text: 'Undone. This browser uses no rules pack: the site’s readings apply.' },
    });
  });

  it('a link to the pack in use says so; a damaged link or file says what is wrong and keeps the pack in use', () => {
    const shared = memoryStorage();
    const first = tab(shared, 'a');
    first.open('');
    first.adopt(cup, 'Saved.');
    const again = tab(shared, 'b');
    again.open(`#${rulesPackFragment(cup)}`);
    expect(again.getState()).toMatchObject({
      offer: null,
      status: { kind: 'ok', text: 'This browser already uses Club cup’s rules pack.' },
    });
    again.openFile({ text: '{"format":"gwsh-list"}' });
    expect(again.getState().status).toMatchObject({
      kind: 'error',
      text: expect.stringMatching(/The rules pack in use has not changed\.$/),
    });
    expect(stored(shared)).toMatchObject({ name: 'Club cup' });
  });

  it('a tab that chose after another tab never replaces that choice unseen: it shows theirs and says why', () => {
    const shared = memoryStorage();
    const a = tab(shared, 'a');
    const b = tab(shared, 'b');
    a.open('');
    b.open('');
    a.adopt(cup, 'Saved.');
    // b last read "no pack": its choice of Open would replace the cup it has not seen.
    b.adopt(open, 'Saved.');
    expect(stored(shared)).toMatchObject({ name: 'Club cup' });
    expect(b.getState()).toMatchObject({
      active: { name: 'Club cup' },
      undo: null,
      status: {
        kind: 'error',
        text: 'Not changed: another tab has chosen the rules pack since, and this would replace its choice. This browser now uses Club cup’s rules pack.',
      },
    });
    // Told of a's next choice by the storage event, b shows it, and its own Undo is gone.
    a.stop();
    b.storageChanged(RULES_PACK_KEY);
    expect(b.getState()).toMatchObject({
      active: null,
      status: { kind: 'ok', text: 'Another tab changed the rules pack. This browser now uses no rules pack: the site’s readings apply.' },
    });
  });

  it('the form is edited in the model: a reading ticked and cleared, a field changed', () => {
    const page = tab(memoryStorage(), 'a');
    page.editForm({ name: 'League' });
    page.toggleReading('hq-costed-zero', true);
    expect(page.getState().form).toMatchObject({ name: 'League', alternatives: ['hq-costed-zero'] });
    page.toggleReading('hq-costed-zero', false);
    expect(page.getState().form.alternatives).toEqual([]);
  });

  it('two tabs choosing under the Web Lock at the same instant: the first is kept, the second shows it and says why', async () => {
    const shared = memoryStorage();
    const { locks, grant } = heldLocks();
    const tabWithLocks = (id: string) => {
      const record = readPackRecord(
        openStorage(() => shared),
        id,
        () => 5000,
        locks,
      );
      const model = new RulesPackModel(() => record);
      model.open('');
      return { model, record };
    };
    const a = tabWithLocks('a');
    const b = tabWithLocks('b');
    a.model.adopt(cup, 'Saved.');
    b.model.adopt(open, 'Saved.');
    // Each shows its choice at once; neither is said to be kept before its save.
    expect(a.model.getState()).toMatchObject({ active: { name: 'Club cup' }, undo: null });
    expect(b.model.getState().active).toMatchObject({ name: 'Open' });
    await grant();
    expect(stored(shared)).toMatchObject({ name: 'Club cup' });
    expect(a.model.getState()).toMatchObject({
      status: { kind: 'ok', text: 'Saved. This browser now checks lists and scores games with Club cup’s rules pack.' },
    });
    await grant();
    expect(stored(shared)).toMatchObject({ name: 'Club cup' });
    expect(b.model.getState()).toMatchObject({
      active: { name: 'Club cup' },
      undo: null,
      status: { kind: 'error', text: expect.stringContaining('Not changed: another tab has chosen the rules pack since') },
    });
  });
});
