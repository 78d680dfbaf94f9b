export * from './lines';
export * from './apiTypes';
export * from './eventTypes';
