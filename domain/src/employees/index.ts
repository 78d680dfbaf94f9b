export * from './messages';
export * from './answers';
export * from './bodies';
export * from './events';
export * from './decider';
export * from './detailsDecision';
