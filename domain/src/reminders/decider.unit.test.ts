import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider';
import { remindersDecider } from './decider';
import { DEFAULT_REMINDER_SETTINGS } from './schedule';

const ctx = { now: '2026-12-01T12:00:00.000Z', actorUserId: 7 };
const skip = (reason: 'noPhone' | 'optedOut' | 'dismissed') => ({ type: 'SkipReminder' as const, data: { appointmentId: 3, which: 'first' as const, startsAt: '2026-12-10T15:00:00.000Z', reason } });

describe('the reminders decider (ReminderSettings, Reminders-<appointmentId>)', () => {
  it('given the defaults, when the same settings are saved, then nothing; when others are, then ReminderSettingsChanged', () => {
    const state = remindersDecider.initialState();
    expect(remindersDecider.decide({ type: 'ChangeReminderSettings', data: DEFAULT_REMINDER_SETTINGS }, state, ctx)).toEqual([]);
    const changed = { ...DEFAULT_REMINDER_SETTINGS, quietStart: '22:00' };
    const events = remindersDecider.decide({ type: 'ChangeReminderSettings', data: changed }, state, ctx);
    expect(events).toEqual([{ type: 'ReminderSettingsChanged', data: { ...changed, changedBy: 7, at: ctx.now } }]);
    expect(fold(remindersDecider, events).settings).toEqual(changed);
  });

  it('REM-CHANGE: a reminder skipped (dismissed, no phone, opted out) once for a start is skipped once; another start is another reminder', () => {
    const first = remindersDecider.decide(skip('dismissed'), remindersDecider.initialState(), ctx);
    expect(first).toMatchObject([{ type: 'ReminderSkipped', data: { reason: 'dismissed', by: 7 } }]);
    const state = fold(remindersDecider, first);
    expect(remindersDecider.decide(skip('optedOut'), state, ctx)).toEqual([]);
    const moved = { ...skip('noPhone'), data: { ...skip('noPhone').data, startsAt: '2026-12-11T15:00:00.000Z' } };
    expect(remindersDecider.decide(moved, state, ctx)).toHaveLength(1);
  });
});

describe('a reminder that went by mail (the preferred channel)', () => {
  it('REM-CHANGE: recorded once per start', () => {
    const mail = { type: 'RecordReminderMailed' as const, data: { appointmentId: 3, which: 'first' as const, startsAt: '2026-12-10T15:00:00.000Z', to: 'dana@example.com' } };
    const first = remindersDecider.decide(mail, remindersDecider.initialState(), ctx);
    expect(first).toEqual([{ type: 'ReminderMailed', data: { ...mail.data, at: ctx.now } }]);
    expect(remindersDecider.decide(mail, fold(remindersDecider, first), ctx)).toEqual([]);
  });
});
