import { z } from 'zod';
import type { ExceptionEvent } from './events';

/** GET exceptions/getAll: the spec's Schedule exception (part 2 §3) and the expanded occurrences. */
export interface ScheduleExceptionView {
  ID: number;
  employeeId: number;
  isWorking: boolean;
  Event: ExceptionEvent & { ID: number };
}
export interface ExceptionOccurrenceView {
  exceptionId: number;
  title: string;
  isWorking: boolean;
  isAllDay: boolean;
  /** Business-local 'YYYY-MM-DDTHH:mm'. */
  start: string;
  end: string;
  /** UTC instants. */
  startsAt: string;
  endsAt: string;
}
export interface GetExceptionsResponse {
  exceptions: ScheduleExceptionView[];
  occurrences: ExceptionOccurrenceView[];
  /** The business time zone of the local dates and times. */
  timeZone: string;
}

/** POST exceptions/create and exceptions/update: the exception written (ID and exceptionId name the same). */
export interface ExceptionWritten {
  ID: number;
  exceptionId: number;
}

/** The exceptions' writes. */
export const exceptionWrittenAnswerSchema = z.object({ ID: z.number(), exceptionId: z.number() });
export type ExceptionWrittenAnswer = z.infer<typeof exceptionWrittenAnswerSchema>;
export const exceptionDeletedAnswerSchema = z.object({ exceptionId: z.number() });
export type ExceptionDeletedAnswer = z.infer<typeof exceptionDeletedAnswerSchema>;
