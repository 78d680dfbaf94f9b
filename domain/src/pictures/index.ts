export * from './events';
export * from './decider';
export * from './fileName';
export * from './answers';
export * from './bodies';
export * from './messages';
