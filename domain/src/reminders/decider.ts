import type { CommandContext, Decider, DomainEvent } from '../shared/decider';
import type { ReminderEvent, ReminderSkipped } from './events';
import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings, type ReminderWhich } from './schedule';

/** ReminderSettings and Reminders-<appointmentId> fold with one decider. */
export interface RemindersState {
  settings: ReminderSettings;
  /** Skipped (or dismissed) reminders by `${which}-${startsAt}`. */
  skipped: Record<string, ReminderSkipped['data']['reason']>;
  /** Reminders that went by mail, by `${which}-${startsAt}` (sent once per start, REM-CHANGE). */
  mailed?: Record<string, true>;
}

export type RemindersCommand =
  | { type: 'ChangeReminderSettings'; data: ReminderSettings }
  | { type: 'SkipReminder'; data: { appointmentId: number; which: ReminderWhich; startsAt: string; reason: ReminderSkipped['data']['reason'] } }
  | { type: 'RecordReminderMailed'; data: { appointmentId: number; which: ReminderWhich; startsAt: string; to: string } };

export const skipKey = (which: ReminderWhich, startsAt: string): string => `${which}-${startsAt}`;

export function evolveReminders(state: RemindersState, anyEvent: DomainEvent): RemindersState {
  const event = anyEvent as ReminderEvent;
  switch (event.type) {
    case 'ReminderSettingsChanged': {
      const { first, second, quietStart, quietEnd } = event.data;
      return { ...state, settings: { first, second, quietStart, quietEnd } };
    }
    case 'ReminderSkipped':
      return { ...state, skipped: { ...state.skipped, [skipKey(event.data.which, event.data.startsAt)]: event.data.reason } };
    case 'ReminderMailed':
      return { ...state, mailed: { ...state.mailed, [skipKey(event.data.which, event.data.startsAt)]: true } };
    default:
      return state;
  }
}

export function decideReminders(command: RemindersCommand, state: RemindersState, { now, actorUserId }: CommandContext): ReminderEvent[] {
  switch (command.type) {
    case 'ChangeReminderSettings':
      if (JSON.stringify(command.data) === JSON.stringify(state.settings)) return [];
      return [{ type: 'ReminderSettingsChanged', data: { ...command.data, changedBy: actorUserId, at: now } }];
    case 'SkipReminder':
      if (state.skipped[skipKey(command.data.which, command.data.startsAt)]) return [];
      return [{ type: 'ReminderSkipped', data: { ...command.data, by: actorUserId, at: now } }];
    case 'RecordReminderMailed':
      if (state.mailed?.[skipKey(command.data.which, command.data.startsAt)]) return [];
      return [{ type: 'ReminderMailed', data: { ...command.data, at: now } }];
    default:
      return [];
  }
}

export const remindersDecider: Decider<RemindersCommand, ReminderEvent, RemindersState> = {
  initialState: () => ({ settings: DEFAULT_REMINDER_SETTINGS, skipped: {} }),
  evolve: evolveReminders,
  decide: decideReminders,
};
