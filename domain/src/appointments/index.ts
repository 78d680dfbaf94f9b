export * from './messages';
export * from './events';
export * from './commands';
export * from './actions';
export * from './evolve';
export * from './decide';
export * from './wire';
