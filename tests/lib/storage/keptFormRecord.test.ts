/** A calculator's kept form, one record per tab (src/lib/storage/keptFormRecord.ts). */
import { describe, expect, it } from 'vitest';
import {
  KEPT_FORMS_PER_PAGE,
  formChange,
  keepForm,
  keptFormKey,
  latestKeptForm,
  openKeptForm,
  openTabForm,
  pruneKeptForms,
} from '#src/lib/storage/keptFormRecord.ts';
import { memoryStorage, openStorage } from '#src/lib/storage/safeStorage.ts';

/** The form in these tests: a nation, a year and a die as typed. */
interface Form {
  nation: string;
  year: number;
  die: string;
}
const readForm = (json: unknown): Form | null => {
  const f = json as Partial<Form> | null;
  return f && typeof f.nation === 'string' && typeof f.year === 'number' && typeof f.die === 'string'
    ? { nation: f.nation, year: f.year, die: f.die }
    : null;
};
const start: Form = { nation: 'germany', year: 1917, die: '' };

function browser() {
  const shared = memoryStorage();
  const storage = openStorage(() => shared);
  let clock = 1000;
  const tab = (id: string) => openKeptForm(storage, 'form', readForm, id, () => (clock += 10));
  return { shared, storage, tab };
}

describe('kept form record', () => {
  it('each tab keeps its own form: two games scored side by side never save over each other', () => {
    const { shared, tab } = browser();
    const a = tab('a');
    const b = tab('b');
    keepForm(a, start);
    keepForm(b, { ...start, nation: 'france' });
    keepForm(a, { ...start, die: '6' });
    expect(JSON.parse(shared.getItem(keptFormKey('form', 'a'))!)).toMatchObject({
      rev: 2,
      writer: 'a',
      value: { nation: 'germany', die: '6' },
    });
    expect(JSON.parse(shared.getItem(keptFormKey('form', 'b'))!)).toMatchObject({ rev: 1, writer: 'b', value: { nation: 'france' } });
    // A reload of tab a (the same tab name) reads its own form back.
    expect(tab('a').getState().value).toEqual({ nation: 'germany', year: 1917, die: '6' });
  });

  it('a tab with no form of its own starts from the one kept last, a form from before forms were per tab included', () => {
    const { shared, storage, tab } = browser();
    expect(latestKeptForm(storage, 'form', readForm)).toBeNull();
    // Kept before forms were per tab: a bare form under the page's key.
    shared.setItem('form', JSON.stringify({ ...start, die: '3' }));
    expect(latestKeptForm(storage, 'form', readForm)).toEqual({ ...start, die: '3' });
    keepForm(tab('a'), start);
    keepForm(tab('b'), { ...start, nation: 'italy' });
    // b wrote last (its stamp is later): a new tab starts from Italy.
    expect(latestKeptForm(storage, 'form', readForm)).toEqual({ ...start, nation: 'italy' });
  });

  it('a tab opens on its own form, else on the one kept last by any tab', () => {
    const { storage, tab } = browser();
    keepForm(tab('a'), start);
    keepForm(tab('b'), { ...start, nation: 'italy' });
    // A new tab, c: nothing of its own, so b's form (kept last); a: its own, though b wrote later.
    expect(openTabForm(storage, 'form', readForm, 'c')).toMatchObject({ form: { nation: 'italy' }, record: expect.anything() });
    expect(openTabForm(storage, 'form', readForm, 'a').form).toEqual(start);
  });

  it('keeps the most recently changed forms of a page and sets aside, never removes, one it cannot read', () => {
    const { shared, storage, tab } = browser();
    for (let i = 0; i < KEPT_FORMS_PER_PAGE + 3; i++) keepForm(tab(`t${i}`), { ...start, die: String(i % 6) });
    shared.setItem(keptFormKey('form', 'bad'), '{"nation":7}');
    const bad = tab('bad');
    expect(bad.getState()).toMatchObject({ value: null, unreadable: 'it is not a form this page can read' });
    pruneKeptForms(storage, 'form', 'new');
    // 11 tabs' forms, and a new tab about to keep its own: the 7 written last remain (t4 to t10), the 8th place
    // is the new tab's; the set-aside entry stays.
    const left = storage.keys('form:').sort();
    expect(left.filter((k) => !k.endsWith('.unreadable'))).toHaveLength(KEPT_FORMS_PER_PAGE - 1);
    expect(left).toContain(keptFormKey('form', 't4'));
    expect(left).not.toContain(keptFormKey('form', 't3'));
    expect(shared.getItem(`${keptFormKey('form', 'bad')}.unreadable`)).toBe('{"nation":7}');
  });

  it('a change is the fields it changed: applied to another version of the form it keeps that version’s other fields', () => {
    const change = formChange<Form>(start, { ...start, year: 1916 });
    expect(change({ nation: 'germany', year: 1917, die: '6' })).toEqual({ ok: true, value: { nation: 'germany', year: 1916, die: '6' } });
    expect(formChange<Form>(null, start)(null)).toEqual({ ok: true, value: start });
    // Two pages of one tab's session (a tab duplicated): the second change is applied to the first's version.
    const { shared, tab } = browser();
    const one = tab('dup');
    keepForm(one, start);
    const two = tab('dup');
    keepForm(one, { ...start, year: 1916 });
    keepForm(two, { ...start, die: '6' });
    expect(JSON.parse(shared.getItem(keptFormKey('form', 'dup'))!)).toMatchObject({ value: { nation: 'germany', year: 1916, die: '6' } });
  });
});
