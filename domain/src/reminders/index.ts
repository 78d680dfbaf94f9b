export * from './schedule';
export * from './events';
export * from './decider';
