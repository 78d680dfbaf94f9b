import {
  DomainError,
  formatRule,
  normalizeStandingEvent,
  readRule,
  RRULE_WEEKDAYS,
  simpleRule,
  standingEventInputSchema,
  weekdayCodeOf,
  type RruleWeekday,
  type StandingEventInput,
} from '@pawroute/domain';

/**
 * The recurrence dialogs' form (part 1 §5, 'Edit Standing Appointment Recurrence' and the create
 * dialog): every N weeks on chosen days (Sunday first), or every N months on the start date's day of
 * the month or its weekday ('the 2nd Tuesday'). To and from the RRULE the server stores, through the
 * domain's one codec (exceptions/rrule.ts).
 */
export const WEEKDAYS = RRULE_WEEKDAYS;
export type WeekdayCode = RruleWeekday;
export const WEEKDAY_LABELS: Record<WeekdayCode, string> = {
  SU: 'Sunday',
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
};

export type Frequency = 'weekly' | 'monthly';
export type MonthlyBy = 'dayOfMonth' | 'weekday';

export interface RecurrenceDraft {
  title: string;
  description: string;
  /** 'YYYY-MM-DD' */
  startDate: string;
  /** 'YYYY-MM-DD' or '' (open-ended) */
  endDate: string;
  frequency: Frequency;
  /** 'Every': kept as typed, so a bad value is answered with the spec's message. */
  every: string;
  days: WeekdayCode[];
  monthlyBy: MonthlyBy;
}

const isIsoDate = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The start date's weekday as an RRULE code ('TU'), Sunday when there is no date yet. */
export const weekdayOf = (date: string): WeekdayCode => (isIsoDate(date) ? weekdayCodeOf(date) : 'SU');

/** Which of its weekday the date is in its month: 1..5. */
export const weekOfMonth = (date: string): number => Math.min(5, Math.ceil(Number(date.slice(8, 10)) / 7));

const ORDINALS = ['', '1st', '2nd', '3rd', '4th', '5th'];

/** 'on day 14' / 'on the 2nd Tuesday', for the monthly choice. */
export function monthlyLabel(by: MonthlyBy, startDate: string): string {
  if (!isIsoDate(startDate)) return by === 'dayOfMonth' ? 'On the start date’s day of the month' : 'On the start date’s weekday';
  return by === 'dayOfMonth'
    ? `On day ${Number(startDate.slice(8, 10))} of the month`
    : `On the ${ORDINALS[weekOfMonth(startDate)]} ${WEEKDAY_LABELS[weekdayOf(startDate)]}`;
}

/** The RRULE of the draft (without INTERVAL: 'Every' travels as separationCount). */
export function ruleOf(draft: RecurrenceDraft): string {
  if (draft.frequency === 'weekly') {
    const days = WEEKDAYS.filter((d) => draft.days.includes(d));
    return formatRule(simpleRule('WEEKLY', 1, (days.length ? days : [weekdayOf(draft.startDate)]).map((day) => ({ ordinal: null, day }))));
  }
  if (!isIsoDate(draft.startDate)) return formatRule(simpleRule('MONTHLY', 1));
  return draft.monthlyBy === 'dayOfMonth'
    ? formatRule(simpleRule('MONTHLY', 1, [], [Number(draft.startDate.slice(8, 10))]))
    : formatRule(simpleRule('MONTHLY', 1, [{ ordinal: weekOfMonth(draft.startDate), day: weekdayOf(draft.startDate) }]));
}

/** The `event` of createStanding / updateStandingEvent (domain standingEventInputSchema). */
export function eventOf(draft: RecurrenceDraft): StandingEventInput {
  const endDate = draft.endDate.trim() || null;
  return standingEventInputSchema.parse({
    title: draft.title.trim(),
    description: draft.description.trim() || null,
    startDate: draft.startDate.trim() || null,
    endDate,
    isRecurring: true,
    RecurringPattern: {
      rrule: ruleOf(draft),
      separationCount: draft.every.trim(),
      startDate: draft.startDate.trim() || null,
      endDate,
    },
  });
}

/** A value that passes, to look past one field's error for the next one. */
const PASSING: Partial<Record<string, Partial<RecurrenceDraft>>> = {
  title: { title: 'x' },
  startDate: { startDate: '2000-01-02' },
  'RecurringPattern.separationCount': { every: '1' },
  endDate: { endDate: '' },
};

