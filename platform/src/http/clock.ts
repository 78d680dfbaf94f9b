import type { AppServices } from './services';

/**
 * "Now" on the server: the one clock of the process (services.clock, which tests set), never the wall
 * clock read on the spot. Every request, command, job and link check asks here, so a test server whose
 * clock stands on another date answers for that date everywhere.
 */
export function nowOf(services: Pick<AppServices, 'clock'>): Date {
  return services.clock?.() ?? new Date();
}
