import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { businessDateOf, DEFAULT_BUSINESS_TIME_ZONE, toSpecDate, OPTIONS_MESSAGES, type OptionsResponse } from '@pawroute/domain';
import { toast } from 'sonner';
import { api } from './apiClient';

/**
 * The business time zone the server runs on (PAWROUTE_TIME_ZONE, told in getOptions' `timeZone`), so
 * "today" and the schedule's now line follow the business's clock, not the browser's (a
 * browser in UTC drew now at 3 am). Kept between visits, so a page's first "today" is already right.
 */
const STORAGE_KEY = 'pawroute.businessTimeZone';

const isZone = (tz: unknown): tz is string => {
  if (typeof tz !== 'string' || tz === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

const stored = (): string | null => {
  try {
    const tz = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isZone(tz) ? tz : null;
  } catch {
    return null;
  }
};

let zone: string = stored() ?? DEFAULT_BUSINESS_TIME_ZONE;

export const businessTimeZone = (): string => zone;

export function setBusinessTimeZone(tz: unknown): boolean {
  if (!isZone(tz) || tz === zone) return false;
  zone = tz;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, tz);
  } catch {
    // private mode: the zone still holds for this tab
  }
  return true;
}

/** Today on the business's calendar, 'YYYY-MM-DD': the one business-today of the web. */
export const businessToday = (): string => businessDateOf(new Date(), zone);

/** Today on the business's calendar as the spec's 'MM-DD-YYYY' (part 2 §9: the default date ranges). */
export const businessTodaySpec = (): string => toSpecDate(businessToday());

/**
 * The business's wall clock now, as a Date whose UTC fields read it: what a FullCalendar drawn with
 * timeZone="UTC" over business-local times needs for its now line.
 */
export function businessWallClock(now: Date = new Date()): Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return new Date(Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')));
}

/**
 * GET /api/v4/getOptions under ['options'], the key the features' option reads share; also started as soon
 * as the session is known (useWarmDashboard), beside the day's reads instead of after them.
 */
export const optionsQuery = {
  queryKey: ['options'],
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<OptionsResponse>('/api/v4/getOptions', undefined, signal),
  staleTime: 5 * 60_000,
};

/**
 * Learns the server's zone from getOptions (['options'], shared with the features' option reads) and
 * answers whether the screens may draw: at once when the zone is known from an earlier visit, else once
 * the options answered (or failed: the default zone then).
 */
export function useBusinessTimeZone(): boolean {
  const known = useState(() => stored() !== null)[0];
  const options = useQuery(optionsQuery);
  const [, rerender] = useState(0);
  useEffect(() => {
    if (options.data && setBusinessTimeZone(options.data.timeZone)) rerender((n) => n + 1);
  }, [options.data]);
  // Part 2 §8.1: the options loaded at start could not be read (one toast however many screens ask).
  useEffect(() => {
    if (options.isError) toast.error(OPTIONS_MESSAGES.failedToReceive, { id: 'options-failed' });
  }, [options.isError]);
  return known || options.isSuccess || options.isError;
}
