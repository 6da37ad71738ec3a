import { describe, expect, it } from 'vitest';
import { taskQueue } from '../../../src/lib/site/taskQueue.ts';

/** A stand-in for the browser's task loop: each scheduled run waits until `tick` runs it. */
function fakeTasks() {
  const waiting: (() => void)[] = [];
  return {
    schedule: (run: () => void) => void waiting.push(run),
    /** Runs one task; false when none was waiting. */
    tick: () => {
      const run = waiting.shift();
      run?.();
      return run !== undefined;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

describe('taskQueue', () => {
  it('runs one job a task, in the order added', () => {
    const tasks = fakeTasks();
    const queue = taskQueue(tasks.schedule);
    const ran: string[] = [];
    queue.add(() => ran.push('extras'));
    queue.add(() => ran.push('rule check'));
    queue.add(() => ran.push('tools'));
    // Nothing runs in the task that queued the jobs, and only one task is waiting at a time.
    expect(ran).toEqual([]);
    expect(tasks.waiting).toBe(1);
    tasks.tick();
    expect(ran).toEqual(['extras']);
    tasks.tick();
    expect(ran).toEqual(['extras', 'rule check']);
    tasks.tick();
    expect(ran).toEqual(['extras', 'rule check', 'tools']);
    expect(tasks.tick()).toBe(false);
  });

  it('drops a job taken out before its turn, and keeps going after it', () => {
    const tasks = fakeTasks();
    const queue = taskQueue(tasks.schedule);
    const ran: string[] = [];
    queue.add(() => ran.push('a'));
    const cancel = queue.add(() => ran.push('b'));
    queue.add(() => ran.push('c'));
    cancel();
    while (tasks.tick());
    expect(ran).toEqual(['a', 'c']);
  });

  it('a job added while others wait runs after them; one added when all have run starts the queue again', () => {
    const tasks = fakeTasks();
    const queue = taskQueue(tasks.schedule);
    const ran: string[] = [];
    queue.add(() => {
      ran.push('first');
      queue.add(() => ran.push('added by first'));
    });
    queue.add(() => ran.push('second'));
    while (tasks.tick());
    expect(ran).toEqual(['first', 'second', 'added by first']);
    queue.add(() => ran.push('later'));
    expect(tasks.waiting).toBe(1);
    tasks.tick();
    expect(ran.at(-1)).toBe('later');
  });

  it('a job that throws does not stop the ones after it', () => {
    const tasks = fakeTasks();
    const queue = taskQueue(tasks.schedule);
    const ran: string[] = [];
    queue.add(() => {
      throw new Error('broken section');
    });
    queue.add(() => ran.push('next'));
    expect(() => tasks.tick()).toThrow('broken section');
    tasks.tick();
    expect(ran).toEqual(['next']);
  });
});
