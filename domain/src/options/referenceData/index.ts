export * from './lists';
export * from './breeds';
export * from './products';
export * from './events';
