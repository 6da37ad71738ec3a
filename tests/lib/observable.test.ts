import { describe, expect, it } from 'vitest';
import { Observable } from '#src/lib/observable.ts';

/** A counter with a step that runs between each new state and its listeners, as the list builder's model does. */
class Counter extends Observable<{ count: number; label: string }> {
  readonly seenByChanged: number[] = [];
  constructor() {
    super({ count: 0, label: 'none' });
  }
  add = (n: number) => this.update((s) => ({ count: s.count + n }));
  name = (label: string) => this.update({ label });
  protected override changed(): void {
    this.seenByChanged.push(this.state.count);
  }
}

describe('Observable', () => {
  it('tells each listener the new state, a new object each time, with the fields a patch leaves kept', () => {
    const counter = new Counter();
    const before = counter.getState();
    const heard: { count: number; label: string }[] = [];
    counter.subscribe((s) => heard.push(s));
    counter.add(2);
    counter.name('two');
    counter.add(3);
    // 0 + 2 = 2, then 2 + 3 = 5; the label set in between is kept by the second add.
    expect(heard).toEqual([
      { count: 2, label: 'none' },
      { count: 2, label: 'two' },
      { count: 5, label: 'two' },
    ]);
    expect(counter.getState()).toBe(heard[2]);
    expect(before).toEqual({ count: 0, label: 'none' });
  });

  it('runs its own step on each new state before any listener hears of it, and a listener that stopped hears nothing', () => {
    const counter = new Counter();
    const order: string[] = [];
    const stop = counter.subscribe((s) => order.push(`listener ${s.count} after ${counter.seenByChanged.join()}`));
    counter.add(1);
    stop();
    counter.add(1);
    expect(order).toEqual(['listener 1 after 1']);
    expect(counter.seenByChanged).toEqual([1, 2]);
  });
});
