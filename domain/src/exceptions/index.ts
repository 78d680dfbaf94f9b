export * from './messages';
export * from './events';
export * from './input';
export * from './rrule';
export * from './normalizeEvent';
export * from './decider';
export * from './views';
