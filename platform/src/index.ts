export * from './eventstore/port';
export * from './db/database';
