import { z } from 'zod';
import { linkTokenQuerySchema, linkTokenSchema } from '../auth';
import { pictureFileName } from '../pictures';
import { idParam, storableCents, storableText } from '../shared/storable';
import { standingEventInputSchema } from '../standings';
import { APPOINTMENT_MESSAGES as M } from './messages';
import { fromSpecDate, fromSpecTime } from '../shared/wire';
import { wireDateToIso, wireTimeToIso } from '../shared/wireFields';

/**
 * The HTTP bodies of the appointment and standing command routes (docs/APPOINTMENTS.md "Commands").
 * Loose on purpose: a missing field passes as null so the deciders answer the spec's messages ('Please
 * fill out the required fields for the appointment.', 'A starting time is required for a standing
 * appointment'); only what cannot be a value at all (text the store cannot hold, a non-numeric id) is
 * refused here. Dates and times arrive in the spec's 'MM-DD-YYYY' and 'h:mm A' and leave as the
 * events' 'YYYY-MM-DD' and 'HH:MM'.
 */
const blankToNull = (value: string | null | undefined): string | null => (value === null || value === undefined || value.trim() === '' ? null : value.trim());

/** An optional id: missing or '' is null (the decider says which field is required), else digits only. */
const optionalId = (message: string) =>
  z
    .union([z.literal(''), idParam(message)], { error: message })
    .nullish()
    .transform((value) => (value === '' || value === null || value === undefined ? null : value));

/** 'MM-DD-YYYY' (or 'YYYY-MM-DD') to 'YYYY-MM-DD'; blank is null; anything else is a 400. */
const specDate = storableText()
  .max(40)
  .nullish()
  .transform((value, ctx) => {
    const text = blankToNull(value);
    return text === null ? null : wireDateToIso(M.invalidDate)(text, ctx);
  });

/** 'h:mm A' (or 'HH:MM') to 'HH:MM'; blank is null; anything else is a 400. */
const specTime = storableText()
  .max(40)
  .nullish()
  .transform((value, ctx) => {
    const text = blankToNull(value);
    return text === null ? null : wireTimeToIso(M.invalidTime)(text, ctx);
  });

const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .nullish()
  .transform((value) => value === true || value === 'true');

const appointmentId = idParam(M.informationMissing);
const comment = storableText().max(10_000).nullish();

/** POST appointments/create. */
export const createAppointmentInputSchema = z.object({
  estimateId: optionalId(M.requiredFields),
  appointmentDate: specDate,
  startTime: specTime,
  endTime: specTime,
  employeeId: optionalId(M.requiredFields),
  initialComment: comment,
  resolveConfliction: flag,
  addToWaitingList: flag,
});
export type CreateAppointmentInput = z.output<typeof createAppointmentInputSchema>;

/** POST appointments/update and appointments/schedule (ours: 'Schedule' from waiting or rescheduled). */
export const placeAppointmentInputSchema = z.object({
  appointmentId,
  appointmentDate: specDate,
  startTime: specTime,
  endTime: specTime,
  employeeId: optionalId(M.requiredFields),
  resolveConfliction: flag,
});
export type PlaceAppointmentInput = z.output<typeof placeAppointmentInputSchema>;

/** confirm, reschedule, cancel, start, stylistEnRoute, resolveServiceIssue, and DELETE delete?appointmentId=. */
export const appointmentIdInputSchema = z.object({ appointmentId });

/** requestStanding and createServiceIssue: the decider answers a missing comment. */
export const appointmentCommentInputSchema = z.object({ appointmentId, comment });

/** The form fields of the multipart uploadPicture (the file is the upload's). */
export const uploadAppointmentPictureInputSchema = z.object({ appointmentId, visibleToCustomer: flag });

export const removeAppointmentPictureInputSchema = z.object({
  appointmentId,
  fileName: pictureFileName(M.failedToDeletePicture),
});

export const setAppointmentPictureVisibilityInputSchema = z.object({
  appointmentId,
  fileName: pictureFileName(M.failedToUpdateVisibility),
  visibleToCustomer: z.boolean({ error: M.failedToUpdateVisibility }),
});

/** submitRating: a rating that is not a whole number 1-5 is the decider's 400, as is a missing comment. */
export const submitAppointmentRatingInputSchema = z.object({
  appointmentId,
  rating: z
    .union([z.number(), storableText().max(20)])
    .nullish()
    .transform((value) => (value === null || value === undefined || value === '' ? Number.NaN : Number(value))),
  comment,
});

/** A standing's time: 'h:mm A' becomes 'HH:MM'; anything else goes on as sent for the decider to answer. */
const standingTime = storableText()
  .max(40)
  .nullish()
  .transform((value) => {
    const text = blankToNull(value);
    return text === null ? null : (fromSpecTime(text) ?? text);
  });

/** A recurrence date: 'MM-DD-YYYY' becomes 'YYYY-MM-DD'; anything else goes on as sent. */
const isoDateOf = (value: string | null | undefined): string | null | undefined => {
  if (typeof value !== 'string') return value;
  return fromSpecDate(value) ?? value;
};

