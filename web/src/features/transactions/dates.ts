import { businessDateOf, fromSpecDate, toSpecDate } from '@pawroute/domain';
import { businessTimeZone } from '../../lib/businessTime';

/** Today on the business's calendar as the spec's 'MM-DD-YYYY' (part 2 §9: the default date range). */
export const todaySpec = (): string => toSpecDate(businessDateOf(new Date(), businessTimeZone()));

/** 'MM-DD-YYYY' to the 'YYYY-MM-DD' a date input holds ('' when not a date). */
export const specToInput = (spec: string): string => fromSpecDate(spec) ?? '';

/** A date input's 'YYYY-MM-DD' to 'MM-DD-YYYY' ('' when empty). */
export const inputToSpec = (iso: string): string => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? toSpecDate(iso) : '');

/** Part 2 §5.7: a query runs only with valid MM-DD-YYYY dates. */
export const isSpecDate = (spec: string): boolean => fromSpecDate(spec) !== null;
