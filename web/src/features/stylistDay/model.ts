import { formatPhoneNumber, type AppointmentRow } from '@pawroute/domain';

/**
 * The stylist's day (part 2 §2.2, §4.2), kept pure so it is tested alone.
 * - scheduled and confirmed are 'upcoming', today first (date, then start time);
 * - the current appointment is the in-progress one, otherwise the earliest upcoming one;
 * - completed ones of the day are listed below.
 */
export const isUpcoming = (row: Pick<AppointmentRow, 'status'>): boolean => row.status === 'scheduled' || row.status === 'confirmed';

const order = (a: AppointmentRow, b: AppointmentRow): number =>
  (a.date ?? '9999').localeCompare(b.date ?? '9999') || (a.start ?? '99').localeCompare(b.start ?? '99') || a.ID - b.ID;

export interface StylistDay {
  current: AppointmentRow | null;
  /** Upcoming (scheduled, confirmed; conflicting ones too) other than the current one, today first. */
  upcoming: AppointmentRow[];
  /** Completed today, latest first. */
  completed: AppointmentRow[];
}

export function stylistDay(upcomingRows: readonly AppointmentRow[], todayRows: readonly AppointmentRow[], today: string): StylistDay {
  const byId = new Map<number, AppointmentRow>();
  // The day's read and the upcoming read can both hold an appointment: the later push wins, either is fine.
  for (const row of [...todayRows, ...upcomingRows]) if (!row.isDeleted) byId.set(row.ID, row);
  const rows = [...byId.values()];
  const inProgress = rows.filter((r) => r.status === 'inProgress').sort(order);
  // A conflicting appointment still holds the stylist's time (docs/RULES.md): it is listed, never current.
  const upcoming = rows.filter((r) => (isUpcoming(r) || r.status === 'conflicting') && (r.date === null || r.date >= today)).sort(order);
  const current = inProgress[0] ?? upcoming.find(isUpcoming) ?? null;
  return {
    current,
    upcoming: upcoming.filter((r) => r !== current),
    completed: rows
      .filter((r) => r.status === 'completed' && r.date === today)
      .sort((a, b) => order(b, a)),
  };
}

/** Part 2 §4.2: Start shows for a non-standing scheduled or confirmed appointment, to StartAppointments or the assigned employee. */
export function offersStart(row: Pick<AppointmentRow, 'status' | 'isStanding' | 'employeeId'>, userId: number, canStartAny: boolean): boolean {
  return !row.isStanding && isUpcoming(row) && (canStartAny || row.employeeId === userId);
}

/** Part 2 §4.2: the completion actions (customer on site, customer not home) appear while it is in progress. */
export const offersCompletion = (row: Pick<AppointmentRow, 'status'>): boolean => row.status === 'inProgress';

/** Part 2 §2.3: directions in an external maps service to the estimate's address. */
export function directionsUrl(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address.trim())}`;
}

/** The current appointment's page: /dashboard/schedule/currentAppointment/{appointmentId}/estimate/{estimateId}/user/{userId}. */
export const currentAppointmentPath = (row: Pick<AppointmentRow, 'ID' | 'estimateId' | 'customerUserId'>): string =>
  `/dashboard/schedule/currentAppointment/${row.ID}/estimate/${row.estimateId}/user/${row.customerUserId}`;

export const completionPath = (appointmentId: number, customerAbsent: boolean): string =>
  customerAbsent ? `/appointmentCompletionWithoutCustomer/${appointmentId}` : `/appointmentCompletion/${appointmentId}`;

/**
 * the stylist's appointment is titled by who and when ("Casey Driver · 9:00 AM"), never by
 * its estimate; without a time (waiting list) the name alone.
 */
export const visitTitle = (row: Pick<AppointmentRow, 'Customer' | 'startTime'>): string =>
  [row.Customer.name, row.startTime].filter((part) => part).join(' · ');

/** a Saturday job shows its date, not only a time: 'Saturday, November 28, 2026', with 'Today' when it is. */
export function visitDate(date: string | null, today: string): string {
  if (!date) return 'No date yet';
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const long = new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return date === today ? `Today · ${long}` : long;
}

/** The phone button: a tel: link with the digits (and an extension as ',ext'), shown as the number was typed. */
export function phoneHref(phone: string): string {
  const [main, ext] = phone.split(/\s*(?:x|ext\.?)\s*/i);
  const digits = (main ?? '').replace(/[^\d+]/g, '');
  const extension = (ext ?? '').replace(/\D/g, '');
  return `tel:${digits}${extension ? `,${extension}` : ''}`;
}

export const phoneText = (phone: string): string => formatPhoneNumber(phone) || phone;

/**
 * En Route (part 2 §2.3): once AppointmentStylistEnRoute is recorded the appointment says so, with the
 * time (the status stays as the spec's: scheduled or confirmed).
 */
export function enRouteNote(row: Pick<AppointmentRow, 'status' | 'stylistEnRouteAt'>, timeZone: string): string | null {
  if (!row.stylistEnRouteAt || !isUpcoming(row)) return null;
  const time = new Date(row.stylistEnRouteAt).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone });
  return `On the way: the customer was told at ${time}`;
}

/**
 * An upcoming appointment whose end has passed without a start is missed ('Missed: not started by
 * 9:30 AM'): `today` and `nowTime` ('HH:MM') are the business's wall clock.
 */
export function missedNote(
  row: Pick<AppointmentRow, 'status' | 'date' | 'end' | 'endTime' | 'timeStarted'>,
  today: string,
  nowTime: string,
): string | null {
  if (!isUpcoming(row) || row.timeStarted || !row.date || !row.end) return null;
  const passed = row.date < today || (row.date === today && row.end <= nowTime);
  return passed ? `Missed: not started by ${row.endTime ?? row.end}` : null;
}
