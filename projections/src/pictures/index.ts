export { picturesProjector } from './projector';
export * from './tables';
