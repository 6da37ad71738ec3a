/**
 * The list builder's model (src/lib/tools/listBuilder/listBuilderModel.ts): one owner of the list on screen, the
 * saved lists, the tables, the event's pack and a shared list, read through memoised selectors.
 */
import { describe, expect, it, vi } from 'vitest';
import { allCostTables } from '#src/lib/data/tables/costTablesAll.ts';
import type { CostTables } from '#src/lib/data/tables/costTables.ts';
import { setStandCount } from '#src/lib/gwsh/list/listEdits.ts';
import { capSentence } from '#src/lib/gwsh/list/listCap.ts';
import { serialiseList } from '#src/lib/gwsh/list/listFile.ts';
import { activePack } from '#src/lib/gwsh/rulesPack.ts';
import { memoryStorage, openStorage } from '#src/lib/storage/safeStorage.ts';
import * as rules from '#src/lib/tools/listBuilder/savedLists.ts';
import { AT_ONCE_LINES, ListBuilderModel, TABLES_FAILED } from '#src/lib/tools/listBuilder/listBuilderModel.ts';
import { brigade, list } from '../../gwsh/list/listBuilders.ts';

/** The rule tables with the troop costs of these nations alone, as a fetch of them gives. */
const only = (nations: string[]): CostTables => ({
  ...allCostTables,
  troopCosts: new Map(nations.map((n) => [n, allCostTables.troopCosts.get(n)!])),
});

/** A model on an empty storage whose table fetches wait until the test settles them, one by one. */
function page() {
  const fetches: { nations: string[]; settle: (ok: boolean) => void }[] = [];
  let ids = 0;
  const said: { text: string; undo?: () => void }[] = [];
  const model = new ListBuilderModel({
    now: () => 1_000,
    newId: () => `list-${++ids}`,
    tabId: 'tab',
    announce: (text, undo) => said.push({ text, undo }),
    inSteps: async (items, work) => items.map((item) => work(item)),
    transition: (apply) => apply(),
    setTimer: () => 0,
    clearTimer: () => undefined,
    loadTables: (nations) =>
      new Promise<CostTables>((resolve, reject) =>
        fetches.push({ nations, settle: (ok) => (ok ? resolve(only(nations)) : reject(new Error('offline'))) }),
      ),
  });
  let changes = 0;
  model.subscribe(() => changes++);
  /** Settles the oldest fetch waiting, then lets its promise run. */
  const settle = async (ok = true) => {
    fetches.shift()!.settle(ok);
    await Promise.resolve();
    await Promise.resolve();
  };
  return { model, fetches, settle, said, changes: () => changes, state: model.getState };
}

// A German 1917 Attack list: 12 Regular Infantry (12 × 5 = 60 points) and 6 Green Infantry.
const german = list({
  nation: 'germany',
  year: 1917,
  brigades: [brigade('A', 'regular', [['infantry', 12]]), brigade('B', 'green', [['infantry', 6]])],
});

