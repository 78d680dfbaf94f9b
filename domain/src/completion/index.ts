export * from './decider';
export * from './messages';
