import { useSyncExternalStore } from 'react';

/** Part 1 §9: the service issues and standing tables show 25 rows when the window is taller than 1000 px, else 10. */
export const tallWindowPageSize = (height: number): number => (height > 1000 ? 25 : 10);

export function useTallWindowPageSize(): number {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('resize', onChange);
      return () => window.removeEventListener('resize', onChange);
    },
    () => tallWindowPageSize(window.innerHeight),
    () => 10,
  );
}
