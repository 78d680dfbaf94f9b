export * from './types';
export * from './csv';
