export { routeProjector, ROUTE_PROJECTOR_EVENT_TYPES } from './projector';
export * from './tables';
