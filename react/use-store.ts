import { useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

/** Reads a store and re-renders when it changes. */
export function useStore<Value>(store: ReadableAtom<Value>): Value {
  return useSyncExternalStore(
    (onChange) => store.listen(onChange),
    () => store.get(),
    () => store.get(),
  );
}
