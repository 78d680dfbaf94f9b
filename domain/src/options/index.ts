export * from './constants';
export * from './statuses';
export * from './events';
export * from './answers';
export * from './messages';
export * from './referenceData';
