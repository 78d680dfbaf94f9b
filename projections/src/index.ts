export * from './runner/projector';
export * from './schema';
