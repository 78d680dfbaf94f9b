import { normalizeStandingEvent, STANDING_MESSAGES } from '@pawroute/domain';
import { describe, expect, it } from 'vitest';
import { describeRecurrence, draftErrors, draftOf, eventOf, ruleOf, type RecurrenceDraft } from './recurrence';

const base: RecurrenceDraft = {
  title: 'Biscuit every 4 weeks',
  description: '',
  startDate: '2025-03-11', // a Tuesday, the 2nd of its month
  endDate: '',
  frequency: 'weekly',
  every: '4',
  days: ['TU'],
  monthlyBy: 'dayOfMonth',
};

describe('the recurrence form', () => {
  it('makes the RRULE: every N weeks on the chosen days, Sunday first; monthly by day of month or by weekday', () => {
    expect(ruleOf({ ...base, days: ['FR', 'SU', 'TU'] })).toBe('FREQ=WEEKLY;BYDAY=SU,TU,FR');
    expect(ruleOf({ ...base, days: [] })).toBe('FREQ=WEEKLY;BYDAY=TU');
    expect(ruleOf({ ...base, frequency: 'monthly' })).toBe('FREQ=MONTHLY;BYMONTHDAY=11');
    expect(ruleOf({ ...base, frequency: 'monthly', monthlyBy: 'weekday' })).toBe('FREQ=MONTHLY;BYDAY=2TU');
  });

  it('sends what the server normalizes: every 4 weeks on Tuesday from the start date, open-ended', () => {
    const event = normalizeStandingEvent(eventOf(base));
    expect(event.title).toBe('Biscuit every 4 weeks');
    expect(event.startDate).toBe('2025-03-11');
    expect(event.endDate).toBeNull();
    expect(event.RecurringPattern).toMatchObject({ rrule: 'FREQ=WEEKLY;INTERVAL=4;BYDAY=TU', separationCount: 4, daysOfWeek: '0010000' });
  });

  it('answers the spec messages before sending (part 1 §5)', () => {
    expect(draftErrors(base)).toBeNull();
    expect(draftErrors({ ...base, title: '  ' })).toEqual({ title: STANDING_MESSAGES.titleRequired });
    expect(draftErrors({ ...base, startDate: '' })).toEqual({ startDate: STANDING_MESSAGES.recurrenceStartRequired });
    expect(draftErrors({ ...base, title: '', startDate: '', every: '0' })).toEqual({
      title: STANDING_MESSAGES.titleRequired,
      startDate: STANDING_MESSAGES.recurrenceStartRequired,
      'RecurringPattern.separationCount': STANDING_MESSAGES.everyPositive,
    });
    for (const every of ['0', '-2', '1.5', 'two']) {
      expect(draftErrors({ ...base, every })).toEqual({ 'RecurringPattern.separationCount': STANDING_MESSAGES.everyPositive });
    }
  });

  it('reads a stored standing event back into the form, and describes it', () => {
    const stored = normalizeStandingEvent(eventOf({ ...base, frequency: 'monthly', monthlyBy: 'weekday', every: '2', endDate: '2025-12-31', description: 'Gate code 12' }));
    const draft = draftOf(stored);
    expect(draft).toEqual({ ...base, frequency: 'monthly', monthlyBy: 'weekday', every: '2', endDate: '2025-12-31', description: 'Gate code 12' });
    expect(describeRecurrence(draft)).toBe('Every 2 months on the 2nd Tuesday');
    expect(describeRecurrence(draftOf(normalizeStandingEvent(eventOf(base))))).toBe('Every 4 weeks on Tuesday');
    // A round trip changes nothing.
    expect(normalizeStandingEvent(eventOf(draft))).toEqual(stored);
  });
});
