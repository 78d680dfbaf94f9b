export { authQueries } from './auth/plugin';
export { pushQueries, UNAUTHENTICATED_CLOSE } from './push/plugin';
export { keysFor, inAudience, type LiveViewer } from './push/audience';
export type { LiveServerMessage } from './push/messages';
export { customersQueries } from './customers/routes';
export * from './options';
