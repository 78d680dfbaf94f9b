export * from './events';
export * from './builtInUserTypes';
export * from './messages';
export * from './decider';
export * from './userTypeCatalog';
export * from './answers';
export * from './bodies';
