export * from './events';
export * from './messages';
export * from './decider';
export * from './ratings/decider';
export * from './commentText';
export * from './bodies';
export * from './answers';
