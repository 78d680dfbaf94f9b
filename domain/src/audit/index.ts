export * from './answers';
export * from './csv';
