export { createEventStoreDbStore, type EventStoreDbStoreOptions } from './eventStoreDbStore';
