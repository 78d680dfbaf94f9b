import { useEffect } from 'react';
import { DashboardLayout, DashboardRoutes } from '../lazyPages';
import { whenIdle } from '../../lib/whenIdle';

/**
 * while the person is on the sign-in screen, the code that follows signing in (the dashboard
 * shell, its routes and the stylist's day: about 30 KB on the wire) loads in idle time, so the tap on
 * Sign in waits only for the login and the day's data. A failed download is tried again when needed.
 */
export function usePreloadSignedInCode(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    return whenIdle(() => {
      void DashboardLayout.preload().catch(() => undefined);
      // The day's code is asked for at once, beside the routes that name it (not after them: one round
      // trip, not two); dashboardRoutes is a lazy chunk, imported here, never statically.
      void import('../../features/stylistDay/routes').catch(() => undefined);
      void DashboardRoutes.preload()
        .then(() => import('../dashboardRoutes'))
        .then((m) => m.DailyRoutes.preload())
        .catch(() => undefined);
    });
  }, [active]);
}
