import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer, PetReminderActionAnswer, PetReminderActionBody, PetRemindersAnswer, PetReminderSettingsAnswer, PetReminderSettingsBody, ReminderActionBody, ReminderListAnswer, ReminderSettings, ReminderSettingsAnswer } from '@pawroute/domain';
import { api } from '../../lib/apiClient';

export type { ReminderListRow as ReminderRow } from '@pawroute/domain';

/** ['reminders']: the reminders projector pushes { scope: 'reminders' } to staff when one is sent or skipped. */
export const reminderKeys = { all: ['reminders'] as const, list: ['reminders', 'list'] as const };

/** GET /api/v4/reminders/list: the next 7 days' reminders. */
export const useReminders = () =>
  useQuery({ queryKey: reminderKeys.list, queryFn: ({ signal }) => api.get<ReminderListAnswer>('/api/v4/reminders/list', undefined, signal) });

/** POST /api/v4/reminders/sendNow or /dismiss (one Idempotency-Key per click: apiClient). */
export function useReminderAction(action: 'sendNow' | 'dismiss') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReminderActionBody) => api.post<MessageAnswer>(`/api/v4/reminders/${action}`, body),
    onSettled: () => client.invalidateQueries({ queryKey: reminderKeys.all }),
  });
}

/** GET /api/v4/reminders/pets: the pets' reminders (vaccine expiry, VAC-REMIND) of the next 7 days; the petReminders projector pushes { scope: 'reminders' } too. */
export const usePetReminders = () =>
  useQuery({ queryKey: [...reminderKeys.all, 'pets'], queryFn: ({ signal }) => api.get<PetRemindersAnswer>('/api/v4/reminders/pets', undefined, signal) });

/** POST /api/v4/reminders/pet/sendNow or /pet/dismiss, by the reminder's key. */
export function usePetReminderAction(action: 'sendNow' | 'dismiss') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PetReminderActionBody) => api.post<PetReminderActionAnswer>(`/api/v4/reminders/pet/${action}`, body),
    onSettled: () => client.invalidateQueries({ queryKey: reminderKeys.all }),
  });
}

/** GET /api/v4/reminders/settings (Management > Texts). */
export const useReminderSettings = () =>
  useQuery({ queryKey: ['reminders', 'settings'], queryFn: ({ signal }) => api.get<ReminderSettings>('/api/v4/reminders/settings', undefined, signal) });

/** POST /api/v4/reminders/settings. */
export function useSaveReminderSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReminderSettings) => api.post<ReminderSettingsAnswer>('/api/v4/reminders/settings', body),
    onSettled: () => client.invalidateQueries({ queryKey: reminderKeys.all }),
  });
}

/** GET /api/v4/reminders/pet/settings (Management > Texts): VAC-REMIND's days before expiry. */
export const usePetReminderSettings = () =>
  useQuery({ queryKey: ['reminders', 'petSettings'], queryFn: ({ signal }) => api.get<PetReminderSettingsAnswer>('/api/v4/reminders/pet/settings', undefined, signal) });

/** POST /api/v4/reminders/pet/settings. */
export function useSavePetReminderSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PetReminderSettingsBody) => api.post<Required<PetReminderSettingsAnswer>>('/api/v4/reminders/pet/settings', body),
    onSettled: () => client.invalidateQueries({ queryKey: reminderKeys.all }),
  });
}
