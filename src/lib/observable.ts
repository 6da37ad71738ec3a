/**
 * State that the parts of a page follow: read whole with `getState`, followed with `subscribe` (the shape
 * React's useSyncExternalStore takes), replaced, never mutated, by `update`. The record store and every
 * tool's model are built on it, so each part of a page can select the slice it draws.
 */
export class Observable<S extends object> {
  protected state: S;
  private readonly listeners = new Set<(state: S) => void>();

  constructor(initial: S) {
    this.state = initial;
  }

  getState = (): S => this.state;

  /** Calls `listener` with every new state; returns the way to stop. */
  subscribe = (listener: (state: S) => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A new state from `patch`, told to every listener. */
  protected update(patch: Partial<S> | ((state: S) => Partial<S>)): void {
    this.state = { ...this.state, ...(typeof patch === 'function' ? patch(this.state) : patch) };
    this.changed();
    for (const listener of this.listeners) listener(this.state);
  }

  /** Runs after each new state and before the listeners hear of it (a model that starts work from its state). */
  protected changed(): void {}
}
