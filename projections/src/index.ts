export * from './runner/projector';
export * from './schema';
export * from './allProjectors';
