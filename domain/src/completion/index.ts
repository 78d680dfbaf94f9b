export * from './decider';
export * from './messages';
export * from './answers';
