export * from './messages';
export * from './events';
export * from './bodies';
export * from './answers';
export * from './decider';
