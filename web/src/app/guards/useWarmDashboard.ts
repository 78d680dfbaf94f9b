import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { prefetchStylistDay } from '../../features/stylistDay';
import { optionsQuery } from '../../lib/businessTime';
import type { SessionUser } from '../../lib/session';
import { DashboardLayout, DashboardRoutes } from '../lazyPages';
import { defaultDashboardPath } from './access';

/**
 * Issue 32: once the session is known, the dashboard's code is asked for all at once (the shell, its
 * routes and, for a stylist bound for the day, the day page and its data) instead of one lazy chunk
 * after another: on a phone on 3G each step of that waterfall cost a second. The sign-in page starts it
 * too, the moment the login answers, before the move to the dashboard renders.
 */
export function useWarmDashboard(user: SessionUser | null | undefined, target?: string): void {
  const client = useQueryClient();
  const location = useLocation();
  // Where the user is bound: the page itself, or (from the sign-in page) where signing in leads.
  const pathname = target ?? location.pathname;
  const destination = user && pathname.replace(/\/+$/, '') === '/dashboard' ? defaultDashboardPath(user) : pathname;
  const toDay = Boolean(user) && (destination ?? '').startsWith('/dashboard/schedule') && !/currentAppointment/.test(destination ?? '');
  const userId = user?.ID;
  // Started during render, once per user and destination, as react-query's usePrefetchQuery does: an
  // effect would wait for the whole dashboard's first render (about 0.3 s on a phone) before asking.
  const started = useRef<string | null>(null);
  const warmth = userId === undefined ? null : `${userId}:${toDay}`;
  if (warmth !== null && started.current !== warmth) {
    started.current = warmth;
    warm(client, userId!, toDay);
  }
}

function warm(client: QueryClient, userId: number, toDay: boolean): void {
  // The shell shows its pages once the business time zone is known: the options go out with the rest.
  void client.prefetchQuery(optionsQuery);
  void DashboardLayout.preload().catch(() => undefined);
  void DashboardRoutes.preload().catch(() => undefined);
  if (!toDay) return;
  prefetchStylistDay(client, userId);
  void import('../dashboardRoutes').then((m) => m.DailyRoutes.preload()).catch(() => undefined);
}
