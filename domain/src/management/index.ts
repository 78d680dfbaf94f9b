export * from './events';
export * from './builtInUserTypes';
export * from './decider';
export * from './userTypeCatalog';
export * from './answers';
export * from './bodies';
