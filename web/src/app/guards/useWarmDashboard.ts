import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { prefetchStylistDay } from '../../features/stylistDay';
import { optionsQuery } from '../../lib/businessTime';
import type { SessionUser } from '../../lib/session';
import { DashboardLayout, DashboardRoutes } from '../lazyPages';
import { defaultDashboardPath } from './access';

/**
 * once the session is known, the dashboard's code is asked for all at once (the shell, its
 * routes and, for a stylist bound for the day, the day page and its data) instead of one lazy chunk
 * after another: on a phone on 3G each step of that waterfall cost a second.
 */
export function useWarmDashboard(user: SessionUser | null | undefined): void {
  const client = useQueryClient();
  const { pathname } = useLocation();
  // Started during render, once per user and destination, as react-query's usePrefetchQuery does: an
  // effect would wait for the whole dashboard's first render (about 0.3 s on a phone) before asking.
  const started = useRef<string | null>(null);
  const warmth = user ? `${user.ID}:${pathname}` : null;
  if (user && started.current !== warmth) {
    started.current = warmth;
    warmDashboard(client, user, pathname);
  }
}

/** The warm-up itself, for `user` bound for `pathname` (also started by warmOnSignIn as the session arrives). */
export function warmDashboard(client: QueryClient, user: SessionUser, pathname: string): void {
  const destination = pathname.replace(/\/+$/, '') === '/dashboard' ? defaultDashboardPath(user) : pathname;
  const toDay = isDayAddress(destination ?? '');
  // The shell shows its pages once the business time zone is known: the options go out with the rest.
  void client.prefetchQuery(optionsQuery);
  warmDashboardCode(toDay);
  if (toDay) prefetchStylistDay(client, user.ID);
}

/**
 * The dashboard's code (the shell, its routes and, bound for the day, the day page), all asked at once.
 * Also started as the app starts on a /dashboard address, before anyone is known: a warm open paints the
 * saved day as soon as this code has run (a second asking costs nothing, the loads are shared).
 */
export function warmDashboardCode(toDay: boolean): void {
  void DashboardLayout.preload().catch(() => undefined);
  void DashboardRoutes.preload().catch(() => undefined);
  if (!toDay) return;
  void import('../../features/stylistDay/routes').catch(() => undefined);
  void import('../dashboardRoutes').then((m) => m.DailyRoutes.preload()).catch(() => undefined);
}

/** The address the page opened on is the day's (the stylist's day list, not one appointment's page). */
export const isDayAddress = (pathname: string): boolean =>
  pathname.startsWith('/dashboard/schedule') && !/currentAppointment/.test(pathname);
