import { z } from 'zod';
import { recurringPatternSchema } from '../exceptions';
import type { DomainEvent } from '../shared/decider';
import { storableId, storableLocalDate, storableLocalTime, storableText } from '../shared/storable';
import { STANDING_DESCRIPTION_MAX, STANDING_TITLE_MAX } from './messages';

const date = storableLocalDate();
const time = storableLocalTime();

/**
 * A standing appointment's Event (part 1 §3), checked and normalized: always recurring, its RRULE
 * canonical with the spec's RecurringPattern fields derived (the exceptions' rrule.ts). `startDate` is
 * the recurrence's first possible date and equals the pattern's; `endDate` its last (inclusive), null
 * for open-ended, equal to the pattern's. Times are the standing's own (startTime, endTime), not the
 * event's. Dates are business-local.
 */
export const standingEventSchema = z.object({
  title: storableText().min(1).max(STANDING_TITLE_MAX),
  description: storableText().max(STANDING_DESCRIPTION_MAX).nullable(),
  startDate: date,
  endDate: date.nullable(),
  isRecurring: z.literal(true),
  RecurringPattern: recurringPatternSchema,
});
export type StandingEvent = z.infer<typeof standingEventSchema>;

export const standingCreatedSchema = z.object({
  standingId: storableId(),
  /** The appointment whose standing request this came from. */
  appointmentId: storableId(),
  customerId: storableId(),
  estimateId: storableId(),
  employeeId: storableId(),
  /** Business-local 'HH:MM' (24 h), the same on every date. */
  startTime: time,
  endTime: time,
  event: standingEventSchema,
  /** The business time zone the local dates and times are in. */
  timeZone: storableText().max(64),
  createdAt: storableText(),
});
export const standingUpdatedSchema = z.object({
  standingId: storableId(),
  employeeId: storableId(),
  startTime: time,
  endTime: time,
  updatedAt: storableText(),
});
export const standingEventUpdatedSchema = z.object({
  standingId: storableId(),
  event: standingEventSchema,
  timeZone: storableText().max(64),
  updatedAt: storableText(),
});
export const standingDeletedSchema = z.object({
  standingId: storableId(),
  deletedAt: storableText(),
});
/** A placeholder of `date` became the real appointment `appointmentId` ('Create Instance'). */
export const standingInstanceCreatedSchema = z.object({
  standingId: storableId(),
  date,
  appointmentId: storableId(),
  createdAt: storableText(),
});

export type StandingCreated = DomainEvent<'StandingCreated', z.infer<typeof standingCreatedSchema>>;
export type StandingUpdated = DomainEvent<'StandingUpdated', z.infer<typeof standingUpdatedSchema>>;
export type StandingEventUpdated = DomainEvent<'StandingEventUpdated', z.infer<typeof standingEventUpdatedSchema>>;
export type StandingDeleted = DomainEvent<'StandingDeleted', z.infer<typeof standingDeletedSchema>>;
export type StandingInstanceCreated = DomainEvent<'StandingInstanceCreated', z.infer<typeof standingInstanceCreatedSchema>>;
export type StandingStreamEvent = StandingCreated | StandingUpdated | StandingEventUpdated | StandingDeleted | StandingInstanceCreated;

/** For the event-schema registry. */
export const STANDING_EVENT_SCHEMAS = {
  StandingCreated: standingCreatedSchema,
  StandingUpdated: standingUpdatedSchema,
  StandingEventUpdated: standingEventUpdatedSchema,
  StandingDeleted: standingDeletedSchema,
  StandingInstanceCreated: standingInstanceCreatedSchema,
} as const;

export const standingStream = (standingId: number): string => `Standing-${standingId}`;
