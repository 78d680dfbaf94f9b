import { formatPhoneNumber, fullName, toSpecDate, toSpecTime } from '@pawroute/domain';

/** 'YYYY-MM-DD' shown as MM-DD-YYYY (part 2 §9's date format, domain's toSpecDate); '' when there is none. */
export function formatDate(iso: string | null | undefined): string {
  return iso && /^\d{4}-\d{2}-\d{2}$/.test(iso) ? toSpecDate(iso) : '';
}

/** 'HH:MM' (24 h) shown as h:mm AM/PM (domain's toSpecTime); '' when there is none. */
export function formatTime(hhmm: string | null | undefined): string {
  return hhmm && /^\d{2}:\d{2}/.test(hhmm) ? toSpecTime(hhmm.slice(0, 5)) : '';
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
