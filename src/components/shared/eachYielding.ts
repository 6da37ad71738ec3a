/**
 * Long work on many items (an organiser's 500 list files) done in steps, so that the page keeps
 * answering: after each item, once the current task has run for `sliceMs`, the page is given back to
 * input and drawing before the next item. Uses the browser's own scheduler.yield() where it has it (it
 * resumes ahead of other queued tasks), else a new task.
 */
type WithScheduler = typeof globalThis & { scheduler?: { yield?: () => Promise<void> } };

/** Gives the page back to input and drawing, then resumes. */
export const giveBack = (): Promise<void> => {
  const scheduler = (globalThis as WithScheduler).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

export async function eachYielding<T, R>(
  items: readonly T[],
  work: (item: T, index: number) => R,
  onProgress?: (done: number) => void,
  sliceMs = 40,
): Promise<R[]> {
  const out: R[] = [];
  let sliceStart = performance.now();
  for (const [index, item] of items.entries()) {
    if (performance.now() - sliceStart > sliceMs) {
      onProgress?.(index);
      await giveBack();
      sliceStart = performance.now();
    }
    out.push(work(item, index));
  }
  return out;
}

/**
 * Runs an engine's steps (a generator that yields between pieces of work, such as the Swiss pairing's
 * rows) giving the page back whenever the current task has run for `sliceMs`. The first step waits for a
 * task of its own, so the click that started the work draws ("Pairing…") without a slice added to it.
 */
export async function runYielding<T>(steps: Generator<void, T>, sliceMs = 25): Promise<T> {
  await giveBack();
  let sliceStart = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart > sliceMs) {
      await giveBack();
      sliceStart = performance.now();
    }
  }
}
