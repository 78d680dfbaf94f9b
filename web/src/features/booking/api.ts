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
    mutationFn: (body: BookingSettingsBody) => api.post<{ settings: BookingSettingsBody }>(`${B}/updateSettings`, body),
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
    queryFn: ({ signal }) => api.get<{ rows: UpcomingItem[] }>('/api/v4/appointments/findUpcomingByCustomer', { userId: userId! }, signal),
  });
