export * from './messages';
export * from './events';
export * from './bodies';
export * from './rrule';
export * from './normalizeEvent';
export * from './decider';
export * from './answers';
// The recurrence expansion (expand.ts) carries the Temporal polyfill: only its types are exported here, the
// servers take the code as @pawroute/domain/recurrence (see expand.ts).
export type { Occurrence, ExpandWindow } from './expand';
