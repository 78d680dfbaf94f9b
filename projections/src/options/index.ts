export { optionsProjector } from './projector';
export * from './tables';
