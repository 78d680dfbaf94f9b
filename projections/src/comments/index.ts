export { commentsProjector, COMMENTS_EVENT_TYPES } from './projector';
export * from './tables';
