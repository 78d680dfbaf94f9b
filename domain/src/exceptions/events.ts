import { z } from 'zod';
import type { DomainEvent } from '../shared/decider';
import { int4, storableId, storableLocalDate, storableLocalTime, storableText } from '../shared/storable';
import { EXCEPTION_DESCRIPTION_MAX, EXCEPTION_TITLE_MAX } from './messages';

const date = storableLocalDate();
const time = storableLocalTime();
const bits = (n: number) => storableText().regex(new RegExp(`^[01]{${n}}$`));

/** The spec's RecurringPattern with the RRULE it is derived from (part 1 §3). Dates are business-local. */
export const recurringPatternSchema = z.object({
  rrule: storableText().max(200),
  recurringTypeId: int4().min(1),
  separationCount: int4().min(1),
  daysOfWeek: bits(7),
  daysOfMonth: bits(31),
  weeksOfMonth: bits(5),
  monthsOfYear: bits(12),
  startDate: date,
  endDate: date.nullable(),
});
export type RecurringPattern = z.infer<typeof recurringPatternSchema>;

/** The spec's Event, checked and normalized (all-day times filled in). Local dates and 24 h times. */
export const exceptionEventSchema = z.object({
  title: storableText().min(1).max(EXCEPTION_TITLE_MAX),
  description: storableText().max(EXCEPTION_DESCRIPTION_MAX).nullable(),
  startDate: date,
  endDate: date,
  startTime: time,
  endTime: time,
  isAllDay: z.boolean(),
  isRecurring: z.boolean(),
  RecurringPattern: recurringPatternSchema.nullable(),
});
export type ExceptionEvent = z.infer<typeof exceptionEventSchema>;

export const scheduleExceptionCreatedSchema = z.object({
  exceptionId: storableId(),
  employeeId: storableId(),
  isWorking: z.boolean(),
  event: exceptionEventSchema,
  /** The business time zone the local dates and times are in (config, America/Chicago by default). */
  timeZone: storableText().max(64),
  createdAt: storableText(),
});
export const scheduleExceptionUpdatedSchema = z.object({
  exceptionId: storableId(),
  employeeId: storableId(),
  isWorking: z.boolean(),
  event: exceptionEventSchema,
  timeZone: storableText().max(64),
  updatedAt: storableText(),
});
export const scheduleExceptionDeletedSchema = z.object({
  exceptionId: storableId(),
  employeeId: storableId(),
  deletedAt: storableText(),
});

export type ScheduleExceptionCreated = DomainEvent<'ScheduleExceptionCreated', z.infer<typeof scheduleExceptionCreatedSchema>>;
export type ScheduleExceptionUpdated = DomainEvent<'ScheduleExceptionUpdated', z.infer<typeof scheduleExceptionUpdatedSchema>>;
export type ScheduleExceptionDeleted = DomainEvent<'ScheduleExceptionDeleted', z.infer<typeof scheduleExceptionDeletedSchema>>;
export type ScheduleExceptionEvent = ScheduleExceptionCreated | ScheduleExceptionUpdated | ScheduleExceptionDeleted;

/** For the event-schema registry. */
export const EXCEPTION_EVENT_SCHEMAS = {
  ScheduleExceptionCreated: scheduleExceptionCreatedSchema,
  ScheduleExceptionUpdated: scheduleExceptionUpdatedSchema,
  ScheduleExceptionDeleted: scheduleExceptionDeletedSchema,
} as const;

export const scheduleExceptionStream = (exceptionId: number): string => `ScheduleException-${exceptionId}`;
