import { useEffect, useState } from 'react';
import { whenIdle } from './whenIdle';

/**
 * False on the first render, true once the page has painted it and gone idle: for a part of a screen that
 * should not hold up the rest (the day's map, whose code takes the phone's CPU for a while).
 */
export function useIdleReady(enabled = true): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!enabled || ready) return;
    return whenIdle(() => setReady(true));
  }, [enabled, ready]);
  return ready;
}
