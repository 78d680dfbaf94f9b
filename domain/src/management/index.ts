export * from './events';
export * from './builtInUserTypes';
