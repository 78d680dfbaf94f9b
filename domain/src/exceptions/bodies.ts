import { z } from 'zod';
import { idParam, storableLocalDate, storableText } from '../shared/storable';
import { EXCEPTION_MESSAGES } from './messages';

/**
 * The request bodies of part 2 §7.3 (exceptions/create {event, isWorking, employeeId}, exceptions/update
 * {event, isWorking, ID}). The event's fields are loose here: the decider checks them and answers §5.7's
 * messages (normalizeEvent), so the HTTP answer and a decider table say the same.
 */
const optionalText = (max: number) => storableText().max(max).nullish();

export const exceptionEventInputSchema = z.object({
  title: optionalText(1000),
  description: optionalText(1000),
  startDate: optionalText(40),
  endDate: optionalText(40),
  startTime: optionalText(40),
  endTime: optionalText(40),
  isAllDay: z.boolean().nullish(),
  isRecurring: z.boolean().nullish(),
  RecurringPattern: z
    .object({
      rrule: optionalText(400),
      startDate: optionalText(40),
      endDate: optionalText(40),
    })
    .nullish(),
});
export type ExceptionEventInput = z.infer<typeof exceptionEventInputSchema>;

const eventField = exceptionEventInputSchema.nullish().transform((v) => v ?? {});

export const createExceptionSchema = z.object({
  employeeId: idParam(EXCEPTION_MESSAGES.employeeRequired),
  isWorking: z.boolean().nullish().transform((v) => v ?? false),
  event: eventField,
});

export const updateExceptionSchema = z.object({
  ID: idParam(EXCEPTION_MESSAGES.exceptionRequired),
  isWorking: z.boolean().nullish().transform((v) => v ?? false),
  event: eventField,
});

/** The exception form's body (create adds employeeId, update the exception's ID). */
export type ExceptionBody = Omit<z.input<typeof createExceptionSchema>, 'employeeId'>;

export const deleteExceptionSchema = z.object({ exceptionId: idParam(EXCEPTION_MESSAGES.exceptionRequired) });

/** GET exceptions/getAll?employeeId= with an optional occurrence range (local dates, inclusive). */
export const getExceptionsQuerySchema = z.object({
  employeeId: idParam(EXCEPTION_MESSAGES.employeeRequired),
  start: storableLocalDate(EXCEPTION_MESSAGES.invalidDate).optional(),
  end: storableLocalDate(EXCEPTION_MESSAGES.invalidDate).optional(),
});
