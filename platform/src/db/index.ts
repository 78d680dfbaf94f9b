export * from './database';
export { openDatabase, type OpenDatabaseOptions } from './openDatabase';
export { queryPrepared } from './prepared';
