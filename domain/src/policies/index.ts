export * from './messages';
export * from './bodies';
export * from './answers';
