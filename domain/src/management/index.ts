export * from './events';
export * from './builtInUserTypes';
export * from './settings';
export * from './userTypeCatalog';