const standingEvent = standingEventInputSchema
  .nullish()
  .transform((event) => {
    const e = event ?? {};
    const pattern = e.RecurringPattern;
    return {
      ...e,
      startDate: isoDateOf(e.startDate),
      endDate: isoDateOf(e.endDate),
      RecurringPattern: pattern ? { ...pattern, startDate: isoDateOf(pattern.startDate), endDate: isoDateOf(pattern.endDate) } : pattern,
    };
  });

/** createStanding {appointmentId (the standing request's; it becomes the standing's id), employeeId, startTime, endTime, event}. */
export const createStandingInputSchema = z.object({
  appointmentId,
  employeeId: idParam(M.requiredFields),
  startTime: standingTime,
  endTime: standingTime,
  event: standingEvent,
});

/** updateStanding; resolveConfliction and statusId are accepted as the spec lists them and change nothing (see the docs). */
export const updateStandingInputSchema = z.object({
  appointmentId,
  employeeId: idParam(M.requiredFields),
  startTime: standingTime,
  endTime: standingTime,
  resolveConfliction: flag,
  statusId: optionalId(M.requiredFields),
});

export const updateStandingEventInputSchema = z.object({ appointmentId, event: standingEvent });

/** 'Create Instance': appointmentId is the standing's, appointmentDate the placeholder's date. */
export const createStandingInstanceInputSchema = z.object({ appointmentId, appointmentDate: specDate });

/**
 * GET appointments/checkConflicts: the placing about to be saved, asked first (query-api parses these
 * fields, appointments/routes.ts). 'MM-DD-YYYY' and 'h:mm A'; no endTime: start + the estimate's length.
 */
export const checkConflictsQuerySchema = z.object({
  employeeId: z.number(),
  appointmentDate: z.string(),
  startTime: z.string(),
  endTime: z.string().optional(),
  estimateId: z.number(),
  appointmentId: z.number().optional(),
});
export type CheckConflictsQuery = z.input<typeof checkConflictsQuerySchema>;

/** The request bodies as the web sends them (wire formats 'MM-DD-YYYY', 'h:mm A'): the schemas' inputs. */
export type CreateAppointmentBody = z.input<typeof createAppointmentInputSchema>;
export type PlaceAppointmentBody = z.input<typeof placeAppointmentInputSchema>;
export type CommentBody = z.input<typeof appointmentCommentInputSchema>;
export type CreateStandingBody = z.input<typeof createStandingInputSchema>;
export type UpdateStandingBody = z.input<typeof updateStandingInputSchema>;
/** confirm, reschedule, start, stylistEnRoute, resolveServiceIssue, delete: the appointment alone. */
export type AppointmentIdBody = z.input<typeof appointmentIdInputSchema>;
/** DELETE delete?appointmentId= and deleteStanding?appointmentId=: the query as the server reads it (a number). */
export type AppointmentIdQuery = z.output<typeof appointmentIdInputSchema>;
export type RemoveAppointmentPictureBody = z.input<typeof removeAppointmentPictureInputSchema>;
export type SetAppointmentPictureVisibilityBody = z.input<typeof setAppointmentPictureVisibilityInputSchema>;
export type SubmitAppointmentRatingBody = z.input<typeof submitAppointmentRatingInputSchema>;
export type UpdateStandingEventBody = z.input<typeof updateStandingEventInputSchema>;
export type CreateStandingInstanceBody = z.input<typeof createStandingInstanceInputSchema>;

/**
 * GET entrance/confirmationImage?token= (the confirmation mail's image): the mail's link token, only
 * looked at. Sent by mail programs, not the web.
 */
export const confirmationImageQuerySchema = linkTokenQuerySchema('appointmentConfirmation');
export type ConfirmationImageQuery = z.input<typeof confirmationImageQuerySchema>;

/** POST appointments/cancel: the appointment, and part 2 §3's cancel fee in cents when the cancellation has one. */
export const cancelAppointmentInputSchema = appointmentIdInputSchema.extend({
  cancelFee: storableCents().nullish().transform((v) => v ?? 0),
});
export type CancelAppointmentBody = z.input<typeof cancelAppointmentInputSchema>;

/** POST entrance/submitFeedback: the mailed feedback link's rating (part 2's rating rules, the appointment's words). */
export const submitFeedbackBodySchema = z.object({
  token: linkTokenSchema('feedback'),
  rating: z.coerce.number({ error: M.ratingRange }).int({ error: M.ratingRange }).min(0, { error: M.ratingRange }).max(5, { error: M.ratingRange }),
  comment: storableText({ error: M.ratingCommentRequired }).trim().min(1, { error: M.ratingCommentRequired }).max(250, { error: M.ratingCommentTooLong }),
  setStylistAsPreferred: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .nullish()
    .transform((v) => v === true || v === 'true'),
});
export type SubmitFeedbackBody = z.input<typeof submitFeedbackBodySchema>;
