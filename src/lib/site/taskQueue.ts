/**
 * Jobs run one a task, in the order they were added (issue 12). The islands' runtime draws a tree in one
 * task and the browser lays it out in the next, so a page that draws its sections one a task never blocks
 * a tap for long, where drawing them all at once would.
 */

/** Runs `run` in a later task: a timer by default; the tests pass their own. */
export type Schedule = (run: () => void) => void;

export interface TaskQueue {
  /** Queues a job; the function returned takes it out again if it has not run yet. */
  add(job: () => void): () => void;
}

export function taskQueue(schedule: Schedule = (run) => void setTimeout(run, 0)): TaskQueue {
  const jobs: (() => void)[] = [];
  let pending = false;
  const wake = () => {
    if (pending || jobs.length === 0) return;
    pending = true;
    schedule(runNext);
  };
  function runNext() {
    pending = false;
    const job = jobs.shift();
    // The next job is scheduled before this one runs, so a job that throws cannot stall the rest.
    wake();
    job?.();
  }
  return {
    add(job) {
      jobs.push(job);
      wake();
      return () => {
        const at = jobs.indexOf(job);
        if (at >= 0) jobs.splice(at, 1);
      };
    },
  };
}

/** Resolves in a later task, so that what follows is not part of the task now running (a module just evaluated, say). */
export const nextTask = (): Promise<void> => new Promise((resolve) => void setTimeout(resolve, 0));
