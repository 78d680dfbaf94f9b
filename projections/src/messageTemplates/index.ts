export { messageTemplatesProjector } from './projector';
export * from './tables';
