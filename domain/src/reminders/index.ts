export * from './schedule';
export * from './events';
export * from './decider';
export * from './appointment';
export * from './messages';
export * from './scheduled';
export * from './answers';
export * from './bodies';
