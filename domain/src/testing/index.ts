export * from './sampleEvents';
export * from './streamCheck';
