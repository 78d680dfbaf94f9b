export { customersProjector, CUSTOMERS_EVENT_TYPES } from './projector';
export * from './tables';
