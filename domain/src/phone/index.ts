export * from './rules';
export * from './bodies';
