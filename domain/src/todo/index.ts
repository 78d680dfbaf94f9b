export * from './messages';
export * from './events';
export * from './schemas';
export * from './decider';
