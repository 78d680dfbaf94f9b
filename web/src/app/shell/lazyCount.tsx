import { useEffect, useState, type ComponentType } from 'react';

/**
 * A navigation count that lives in a feature's chunk, loaded after the shell (the router loads the same
 * chunk for the feature's pages). Unlike React.lazy, a chunk that cannot load (no signal right after
 * sign-in) breaks nothing: the count is simply absent, and it is asked for again when the browser is back
 * online.
 */
export function lazyCount(load: () => Promise<ComponentType>): ComponentType {
  return function LazyCount() {
    const [Count, setCount] = useState<ComponentType | null>(null);
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      if (Count) return;
      let live = true;
      load().then(
        (loaded) => live && setCount(() => loaded),
        () => undefined,
      );
      const retry = () => setAttempt((n) => n + 1);
      window.addEventListener('online', retry);
      return () => {
        live = false;
        window.removeEventListener('online', retry);
      };
    }, [Count, attempt]);
    return Count ? <Count /> : null;
  };
}
