import { toMinutes, toTime } from '../appointments';
import { toSpecTime } from '../shared/wire';
import type { EstimatePackage } from '../options';
import { DomainError } from '../shared/errors';
import { ONLINE_BOOKING_MESSAGES as M } from './messages';
import { BOOKING_REQUEST_MESSAGES as R } from './requests/messages';
import type { BookingSettings } from './settings';
import { addDays, instantOfLocal, localWallClock } from '../shared/localTime';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/**
 * OB-WINDOW: online, a slot is offered when it starts at least the shortest notice (elapsed hours)
 * after now (exactly at the notice: offered), on a date at most the horizon after today, both in the
 * business time zone.
 */
export function obWindowAllows(settings: Pick<BookingSettings, 'noticeHours' | 'horizonDays'>, now: string, timeZone: string, date: string, start: string): boolean {
  const nowMs = Date.parse(now);
  const today = localWallClock(nowMs, timeZone).slice(0, 10);
  if (date < today || date > addDays(today, settings.horizonDays)) return false;
  return instantOfLocal(date, start, timeZone) - nowMs >= settings.noticeHours * HOUR;
}

/**
 * OB-CUTOFF: a customer may cancel or move online until `cutoffHours` elapsed hours before the start,
 * the cutoff's own minute included (now's minute no later than the cutoff's).
 */
export function obCutoffAllows(cutoffHours: number, now: string, timeZone: string, date: string, start: string): boolean {
  const cutoff = instantOfLocal(date, start, timeZone) - cutoffHours * HOUR;
  return Math.floor(Date.parse(now) / MINUTE) * MINUTE <= cutoff;
}

/** What the server knows when a customer books online, all folded from streams. */
export interface OnlineBookingFacts {
  settings: BookingSettings;
  timeZone: string;
  /** The estimate's packages (the pets that take part). */
  packages: readonly EstimatePackage[];
  employeeId: number;
  /** Business-local 'YYYY-MM-DD' and 'HH:MM'. */
  date: string;
  start: string;
  /** The stylist's slot grid that day ignoring bookings ('HH:MM' starts): the times the day could offer. */
  gridStarts: readonly string[];
  /** The open slots' starts that day as the office's engine finds them now (bookings included). */
  openStarts: readonly string[];
  /** False when the office's engine leaves the stylist out for these pets (weight, cats, breed): not offered. */
  petsEligible?: boolean;
  /** What the customer submits: a booking (automatic mode, the default) or a request (request mode). */
  asking?: 'book' | 'request';
}

/**
 * An online booking, decided (docs/RULES.md "Online booking"): booking on, the services
 * and the stylist bookable online, OB-WINDOW, and OB-SAME: the time must be one of the office's open
 * slots. A grid time that bookings now cover was just taken (409, with the next open times); any other
 * time was never offered (400). Returns nothing when the booking may go ahead.
 */
export function decideOnlineBooking(facts: OnlineBookingFacts, now: string): void {
  const { settings } = facts;
  if (!settings.enabled) throw new DomainError(409, M.off);
  // The mode decides what the portal submits: a held time (automatic) or a request the office answers.
  if ((facts.asking ?? 'book') === 'book' && settings.acceptMode !== 'automatic') throw new DomainError(409, M.requestsNotYet);
  if (facts.asking === 'request' && settings.acceptMode !== 'request') throw new DomainError(409, R.notRequestMode);
  if (facts.packages.length === 0) throw new DomainError(400, M.petsRequired, { pets: M.petsRequired });
  if (facts.packages.some((p) => !settings.packages.includes(p))) throw new DomainError(400, M.packageNotOnline, { pets: M.packageNotOnline });
  if (!settings.employeeIds.includes(facts.employeeId)) throw new DomainError(400, M.stylistNotOnline, { employeeId: M.stylistNotOnline });
  const nowMs = Date.parse(now);
  if (instantOfLocal(facts.date, facts.start, facts.timeZone) <= nowMs) throw new DomainError(400, M.past, { startTime: M.past });
  if (!obWindowAllows(settings, now, facts.timeZone, facts.date, facts.start)) throw new DomainError(400, M.notOffered, { startTime: M.notOffered });
  if (facts.petsEligible === false) throw new DomainError(400, M.notOffered, { employeeId: M.notOffered });
  if (facts.openStarts.includes(facts.start)) return;
  if (!facts.gridStarts.includes(facts.start)) throw new DomainError(400, M.notOffered, { startTime: M.notOffered });
  const next = facts.openStarts.filter((s) => s > facts.start && obWindowAllows(settings, now, facts.timeZone, facts.date, s)).slice(0, 3);
  const more = next.length ? ` The next open times: ${next.map(toSpecTime).join(', ')}.` : ' Please choose another day.';
  throw new DomainError(409, `${M.taken}${more}`, { startTime: M.taken });
}

/**
 * Who may book or request online at all (docs/RULES.md "Online booking"): a blocked client is refused
 * with a neutral message (call the office), and when the business requires a card on file the customer
 * must have one first. Checked before any time is judged.
 */
export function decideOnlineCustomer(settings: Pick<BookingSettings, 'blockedCustomerIds' | 'requireCardOnFile'>, customerId: number, hasCardOnFile: boolean): void {
  if (settings.blockedCustomerIds.includes(customerId)) throw new DomainError(403, R.blocked);
  if (settings.requireCardOnFile && !hasCardOnFile) throw new DomainError(409, R.cardRequired, { card: R.cardRequired });
}

/** OB-CUTOFF for a cancel or move from the portal: 409 after the cutoff (call the office). */
export function decideOnlineChange(settings: BookingSettings, timeZone: string, date: string, start: string, now: string): void {
  if (!obCutoffAllows(settings.cutoffHours, now, timeZone, date, start)) throw new DomainError(409, M.afterCutoff);
}

/** 'HH:MM' of `minutes` (re-exported for the callers' grids). */
export const slotTime = (minutes: number): string => toTime(minutes);
export const slotMinutes = (time: string): number => toMinutes(time)!;
