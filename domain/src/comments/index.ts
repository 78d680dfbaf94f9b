export * from './events';
export * from './messages';
export * from './commentGroupDecider';
export * from './ratingDecider';
export * from './commentText';
export * from './schemas';
