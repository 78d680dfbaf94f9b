import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { prefetchStylistDay } from '../../features/stylistDay';
import { optionsQuery } from '../../lib/businessTime';
import type { SessionUser } from '../../lib/session';
import { DashboardLayout, DashboardRoutes } from '../lazyPages';
import { defaultDashboardPath } from './access';

/**
 * Issue 32: once the session is known, the dashboard's code is asked for all at once (the shell, its
 * routes and, for a stylist bound for the day, the day page and its data) instead of one lazy chunk
 * after another: on a phone on 3G each step of that waterfall cost a second.
 */
export function useWarmDashboard(user: SessionUser | null | undefined): void {
  const client = useQueryClient();
  const { pathname } = useLocation();
  const destination = user && pathname.replace(/\/+$/, '') === '/dashboard' ? defaultDashboardPath(user) : pathname;
  const toDay = Boolean(user) && (destination ?? '').startsWith('/dashboard/schedule') && !/currentAppointment/.test(destination ?? '');
  const userId = user?.ID;
  useEffect(() => {
    if (userId === undefined) return;
    // The shell shows its pages once the business time zone is known: the options go out with the rest.
    void client.prefetchQuery(optionsQuery);
    void DashboardLayout.preload().catch(() => undefined);
    void DashboardRoutes.preload().catch(() => undefined);
    if (!toDay) return;
    prefetchStylistDay(client, userId);
    void import('../dashboardRoutes').then((m) => m.DailyRoutes.preload()).catch(() => undefined);
  }, [client, userId, toDay]);
}
