import type { LogClientErrorBody } from '@pawroute/domain';
import { api } from './apiClient';

/** The build that runs: the hashed name of the entry script (e.g. /assets/index-B2x9kQ1a.js). */
function currentBuild(): string | null {
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return entry?.getAttribute('src') ?? null;
}

/**
 * Send a render failure to the server (part 1 §8: POST /api/v4/logClientError { error, info }). Only the
 * structured fields the server keeps: the error's name, message and stack (the component
 * stack after it), the route (a path, no query) and the build. No form values, no state.
 */
export function reportClientError(error: unknown, info: { componentStack?: string | null; source?: string } = {}): void {
  const err = error instanceof Error ? error : new Error(typeof error === 'string' ? error : 'Unknown error');
  const stack = [err.stack, info.componentStack].filter(Boolean).join('\n');
  const body: LogClientErrorBody = {
    error: { name: err.name, message: err.message, stack: stack || undefined },
    info: { route: window.location.pathname, build: currentBuild() },
  };
  api.post('/api/v4/logClientError', body).catch(() => {
    // Reporting must never throw on top of the failure it reports.
  });
}