describe('the list builder model', () => {
  it('fetches the tables its lists need by itself, and draws nothing before they are all here', async () => {
    const p = page();
    expect(p.model.tables(p.state())).toBeNull();
    p.model.openSaved(
      rules,
      openStorage(() => memoryStorage()),
      null,
    );
    // The starter list is German: the German troop costs (and the rule tables with them) are fetched once.
    expect(p.fetches.map((f) => f.nations)).toEqual([['germany']]);
    p.model.edit(() => german);
    expect(p.fetches).toHaveLength(1);
    expect(p.model.costed(p.state())).toBeNull();
    await p.settle();
    expect([...p.model.tables(p.state())!.troopCosts.keys()]).toEqual(['germany']);
    expect(p.model.costed(p.state())!.cost.brigades[0]!.costText).toBe('60');
  });

  it('keeps what each fetch brought, whatever order they end in', async () => {
    const p = page();
    p.model.openSaved(
      rules,
      openStorage(() => memoryStorage()),
      null,
    );
    // Germany's table is on its way when the list on screen becomes French: France's is fetched too.
    p.model.edit((l) => ({ ...l, nation: 'france' }));
    expect(p.fetches.map((f) => f.nations)).toEqual([['germany'], ['france']]);
    await p.settle();
    expect(p.model.tables(p.state())).toBeNull();
    await p.settle();
    expect([...p.model.tablesNow()!.troopCosts.keys()]).toEqual(['germany', 'france']);
    expect(p.model.tables(p.state())).not.toBeNull();
  });

  it('names a fetch that failed, and tries again only for another set of nations', async () => {
    const p = page();
    p.model.openSaved(
      rules,
      openStorage(() => memoryStorage()),
      null,
    );
    await p.settle(false);
    expect(p.model.loadError(p.state())).toBe(TABLES_FAILED);
    p.model.edit((l) => ({ ...l, name: 'Renamed' }));
    expect(p.fetches).toHaveLength(0);
    // A French list needs France's table too: fetched (with Germany's, still missing), and the error gone.
    p.model.newList();
    p.model.edit(() => ({ ...german, nation: 'france' }));
    expect(p.fetches.map((f) => f.nations)).toEqual([['france', 'germany']]);
    expect(p.model.loadError(p.state())).toBeNull();
  });

  it("costs an edit again only in the brigade it changed: the other brigade's view is the same object", async () => {
    const p = page();
    p.model.openSaved(
      rules,
      openStorage(() => memoryStorage()),
      null,
    );
    p.model.edit(() => german);
    await p.settle();
    const before = p.state();
    const [a, b] = [p.model.brigade(before, 0)!, p.model.brigade(before, 1)!];
    // 12 → 13 Infantry in A: 13 × 5 = 65.
    p.model.edit((l) => setStandCount(l, 0, 0, 13));
    const after = p.state();
    expect(p.model.brigade(after, 0)!.cost!.costText).toBe('65');
    expect(p.model.brigade(after, 0)).not.toBe(a);
    expect(p.model.brigade(after, 1)).toBe(b);
    // Read twice, a selector gives the same answer: a part bound to it is not drawn again.
    expect(p.model.costed(after)).toBe(p.model.costed(after));
    expect(p.model.check(after)).toBe(p.model.check(after));
    // An edit is drawn at once, and so is a new list (no lines).
    expect(p.model.drawsAtOnce(after, before)).toBe(true);
    p.model.newList();
    const blank = p.state();
    expect(p.model.drawsAtOnce(blank, after)).toBe(true);
  });

  it('draws in the background a long list opened, the first draw, and many lists added at once', async () => {
    const p = page();
    const loading = p.state();
    p.model.openSaved(
      rules,
      openStorage(() => memoryStorage()),
      null,
    );
    await p.settle();
    // The first draw, once the saved lists and the tables are in.
    expect(p.model.drawsAtOnce(p.state(), loading)).toBe(false);
    const before = p.state();
    // A list of 102 lines (AT_ONCE_LINES is 100): 51 brigades of two lines each.
    expect(AT_ONCE_LINES).toBe(100);
    const two = brigade('B', 'regular', [
      ['infantry', 4],
      ['mg-1917-18', 1],
    ]);
    const long = list({ nation: 'germany', year: 1917, brigades: Array.from({ length: 51 }, () => two) });
    // A list opened from a link and added: another list on screen, past AT_ONCE_LINES.
    p.model.setShared({ ok: true, list: long });
    expect(p.model.addShared()).toBe(true);
    expect(p.model.drawsAtOnce(p.state(), before)).toBe(false);
    // Three lists added in one step (a restore): in the background, whatever their size.
    const one = p.state();
    let imported = false;
    const importing = p.model.importFiles(['A', 'B', 'C'].map((name) => ({ file: `${name}.json`, input: { ...german, name } })));
    void importing.then(() => (imported = true));
    // The import fetches the tables its lists' nations need: settled as they are asked for.
    while (!imported) await (p.fetches.length > 0 ? p.settle() : new Promise((resolve) => setTimeout(resolve, 0)));
    expect(await importing).toEqual([]);
    expect(p.state().lists.lists.length - one.lists.lists.length).toBe(3);
    expect(p.model.drawsAtOnce(p.state(), one)).toBe(false);
  });

  it("takes the event pack's aircraft maximum over the list's own, and costs a shared list under the pack", async () => {
    const p = page();
    p.model.openSaved(
      rules,
      openStorage(() => memoryStorage()),
      null,
    );
    await p.settle();
    p.model.setMaxAircraft(2);
    expect(p.model.maxAircraft(p.state())).toBe(2);
    const cup = activePack(JSON.stringify({ format: 'gwsh-rules-pack', version: 1, name: 'Cup', readings: {}, maxAircraft: 3 }))!;
    const changes = p.changes();
    p.model.setPack(cup);
    p.model.setPack(cup);
    expect(p.changes()).toBe(changes + 1);
    expect(p.model.maxAircraft(p.state())).toBe(3);
    expect(p.model.sharedCost(p.state())).toBeNull();
    // The shared list: 12 × 5 = 60 and 6 Green Infantry, 6 × 5 = 30 at Green's 80 %, 24: 84 in all.
    p.model.setShared({ ok: true, list: german });
    expect(p.model.sharedCost(p.state())!.totalText).toBe('84');
  });

  it('never lets a table it holds go, nor replaces it', () => {
    const p = page();
    p.model.holdTables(allCostTables);
    p.model.holdTables(only(['germany']));
    expect(p.model.tablesNow()).toBe(allCostTables);
  });

  it('gives the saved lists with the unsaved draft in its place, the same array while neither changes', async () => {
    const p = page();
    p.model.openSaved(
      rules,
      openStorage(() => memoryStorage()),
      null,
    );
    await p.settle();
    const lists = p.model.lists(p.state().lists);
    expect(p.model.lists(p.state().lists)).toBe(lists);
    // The starter list is not saved until it is first changed.
    expect(p.model.savedIds(lists).size).toBe(0);
    p.model.edit(() => german);
    p.model.saveNow();
    const saved = p.model.lists(p.state().lists);
    expect(saved.map((l) => l.list.name)).toEqual(['test']);
    expect([...p.model.savedIds(saved)]).toEqual([p.state().lists.draft.id]);
  });

  describe('steps on whole lists', () => {
    /** A page opened on its tables, showing Kampfgruppe (the German list), saved. */
    async function opened() {
      const p = page();
      p.model.openSaved(
        rules,
        openStorage(() => memoryStorage()),
        null,
      );
      await p.settle();
      p.model.edit(() => ({ ...german, name: 'Kampfgruppe' }));
      p.model.saveNow();
      return p;
    }
    const names = (p: ReturnType<typeof page>) => p.state().lists.lists.map((l) => l.list.name);

    it('an addition the cap refuses changes nothing and says so; one it allows is made', async () => {
      const p = await opened();
      const id = p.state().lists.draft.id;
      // The cap's edits give the list back unchanged when it would pass the cap.
      expect(p.model.grow((l) => l, id)).toBe(false);
      expect(p.said.at(-1)?.text).toBe(capSentence);
      expect(p.model.grow((l) => setStandCount(l, 0, 0, 13), id)).toBe(true);
      expect(p.state().lists.draft.list.brigades[0]!.stands[0]!.count).toBe(13);
    });

    it('a removal is undone while nothing else changed the list, and not after', async () => {
      const p = await opened();
      const id = p.state().lists.draft.id;
      const dropB = (l: typeof german) => ({ ...l, brigades: l.brigades.slice(0, 1) });
      p.model.removeWithUndo(dropB, 'Removed brigade B.', id);
      expect(p.state().lists.draft.list.brigades).toHaveLength(1);
      expect(p.said.at(-1)?.text).toBe('Removed brigade B.');
      p.said.at(-1)!.undo!();
      expect(p.state().lists.draft.list.brigades.map((b) => b.name)).toEqual(['A', 'B']);
      expect(p.said.at(-1)?.text).toBe('Restored.');
      // Removed again, then renamed: the Undo would lose the new name, so it does nothing and says why.
      p.model.removeWithUndo(dropB, 'Removed brigade B.', id);
      const undo = p.said.at(-1)!.undo!;
      p.model.edit((l) => ({ ...l, name: 'Renamed' }), id);
      undo();
      expect(p.state().lists.draft.list).toMatchObject({ name: 'Renamed', brigades: [{ name: 'A' }] });
      expect(p.said.at(-1)?.text).toBe('The list has changed since, so there is nothing to undo.');
    });

    it('deletes the list on screen with an Undo that brings it back, each step said', async () => {
      const p = await opened();
      p.model.deleteList();
      expect(names(p)).toEqual([]);
      expect(p.said.at(-1)?.text).toBe('Deleted “Kampfgruppe”.');
      p.said.at(-1)!.undo!();
      expect(names(p)).toEqual(['Kampfgruppe']);
      expect(p.state().lists.draft.list.name).toBe('Kampfgruppe');
      expect(p.said.at(-1)?.text).toBe('Restored “Kampfgruppe”.');
    });

    it('a new list and a copy are saved and said', async () => {
      const p = await opened();
      p.model.duplicateList();
      expect(p.said.at(-1)?.text).toBe('Duplicated as “Kampfgruppe (copy)”.');
      expect(p.model.newList()).toBe(true);
      expect(p.said.at(-1)?.text).toBe('New list created.');
      // Kampfgruppe, its copy, and the new list (no name yet).
      expect(names(p)).toEqual(['Kampfgruppe', 'Kampfgruppe (copy)', '']);
    });

    it("changing the nation fetches the new nation's table before the change is made", async () => {
      const p = await opened();
      const edits: string[] = [];
      p.model.changeSettings({ nation: 'france' }, (change) => edits.push(change(german).nation));
      // Nothing changed until France's table is here; then the change is made once.
      expect(edits).toEqual([]);
      expect(p.fetches.at(-1)?.nations).toEqual(['france']);
      await p.settle();
      expect(edits).toEqual(['france']);
      expect(p.state().tables!.troopCosts.has('france')).toBe(true);
      // A name needs no table: made at once.
      p.model.changeSettings({ name: 'Groupe' }, (change) => edits.push(change(german).name ?? ''));
      expect(edits).toEqual(['france', 'Groupe']);
    });

    it('imports files: each readable list added once its nation’s table is here, said, and what was refused returned', async () => {
      const p = await opened();
      const french = { ...german, nation: 'france', name: 'Groupement' };
      const importing = p.model.importFiles([
        { file: 'groupement.json', input: serialiseList(french) },
        { file: 'empty.json', error: 'The file is empty.' },
      ]);
      await vi.waitFor(() => expect(p.fetches.at(-1)?.nations).toEqual(['france']));
      await p.settle();
      expect(await importing).toEqual([
        '“empty.json” was not imported: The file is empty.',
        'The other files were added as new lists; nothing else was changed.',
      ]);
      expect(names(p)).toEqual(['Kampfgruppe', 'Groupement']);
      expect(p.said.at(-1)?.text).toBe('Imported “groupement.json” as a new list.');
    });
  });
});
