export * from './messages';
export * from './code';
export * from './bodies';
export * from './answers';
