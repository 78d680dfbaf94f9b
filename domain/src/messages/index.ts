export * from './messages';
export * from './events';
export * from './decider';
export * from './bodies';
export * from './answers';
