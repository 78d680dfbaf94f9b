import { api } from './apiClient';

/** Send a render failure to the server (part 1 §8: POST /api/v4/logClientError { error, info }). */
export function reportClientError(error: unknown, info: unknown): void {
  const err = error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : error;
  const details = { ...(typeof info === 'object' && info ? info : { info }), url: window.location.pathname };
  api.post('/api/v4/logClientError', { error: err, info: details }).catch(() => {
    // Reporting must never throw on top of the failure it reports.
  });
}
