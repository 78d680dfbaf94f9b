export { UNAUTHENTICATED_CLOSE, pushQueries } from './plugin';
export { type LiveViewer, inAudience, keysFor } from './audience';
export type { LiveServerMessage } from './messages';
