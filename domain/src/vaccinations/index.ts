export * from './messages';
export * from './events';
export * from './valid';
export * from './decider';
export * from './bodies';
export * from './answers';
