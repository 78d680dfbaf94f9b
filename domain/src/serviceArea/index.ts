export * from './messages';
export * from './settings';
export * from './inside';
export * from './answers';
