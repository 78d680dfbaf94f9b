import type { EventFilter, Position, EventStore } from '@pawroute/platform';
import type { Projector } from './projector';

/** The store filter for a projector; no event types listed means every event. */
export function projectorFilter(projector: Projector): EventFilter | undefined {
  return projector.eventTypes.length > 0 ? { eventTypes: projector.eventTypes } : undefined;
}

/** The filter that covers several projectors at once (a rebuild reads the store once for all). */
export function unionFilter(projectors: readonly Projector[]): EventFilter | undefined {
  if (projectors.some((p) => p.eventTypes.length === 0)) return undefined;
  return { eventTypes: [...new Set(projectors.flatMap((p) => p.eventTypes))] };
}

export function handles(projector: Projector): (type: string) => boolean {
  if (projector.eventTypes.length === 0) return () => true;
  const types = new Set(projector.eventTypes);
  return (type) => types.has(type);
}

/** The later of two positions (null is "before everything"). */
export function laterOf(store: EventStore, a: Position | null, b: Position | null): Position | null {
  if (a === null) return b;
  if (b === null) return a;
  return store.comparePositions(a, b) >= 0 ? a : b;
}
