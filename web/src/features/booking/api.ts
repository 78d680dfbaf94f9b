import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BookingSettingsAnswer,
  BookingSettingsBody,
  OnlineBookAnswer,
  OnlineBookBody,
  OnlineBookingOptionsAnswer,
  OnlineCancelAnswer,
  OnlineCancelBody,
  OnlineEstimateAnswer,
  OnlineEstimateBody,
  OnlineMoveAnswer,
  OnlineMoveBody,
  OnlineOpenTimesAnswer,
  UpcomingItem,
  AcceptRequestBody,
  BookingRequestAnswer,
  BookingRequestedAnswer,
  BookingRequestListAnswer,
  DeclineRequestBody,
  MyBookingRequest,
  OnlineRequestBody,
  OpenSlotsAnswer,
  WaitlistRequestBody,
  WithdrawRequestBody,
  BookingSettingsSaved,
  UpcomingAnswer,
  MyBookingRequestsAnswer,
  BookingRequestCountAnswer,
} from '@pawroute/domain';
import { api } from '../../lib/apiClient';

const B = '/api/v4/booking';

/**
 * ['booking', …] for the settings and the Book's choices; the open times and the customer's upcoming
 * appointments sit under ['appointments', …] so the appointments push (scope 'appointments') refreshes
 * them live when anyone books or cancels.
 */
export const bookingKeys = {
  settings: ['booking', 'settings'] as const,
  options: ['booking', 'options'] as const,
  openTimes: (estimateId: number, date: string) => ['appointments', 'onlineOpenTimes', estimateId, date] as const,
  upcoming: (userId: number) => ['appointments', 'onlineUpcoming', userId] as const,
};

export const useBookingSettings = () =>
  useQuery({ queryKey: bookingKeys.settings, queryFn: ({ signal }) => api.get<BookingSettingsAnswer>(`${B}/getSettings`, undefined, signal) });

export function useSaveBookingSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingSettingsBody) => api.post<BookingSettingsSaved>(`${B}/updateSettings`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['booking'] }),
  });
}

export const useOnlineOptions = () =>
  useQuery({ queryKey: bookingKeys.options, queryFn: ({ signal }) => api.get<OnlineBookingOptionsAnswer>(`${B}/getOnlineOptions`, undefined, signal) });

export const useSaveOnlineEstimate = () => useMutation({ mutationFn: (body: OnlineEstimateBody) => api.post<OnlineEstimateAnswer>(`${B}/saveEstimate`, body) });

export const useOpenTimes = (estimateId: number | null, date: string) =>
  useQuery({
    queryKey: bookingKeys.openTimes(estimateId ?? 0, date),
    enabled: estimateId !== null && date !== '',
    queryFn: ({ signal }) => api.get<OnlineOpenTimesAnswer>(`${B}/getOpenTimes`, { estimateId: estimateId!, date }, signal),
  });

export function useBookOnline() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OnlineBookBody) => api.post<OnlineBookAnswer>(`${B}/book`, body),
    onSettled: () => client.invalidateQueries({ queryKey: ['appointments'] }),
  });
}

export function useMoveOnline() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OnlineMoveBody) => api.post<OnlineMoveAnswer>(`${B}/move`, body),
    onSettled: () => client.invalidateQueries({ queryKey: ['appointments'] }),
  });
}

export function useCancelOnline() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OnlineCancelBody) => api.post<OnlineCancelAnswer>(`${B}/cancel`, body),
    onSettled: () => client.invalidateQueries({ queryKey: ['appointments'] }),
  });
}

/** The customer's upcoming appointments (appointments/findUpcomingByCustomer, their own only). */
export const useMyUpcoming = (userId: number | null) =>
  useQuery({
    queryKey: bookingKeys.upcoming(userId ?? 0),
    enabled: userId !== null,
    queryFn: ({ signal }) => api.get<UpcomingAnswer>('/api/v4/appointments/findUpcomingByCustomer', { userId: userId! }, signal),
  });

/**
 * Booking requests (docs/RULES.md OB-REQUEST). The office's list and count under
 * ['bookingRequests', …] (the projection's staff push), the customer's own under
 * ['myBookingRequests', userId] (pushed to that customer only).
 */
export const requestKeys = {
  list: (search: string) => ['bookingRequests', 'list', search] as const,
  count: ['bookingRequests', 'count'] as const,
  mine: (userId: number) => ['myBookingRequests', userId] as const,
};

export function useRequestBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OnlineRequestBody) => api.post<BookingRequestedAnswer>(`${B}/request`, body),
    onSettled: () => client.invalidateQueries({ queryKey: ['myBookingRequests'] }),
  });
}

export function useWithdrawRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WithdrawRequestBody) => api.post<BookingRequestAnswer>(`${B}/withdrawRequest`, body),
    onSettled: () => client.invalidateQueries({ queryKey: ['myBookingRequests'] }),
  });
}

export const useMyRequests = (userId: number | null) =>
  useQuery({
    queryKey: requestKeys.mine(userId ?? 0),
    enabled: userId !== null,
    queryFn: ({ signal }) => api.get<MyBookingRequestsAnswer>(`${B}/getMyRequests`, undefined, signal),
  });

export const useBookingRequests = (search: string) =>
  useQuery({ queryKey: requestKeys.list(search), queryFn: ({ signal }) => api.get<BookingRequestListAnswer>(`${B}/getRequests`, { search }, signal) });

export const useOpenRequestCount = (enabled: boolean) =>
  useQuery({ queryKey: requestKeys.count, enabled, queryFn: ({ signal }) => api.get<BookingRequestCountAnswer>(`${B}/getRequestCount`, undefined, signal) });

/** The office's answers; an accept also schedules, so the schedule and the board refresh too. */
export function useAnswerRequest() {
  const client = useQueryClient();
  const settled = () => Promise.all([client.invalidateQueries({ queryKey: ['bookingRequests'] }), client.invalidateQueries({ queryKey: ['appointments'] })]);
  return {
    accept: useMutation({ mutationFn: (body: AcceptRequestBody) => api.post<BookingRequestAnswer>(`${B}/acceptRequest`, body), onSettled: settled }),
    decline: useMutation({ mutationFn: (body: DeclineRequestBody) => api.post<BookingRequestAnswer>(`${B}/declineRequest`, body), onSettled: settled }),
    waitlist: useMutation({ mutationFn: (body: WaitlistRequestBody) => api.post<BookingRequestAnswer>(`${B}/waitlistRequest`, body), onSettled: settled }),
  };
}

/** The office's open slots for a request's estimate (appointments/getOpenSlots, the office's engine), to pick another time. */
export const useOfficeOpenSlots = (estimateId: number, date: string) =>
  useQuery({
    queryKey: ['appointments', 'requestOpenSlots', estimateId, date] as const,
    enabled: date !== '',
    queryFn: ({ signal }) => api.get<OpenSlotsAnswer>('/api/v4/appointments/getOpenSlots', { date, estimateId }, signal),
  });
