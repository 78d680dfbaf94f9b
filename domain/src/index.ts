export * from './shared/errors';
export * from './shared/decider';
export * from './shared/metadata';
export * from './auth/permissions';
export * from './auth/userTypes';
