export * from './messages';
export * from './bodies';
