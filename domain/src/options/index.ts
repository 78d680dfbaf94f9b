export * from './constants';
export * from './statuses';
export * from './events';
export * from './optionsResponse';
export * from './messages';
export * from './referenceData';
