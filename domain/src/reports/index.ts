export * from './lines';
export * from './answers';
export * from './eventTypes';
