import type { CommandContext, Decider, DomainEvent } from '../shared/decider';
import type { PetReminderEvent, PetReminderKind, PetReminderSkipReason } from './events';
import { DEFAULT_VACCINE_REMINDER_DAYS } from './vaccineReminder';

/** PetReminderSettings and PetReminders-<petId> fold with one decider. */
export interface PetRemindersState {
  vaccineDaysBefore: number;
  /** Skipped (or dismissed) reminders by dedupe key. */
  skipped: Record<string, PetReminderSkipReason>;
  /** Reminders that went by mail only, by dedupe key (a texted one is in the conversation). */
  mailed: Record<string, true>;
}

export type PetRemindersCommand =
  | { type: 'ChangePetReminderSettings'; data: { vaccineDaysBefore: number } }
  | { type: 'SkipPetReminder'; data: { petId: number; kind: PetReminderKind; key: string; reason: PetReminderSkipReason } }
  | { type: 'RecordPetReminderMailed'; data: { petId: number; kind: PetReminderKind; key: string; to: string } };

export function evolvePetReminders(state: PetRemindersState, anyEvent: DomainEvent): PetRemindersState {
  const event = anyEvent as PetReminderEvent;
  switch (event.type) {
    case 'PetReminderSettingsChanged':
      return { ...state, vaccineDaysBefore: event.data.vaccineDaysBefore };
    case 'PetReminderSkipped':
      return { ...state, skipped: { ...state.skipped, [event.data.key]: event.data.reason } };
    case 'PetReminderMailed':
      return { ...state, mailed: { ...(state.mailed ?? {}), [event.data.key]: true } };
    default:
      return state;
  }
}

export function decidePetReminders(command: PetRemindersCommand, state: PetRemindersState, { now, actorUserId }: CommandContext): PetReminderEvent[] {
  switch (command.type) {
    case 'ChangePetReminderSettings':
      if (command.data.vaccineDaysBefore === state.vaccineDaysBefore) return [];
      return [{ type: 'PetReminderSettingsChanged', data: { vaccineDaysBefore: command.data.vaccineDaysBefore, changedBy: actorUserId, at: now } }];
    case 'SkipPetReminder':
      // Once per reminder: a second skip (or a dismissal after "no phone") changes nothing.
      if (state.skipped[command.data.key]) return [];
      return [{ type: 'PetReminderSkipped', data: { ...command.data, by: actorUserId, at: now } }];
    case 'RecordPetReminderMailed':
      // Once per reminder: mailed again (a retry, a second process) records nothing more.
      if (state.mailed?.[command.data.key] || state.skipped[command.data.key]) return [];
      return [{ type: 'PetReminderMailed', data: { ...command.data, at: now } }];
    default:
      return [];
  }
}

export const petRemindersDecider: Decider<PetRemindersCommand, PetReminderEvent, PetRemindersState> = {
  initialState: () => ({ vaccineDaysBefore: DEFAULT_VACCINE_REMINDER_DAYS, skipped: {}, mailed: {} }),
  evolve: evolvePetReminders,
  decide: decidePetReminders,
};
