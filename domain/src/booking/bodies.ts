import { z } from 'zod';
import { APPOINTMENT_MESSAGES } from '../appointments';
import { wireDateToIso, wireTimeToIso } from '../shared/wireFields';
import { PACKAGES } from '../options';
import { storableId } from '../shared/storable';
import { ONLINE_BOOKING_MESSAGES as M } from './messages';

/** 'MM-DD-YYYY' (or 'YYYY-MM-DD') to 'YYYY-MM-DD', required. */
const appointmentDateSchema = z.string({ error: APPOINTMENT_MESSAGES.invalidDate }).max(40).transform(wireDateToIso(APPOINTMENT_MESSAGES.invalidDate));
/** 'h:mm A' (or 'HH:MM') to 'HH:MM', required. */
const appointmentTimeSchema = z.string({ error: APPOINTMENT_MESSAGES.invalidTime }).max(40).transform(wireTimeToIso(APPOINTMENT_MESSAGES.invalidTime));

/** The booking forms' date and time, for the request bodies (requests/bodies.ts). */
export { appointmentDateSchema as onlineDateSchema, appointmentTimeSchema as onlineTimeSchema };

export { bookingSettingsSchema, type BookingSettingsBody } from './settings';

/** Step 1 of the portal's Book: the customer's pets, each with a package and add-ons; the server prices it as estimate/save does. */
export const onlineEstimateBodySchema = z.object({
  pets: z
    .array(z.object({ petId: storableId(), estimatePackage: z.enum(PACKAGES, { error: M.packageNotOnline }), addonIds: z.array(storableId()).max(30).default([]) }))
    .min(1, { error: M.petsRequired })
    .max(10),
});
export type OnlineEstimateBody = z.input<typeof onlineEstimateBodySchema>;

/** GET booking/getOpenTimes: the open times online for the saved estimate on one date. */
export const openTimesQuerySchema = z.object({ estimateId: z.coerce.number().pipe(storableId()), date: appointmentDateSchema });

/** The last step: the chosen time for the saved estimate. */
export const onlineBookBodySchema = z.object({
  estimateId: storableId(),
  employeeId: storableId(),
  appointmentDate: appointmentDateSchema,
  startTime: appointmentTimeSchema,
});
export type OnlineBookBody = z.input<typeof onlineBookBodySchema>;

export const onlineCancelBodySchema = z.object({ appointmentId: storableId() });
export type OnlineCancelBody = z.input<typeof onlineCancelBodySchema>;

/** POST booking/move: the customer's own appointment to a time offered online. */
export const onlineMoveBodySchema = z.object({
  appointmentId: storableId(),
  employeeId: storableId(),
  appointmentDate: appointmentDateSchema,
  startTime: appointmentTimeSchema,
});
export type OnlineMoveBody = z.input<typeof onlineMoveBodySchema>;
