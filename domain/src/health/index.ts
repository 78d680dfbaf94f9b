export * from './answers';
export * from './bodies';
