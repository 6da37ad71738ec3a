/** The organiser's check as a model (src/lib/tools/checkLists/checkListsModel.ts), over the real engine and tables. */
import { describe, expect, it } from 'vitest';
import { allCostTables } from '#src/lib/data/tables/costTablesAll.ts';
import { CheckListsModel, type CheckListsDeps } from '#src/lib/tools/checkLists/checkListsModel.ts';
import { serialiseList } from '#src/lib/gwsh/list/listFile.ts';
import { listLinkFragment } from '#src/lib/gwsh/list/listLink.ts';
import { brigade, list } from '../../gwsh/list/listBuilders.ts';

// Germany 1917, a Division HQ and ten regular infantry at 5: 50 points.
const ada = list({
  nation: 'germany',
  year: 1917,
  player: 'Ada',
  brigades: [brigade('HQ', 'regular', [['division-hq', 1]]), brigade('Inf', 'regular', [['infantry', 10]])],
});

function model(over: Partial<CheckListsDeps> = {}) {
  const progress: number[] = [];
  const m = new CheckListsModel({
    loadEngine: () => import('#src/lib/gwsh/list/checkLists.ts'),
    loadTables: async () => allCostTables,
    // Every step at once, with the progress said after each (the page's scheduler gives the page back between).
    eachYielding: async (steps, run, onProgress) =>
      steps.map((step, i) => {
        onProgress(i);
        progress.push(i);
        return run(step);
      }),
    transition: (apply) => apply(),
    ...over,
  });
  return { m, progress };
}

describe('the organiser’s check', () => {
  it('checks each file as one step and adds its lists to those checked; Clear empties them', async () => {
    const { m, progress } = model();
    const file = (name: string) => ({ name, read: { ok: true as const, text: serialiseList(ada) } });
    await m.checkFiles([file('a.json'), file('b.json')]);
    expect(progress).toEqual([0, 1]);
    expect(m.getState().checked.map((c) => [c.file, c.ok])).toEqual([
      ['a.json', true],
      ['b.json', true],
    ]);
    expect(m.getState()).toMatchObject({ progress: null, tablesError: null, tables: allCostTables });
    await m.checkFiles([file('c.json')]);
    expect(m.getState().checked).toHaveLength(3);
    m.clear();
    expect(m.getState().checked).toEqual([]);
  });

  it('links are checked one a line, and a line it could not read goes back in the box to be mended', async () => {
    const { m } = model();
    m.setLinks(`https://x.example/gwsh/calculators/list-builder/#${listLinkFragment(ada)}\n#list=2.garbled`);
    await m.checkLinks();
    expect(m.getState().checked.map((c) => [c.file, c.ok])).toEqual([
      ['link 1', true],
      ['link 2', false],
    ]);
    expect(m.getState().links).toBe('#list=2.garbled');
  });

  it('says why when the cost tables cannot be loaded, and checks nothing', async () => {
    const { m } = model({ loadTables: () => Promise.reject(new Error('offline')) });
    await m.checkFiles([{ name: 'a.json', read: { ok: true, text: serialiseList(ada) } }]);
    expect(m.getState()).toMatchObject({
      checked: [],
      tablesError: 'The cost tables could not be loaded. Check the connection and reload the page.',
    });
  });
});
