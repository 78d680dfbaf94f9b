export * from './rules';
export * from './bodies';
export * from './answers';
