/**
 * The one binding of a tool's model to React: the slice of the model's state a part draws, followed live.
 * `select` returns a part of the state as it is (never a new object), so the part is drawn again only when
 * that part changes.
 */
import { useSyncExternalStore } from 'react';
import type { Observable } from '#src/lib/observable.ts';

export function useSlice<S extends object, R>(model: Observable<S>, select: (state: S) => R): R {
  const slice = () => select(model.getState());
  return useSyncExternalStore(model.subscribe, slice, slice);
}
