export * from './messages';
export * from './events';
export * from './bodies';
export * from './normalize';
export * from './decider';
// placeholders.ts is not exported here: it carries the Temporal polyfill (see expand.ts).