/**
 * The same checks the server makes (domain normalizeStandingEvent), before sending: every field's
 * error with the spec's messages ('Title is required', 'A start date is required for the recurrence',
 * "'Every' must be a positive integer"), or null when the draft is good. The server stops at the first;
 * the form shows them all.
 */
export function draftErrors(draft: RecurrenceDraft): Record<string, string> | null {
  const errors: Record<string, string> = {};
  let probe = draft;
  for (let i = 0; i < 5; i += 1) {
    try {
      normalizeStandingEvent(eventOf(probe));
      break;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const [field, message] = Object.entries(error.fieldErrors ?? { form: error.message })[0]!;
      errors[field] ??= message;
      const passing = PASSING[field];
      if (!passing) break;
      probe = { ...probe, ...passing };
    }
  }
  return Object.keys(errors).length ? errors : null;
}

/** Server field names to the form's. */
export function formFieldOf(field: string): keyof RecurrenceDraft | 'form' {
  if (field === 'title' || field === 'description' || field === 'startDate' || field === 'endDate') return field;
  if (field === 'RecurringPattern.separationCount') return 'every';
  if (field === 'RecurringPattern.startDate') return 'startDate';
  if (field === 'RecurringPattern.endDate') return 'endDate';
  return 'form';
}

interface StoredEvent {
  title?: unknown;
  description?: unknown;
  startDate?: unknown;
  endDate?: unknown;
  RecurringPattern?: { rrule?: unknown; separationCount?: unknown; startDate?: unknown; endDate?: unknown } | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A standing's stored event (an object, or its JSON text) as a draft; `fallback` fills what is missing. */
export function draftOf(event: unknown, fallback: Partial<RecurrenceDraft> = {}): RecurrenceDraft {
  let stored: StoredEvent = {};
  if (typeof event === 'string') {
    try {
      const parsed: unknown = JSON.parse(event);
      if (typeof parsed === 'object' && parsed !== null) stored = parsed as StoredEvent;
      else stored = { RecurringPattern: { rrule: event } };
    } catch {
      stored = { RecurringPattern: { rrule: event } };
    }
  } else if (typeof event === 'object' && event !== null) {
    stored = event as StoredEvent;
  }
  const pattern = stored.RecurringPattern ?? {};
  const rule = readRule(text(pattern.rrule));
  const startDate = text(stored.startDate) || text(pattern.startDate) || fallback.startDate || '';
  const frequency: Frequency = rule?.freq === 'MONTHLY' ? 'monthly' : (fallback.frequency ?? 'weekly');
  const interval = Number(pattern.separationCount ?? (rule && rule.interval !== 1 ? rule.interval : NaN));
  const days = (rule?.byDay ?? []).map((b) => b.day);
  return {
    title: text(stored.title) || fallback.title || '',
    description: text(stored.description) || fallback.description || '',
    startDate,
    endDate: text(stored.endDate) || text(pattern.endDate) || fallback.endDate || '',
    frequency,
    every: Number.isInteger(interval) && interval > 0 ? String(interval) : (fallback.every ?? '1'),
    days: days.length ? days : (fallback.days ?? (startDate ? [weekdayOf(startDate)] : [])),
    monthlyBy: frequency === 'monthly' && (rule?.byDay ?? []).some((b) => b.ordinal !== null) ? 'weekday' : (fallback.monthlyBy ?? 'dayOfMonth'),
  };
}

/** 'Every 4 weeks on Tuesday' / 'Every month on day 14', for the tables. */
export function describeRecurrence(draft: RecurrenceDraft): string {
  const n = Number(draft.every);
  if (draft.frequency === 'weekly') {
    const days = WEEKDAYS.filter((d) => draft.days.includes(d)).map((d) => WEEKDAY_LABELS[d]);
    return `Every ${n > 1 ? `${n} weeks` : 'week'}${days.length ? ` on ${days.join(', ')}` : ''}`;
  }
  return `Every ${n > 1 ? `${n} months` : 'month'} ${monthlyLabel(draft.monthlyBy, draft.startDate).replace(/^On/, 'on')}`;
}
