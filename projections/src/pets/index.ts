export { petsProjector } from './projector';
export * from './tables';
