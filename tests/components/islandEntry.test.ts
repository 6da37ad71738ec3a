import { describe, expect, it } from 'vitest';
import { islandComponent } from '../../src/components/shared/islandEntry.ts';

describe('islandComponent (an island entry, issue 12)', () => {
  it('gives the fetched component only a task after its module has arrived, so hydrating it is a task of its own', async () => {
    const Calculator = () => null;
    const order: string[] = [];
    const entry = islandComponent(async () => ({ default: Calculator })).then((component) => {
      order.push('island');
      return component;
    });
    // A timer queued now fires before the entry resolves: the module arrives in microtasks, and the entry
    // then waits for a later task. Without that wait 'island' would come first.
    setTimeout(() => order.push('task'), 0);
    expect(await entry).toBe(Calculator);
    expect(order).toEqual(['task', 'island']);
  });

  it('passes on a module that fails to load', async () => {
    await expect(islandComponent<object>(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
  });
});
