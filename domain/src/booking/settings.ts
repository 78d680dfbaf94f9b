import { z } from 'zod';
import { PACKAGES } from '../options';
import type { CommandContext, Decider, DomainEvent } from '../shared/decider';
import { storableId } from '../shared/storable';
import { ONLINE_BOOKING_MESSAGES as M } from './messages';

/**
 * The online booking settings (docs/RULES.md "Online booking"): on/off (off until the
 * business turns it on), automatic or by request, which packages and stylists are bookable online,
 * OB-WINDOW's horizon (days) and shortest notice (hours), OB-CUTOFF's hours. One schema serves the
 * Management form and the server check.
 */
const hours = z.number({ error: M.whole }).int({ error: M.whole }).min(0, { error: M.hours }).max(720, { error: M.hours });
export const bookingSettingsSchema = z.object({
  enabled: z.boolean(),
  acceptMode: z.enum(['automatic', 'request']),
  packages: z.array(z.enum(PACKAGES)).max(PACKAGES.length).transform((p) => [...new Set(p)]),
  employeeIds: z.array(storableId()).max(200).transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
  horizonDays: z.number({ error: M.whole }).int({ error: M.whole }).min(1, { error: M.horizon }).max(365, { error: M.horizon }),
  noticeHours: hours,
  cutoffHours: hours,
  // Older settings events carry neither: the defaults below read them (no card asked, nobody blocked).
  requireCardOnFile: z.boolean().default(false),
  /** Customers whose online booking is refused with a neutral message (call the office). */
  blockedCustomerIds: z.array(storableId()).max(5000).default([]).transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
});
export type BookingSettings = z.output<typeof bookingSettingsSchema>;
export type BookingSettingsBody = z.input<typeof bookingSettingsSchema>;

export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  enabled: false,
  acceptMode: 'automatic',
  packages: [...PACKAGES],
  employeeIds: [],
  horizonDays: 60,
  noticeHours: 24,
  cutoffHours: 24,
  requireCardOnFile: false,
  blockedCustomerIds: [],
};

/** The whole settings each time: the latest wins. Stream `OnlineBookingSettings`. */
export const ONLINE_BOOKING_SETTINGS_STREAM = 'OnlineBookingSettings';
export const OnlineBookingSettingsSetSchema = bookingSettingsSchema;
export type OnlineBookingSettingsSet = DomainEvent<'OnlineBookingSettingsSet', BookingSettings>;
export const BOOKING_EVENT_SCHEMAS = { OnlineBookingSettingsSet: OnlineBookingSettingsSetSchema } as const;

export type SetBookingSettings = { type: 'SetBookingSettings'; data: BookingSettings };

export const bookingSettingsDecider: Decider<SetBookingSettings, OnlineBookingSettingsSet, BookingSettings> = {
  initialState: () => DEFAULT_BOOKING_SETTINGS,
  // Keeps old events readable: a field an older event lacks takes its default.
  evolve: (state, event: DomainEvent) => (event.type === 'OnlineBookingSettingsSet' ? { ...DEFAULT_BOOKING_SETTINGS, ...(event.data as Partial<BookingSettings>) } : state),
  decide(command: SetBookingSettings, state: BookingSettings, _ctx: CommandContext) {
    const next = bookingSettingsSchema.parse(command.data);
    // The same settings again is no change: nothing to record.
    if (JSON.stringify(next) === JSON.stringify(state)) return [];
    return [{ type: 'OnlineBookingSettingsSet', data: next }];
  },
};

/** POST booking/updateSettings: the settings as saved. */
export interface BookingSettingsSaved {
  settings: BookingSettingsBody;
}
