export { todoProjector, TODO_EVENT_TYPES } from './projector';
export * from './tables';
