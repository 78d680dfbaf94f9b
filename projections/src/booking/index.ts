export { bookingRequestsProjector } from './projector';
export * from './tables';
