export * from './messages';
export * from './apiTypes';
export * from './schemas';
export * from './events';
export * from './decider';
export * from './detailsDecision';
