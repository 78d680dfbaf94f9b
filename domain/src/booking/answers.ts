import { z } from 'zod';
import type { EstimatePackage } from '../options';
import type { BookingSettings } from './settings';

/** GET booking/getSettings: the settings, and the stylists the office may choose from (staff only). */

/** GET booking/getSettings: the settings, and the stylists the office may choose from (staff only). */
export interface BookingSettingsAnswer {
  settings: BookingSettings;
  stylists: { employeeId: number; name: string }[];
  /** The blocked clients by name, for the settings form. */
  blockedClients?: { customerId: number; name: string }[];
}

/** GET booking/getOnlineOptions (the customer's Book): whether booking is on, and what they may choose. */
export interface OnlineBookingOptionsAnswer {
  enabled: boolean;
  acceptMode: BookingSettings['acceptMode'];
  horizonDays: number;
  noticeHours: number;
  cutoffHours: number;
  packages: EstimatePackage[];
  /** The business asks for a card on file before booking (the Book then asks for one: Accept.js). */
  requireCardOnFile: boolean;
  hasCardOnFile: boolean;
  /** The business's default cancel fee (cents): what a late cancellation may cost, said on the review. */
  defaultCancelFee: number;
  pets: { petId: number; petName: string; breed: string | null }[];
  addons: { ID: number; item: string; addonPrice: number | null }[];
}

/** GET booking/getOpenTimes: the office's open slots for the online stylists within OB-WINDOW. */
export interface OnlineOpenTimesAnswer {
  date: string;
  appointmentDate: string;
  length: number;
  slots: { employeeId: number; stylistName: string; startTime: string; endTime: string; start: string; end: string }[];
}

const packageSchema = z.enum(['b&b', 'deluxe', 'add-on special']);
/** The online booking's writes. */
export const bookingSettingsSavedAnswerSchema = z.object({
  settings: z.object({
    enabled: z.boolean(),
    acceptMode: z.enum(['request', 'automatic']),
    packages: z.array(packageSchema),
    employeeIds: z.array(z.number()),
    horizonDays: z.number(),
    noticeHours: z.number(),
    cutoffHours: z.number(),
    requireCardOnFile: z.boolean(),
    blockedCustomerIds: z.array(z.number()),
  }),
});
export type BookingSettingsSavedAnswer = z.infer<typeof bookingSettingsSavedAnswerSchema>;
/** POST booking/saveEstimate: the estimate saved and priced by estimate/save (cents). */
export const onlineEstimateAnswerSchema = z.object({
  estimateId: z.number(),
  total: z.number(),
  tripFee: z.number(),
  pets: z.array(z.object({ petId: z.number(), petName: z.string(), estimatePackage: packageSchema, total: z.number() })),
});
export type OnlineEstimateAnswer = z.infer<typeof onlineEstimateAnswerSchema>;
export const onlineBookAnswerSchema = z.object({
  appointmentId: z.number(),
  status: z.string(),
  appointmentDate: z.string(),
  startTime: z.string(),
});
export type OnlineBookAnswer = z.infer<typeof onlineBookAnswerSchema>;
export const onlineMoveAnswerSchema = z.object({
  appointmentId: z.number(),
  status: z.string().nullable(),
  appointmentDate: z.string(),
  startTime: z.string(),
});
export type OnlineMoveAnswer = z.infer<typeof onlineMoveAnswerSchema>;
export const onlineCancelAnswerSchema = z.object({ appointmentId: z.number(), status: z.string().nullable(), cancelFee: z.number() });
export type OnlineCancelAnswer = z.infer<typeof onlineCancelAnswerSchema>;
