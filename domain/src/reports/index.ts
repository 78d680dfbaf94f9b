export * from './lines';
export * from './apiTypes';
