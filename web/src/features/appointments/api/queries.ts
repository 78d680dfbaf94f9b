import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fromSpecDate, toSpecDate, type CheckConflictsQuery } from '@pawroute/domain';
import { api, apiGetPreloaded } from '../../../lib/apiClient';
import { appointmentKeys } from './keys';
import type {
  AppointmentRow,
  AppointmentRows,
  CheckConflictsResponse,
  DaySchedule,
  FindAppointmentResponse,
  OpenSlotsResponse,
  PagedAppointments,
  PagedRows,
  PictureRow,
  ServiceIssuesPage,
  UpcomingItem,
  UpcomingAnswer,
  PicturePathsAnswer,
} from './types';

/**
 * The reads of docs/APPOINTMENTS.md "Reads". Dates go out in the spec's 'MM-DD-YYYY'; the hooks take
 * ISO 'YYYY-MM-DD' (what the calendar and the keys use).
 */
const BASE = '/api/v4/appointments';

/** GET appointments/getAll?date=&employeeId=: the day schedule. */
export async function fetchDaySchedule(date: string, employeeId: number | null, signal?: AbortSignal): Promise<DaySchedule> {
  const day = await api.get<DaySchedule>(`${BASE}/getAll`, { date: toSpecDate(date), employeeId: employeeId ?? undefined }, signal);
  // The answer's date is the day asked for; the calendar wants it ISO whichever way it comes.
  return { ...day, date: fromSpecDate(day.date) ?? (typeof day.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day.date) ? day.date : date) };
}

export function useDaySchedule(date: string, employeeId: number | null = null) {
  return useQuery({
    queryKey: appointmentKeys.day(date, employeeId),
    queryFn: ({ signal }) => fetchDaySchedule(date, employeeId, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET appointments/findById */
export const fetchAppointment = (appointmentId: number | null, signal?: AbortSignal) =>
  api.get<FindAppointmentResponse>(`${BASE}/findById`, { appointmentId: appointmentId ?? undefined }, signal);

export function useAppointment(appointmentId: number | null) {
  return useQuery({
    queryKey: appointmentKeys.byId(appointmentId ?? 0),
    queryFn: ({ signal }) => fetchAppointment(appointmentId, signal),
    enabled: appointmentId !== null,
  });
}

/** GET appointments/getOpenSlots?date=&estimateId= */
export function useOpenSlots(date: string, estimateId: number | null) {
  return useQuery({
    queryKey: appointmentKeys.openSlots(date, estimateId ?? 0),
    queryFn: ({ signal }) => api.get<OpenSlotsResponse>(`${BASE}/getOpenSlots`, { date: toSpecDate(date), estimateId: estimateId ?? undefined }, signal),
    enabled: estimateId !== null,
  });
}

/** GET appointments/checkConflicts's query (domain checkConflictsQuerySchema). */
export type CheckConflictsParams = CheckConflictsQuery;

/** GET appointments/checkConflicts (asked before every placing, not cached). */
export function checkConflicts(params: CheckConflictsParams): Promise<CheckConflictsResponse> {
  return api.get<CheckConflictsResponse>(`${BASE}/checkConflicts`, { ...params });
}

/** GET appointments/getAll?statuses=waiting,rescheduled&includeCustomerRating=true */
export function useWaitingList(page: number, pageSize: number) {
  const params = { statuses: 'waiting,rescheduled', includeCustomerRating: true, page, pageSize };
  return useQuery({
    queryKey: appointmentKeys.list('waiting', params),
    queryFn: ({ signal }) => api.get<PagedAppointments>(`${BASE}/getAll`, params, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET appointments/getAll?statuses=serviceIssue,standingRequest */
export function useServiceIssues(page: number, pageSize: number) {
  const params = { statuses: 'serviceIssue,standingRequest', page, pageSize };
  return useQuery({
    queryKey: appointmentKeys.list('serviceIssues', params),
    queryFn: ({ signal }) => api.get<ServiceIssuesPage>(`${BASE}/getAll`, params, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET appointments/findPaymentVoided: completed appointments whose payment was voided. */
export function usePaymentVoidedAppointments() {
  return useQuery({
    queryKey: appointmentKeys.list('paymentVoided', {}),
    queryFn: ({ signal }) => api.get<AppointmentRows>(`${BASE}/findPaymentVoided`, {}, signal).then((a) => a.rows),
  });
}

/** GET appointments/getAllHistory?date= (ISO in, 'MM-DD-YYYY' out) */
export function useAppointmentHistory(date: string) {
  return useQuery({
    queryKey: appointmentKeys.list('history', { date }),
    queryFn: ({ signal }) => api.get<AppointmentRows>(`${BASE}/getAllHistory`, { date: toSpecDate(date) }, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET appointments/findUpcomingByCustomer?userId= (rows: appointments and standing placeholders) */
export function useUpcomingByCustomer(userId: number) {
  return useQuery({
    queryKey: appointmentKeys.list('upcoming', { userId }),
    queryFn: ({ signal }) => api.get<UpcomingAnswer>(`${BASE}/findUpcomingByCustomer`, { userId }, signal),
  });
}

/** GET appointments/findByCustomer?userId=&page=&pageSize= (previous appointments) */
export function usePreviousByCustomer(userId: number, page: number, pageSize: number) {
  const params = { userId, page, pageSize };
  return useQuery({
    queryKey: appointmentKeys.list('previous', params),
    queryFn: ({ signal }) => api.get<PagedRows>(`${BASE}/findByCustomer`, params, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET profile/getAppointmentsByEmployee?employeeId= (upcoming of a stylist; self when not given) */
/** The key and read of useAppointmentsByEmployee, shared with the day's prefetch (features/stylistDay/prefetchDay.ts). */
export function appointmentsByEmployeeQuery(employeeId: number | null) {
  return {
    queryKey: appointmentKeys.list('employee', { employeeId }),
    // The server's answer for the stylist's day page preloads this read (its Link header); fetched so as to take that answer over.
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      apiGetPreloaded<AppointmentRows>('/api/v4/profile/getAppointmentsByEmployee', { employeeId: employeeId ?? undefined }, signal),
  };
}

export function useAppointmentsByEmployee(employeeId: number | null) {
  return useQuery(appointmentsByEmployeeQuery(employeeId));
}

/** GET appointments/getPicturePaths?appointmentId=&onlyCustomer= */
export function usePicturePaths(appointmentId: number, onlyCustomer: boolean) {
  return useQuery({
    queryKey: appointmentKeys.pictures(appointmentId, onlyCustomer),
    queryFn: ({ signal }) => api.get<PicturePathsAnswer>(`${BASE}/getPicturePaths`, { appointmentId, onlyCustomer }, signal),
  });
}

/** The URL of one picture (an <img src>). */
export const pictureUrl = (appointmentId: number, fileName: string): string =>
  `${BASE}/getPicture?appointmentId=${appointmentId}&fileName=${encodeURIComponent(fileName)}`;

