import { formatPhoneNumber, fullName } from '@pawroute/domain';

/** 'YYYY-MM-DD' shown as MM-DD-YYYY (part 2 §9's date format). */
export function formatDate(iso: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return m ? `${m[2]}-${m[3]}-${m[1]}` : '';
}

/** 'HH:MM' (24 h) shown as h:mm AM/PM. */
export function formatTime(hhmm: string | null | undefined): string {
  const m = /^(\d{2}):(\d{2})/.exec(hhmm ?? '');
  if (!m) return '';
  const h = Number(m[1]);
  return `${h % 12 === 0 ? 12 : h % 12}:${m[2]} ${h < 12 ? 'AM' : 'PM'}`;
}

export const formatPhone = (phone: string | null | undefined): string => formatPhoneNumber(phone);

export const employeeName = (u: { firstName: string; lastName: string }): string => fullName({ firstName: u.firstName, lastName: u.lastName });

export const DAYS = [
  ['worksMonday', 'Monday'],
  ['worksTuesday', 'Tuesday'],
  ['worksWednesday', 'Wednesday'],
  ['worksThursday', 'Thursday'],
  ['worksFriday', 'Friday'],
  ['worksSaturday', 'Saturday'],
  ['worksSunday', 'Sunday'],
] as const;
export type WorkDayKey = (typeof DAYS)[number][0];
