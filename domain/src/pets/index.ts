export * from './messages';
export * from './dates';
export * from './details';
export * from './events';
export * from './petState';
export * from './petDecider';
export * from './apiTypes';
export * from './petRequest';
