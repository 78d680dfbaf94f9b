import {
  APPOINTMENT_MESSAGES,
  DomainError,
  ONLINE_BOOKING_MESSAGES as M,
  contactsStream,
  decideOnlineBooking,
  decideOnlineCustomer,
  eligibility,
  estimateStream,
  fold,
  petDecider,
  petStream,
  type PetState,
  slotTime,
  stylistBookingsDecider,
  stylistBookingsStream,
  stylistOpenSlots,
  toSpecDate,
  toSpecTime,
  type EstimateSavedData,
  type Booking,
} from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import { createAppointment, loadEstimateForPlacing, loadStylistDay, loadStylistHours } from '../appointments';
import { loadEmployee } from '../employees';
import { streamEvents } from '../shared/loadStreams';
import { readContacts } from '../shared/userContacts';
import { loadBookingSettings } from './settings';

type Ctx = CommandHandlerContext & { actor: { customerId: number | null } };

export interface OnlineBookInput {
  estimateId: number;
  employeeId: number;
  appointmentDate: string;
  startTime: string;
}

/**
 * POST booking/book (docs/RULES.md "Online booking"): the signed-in customer's own saved
 * estimate placed at a time the office's slot engine offers (OB-SAME) within OB-WINDOW, through the
 * office's own create (appointments createAppointment: estimate link, stylist booking, appointment in
 * one write). The check runs again on every round of the retry against the stylist's
 * `StylistBookings-<id>-<date>` stream as read for that write, so two customers racing for one slot
 * give one appointment and one 409.
 */
export async function bookOnline(input: OnlineBookInput, ctx: Ctx) {
  const check = await onlineSlotCheck(ctx, input, null, { gate: true });
  await check();
  const created = await createAppointment(
    {
      estimateId: input.estimateId,
      appointmentDate: input.appointmentDate,
      startTime: input.startTime,
      endTime: null,
      employeeId: input.employeeId,
      initialComment: 'Booked online',
      resolveConfliction: false,
      addToWaitingList: false,
    },
    ctx,
    {
      // OB-SAME under concurrency: the booking this write decided must conflict with nothing.
      beforeWrite: async (conflicts) => {
        await check();
        if (conflicts.length > 0) throw new DomainError(409, M.taken, { startTime: M.taken });
      },
    },
  );
  if (created.status !== 'scheduled') throw new DomainError(409, APPOINTMENT_MESSAGES.notFound);
  return { appointmentId: created.newAppointmentId, status: created.status, appointmentDate: toSpecDate(input.appointmentDate), startTime: toSpecTime(input.startTime) };
}

export interface OnlineCheckOptions {
  /** A booking (automatic mode, the default) or a request (request mode). */
  asking?: 'book' | 'request';
  /** Whose estimate it is: the signed-in customer unless given (the public page's new client). */
  customerId?: number;
  /** Check the blocked-clients list and the card on file (a new booking or request; not a move). */
  gate?: boolean;
}

/**
 * Who may book or request online (docs/RULES.md "Online booking"): booking on, then not a blocked
 * client, and a card on file when the business requires one, from the settings and Contacts-<userId>.
 */
export async function onlineCustomerGate(ctx: Pick<CommandHandlerContext, 'services'>, customerId: number, userId: number): Promise<void> {
  const settings = await loadBookingSettings(ctx);
  if (!settings.enabled) throw new DomainError(409, M.off);
  const hasCard = settings.requireCardOnFile ? (await readContacts(ctx, userId, contactsStream(userId))).cards.length > 0 : true;
  decideOnlineCustomer(settings, customerId, hasCard);
}

/**
 * The online slot check for the customer's own estimate (docs/RULES.md "Online booking"):
 * 404 for an estimate not theirs, then a function that decides OB-SAME and OB-WINDOW from the settings
 * stream, the stylist's Employee stream and day, and their `StylistBookings` stream as it stands, leaving
 * out `exceptAppointmentId` (the appointment being moved). Run before the write and again inside it.
 */
export async function onlineSlotCheck(
  ctx: CommandHandlerContext,
  input: OnlineBookInput,
  exceptAppointmentId: number | null,
  options: OnlineCheckOptions = {},
): Promise<() => Promise<void>> {
  const customerId = options.customerId ?? ctx.actor?.customerId ?? null;
  const estimate = await loadEstimateForPlacing(ctx, input.estimateId).catch(() => null);
  // Another customer's estimate is not found, as a missing one is: nothing about it is told.
  if (!estimate || customerId === null || estimate.customerId !== customerId) throw new DomainError(404, M.estimateNotFound);
  if (options.gate) await onlineCustomerGate(ctx, customerId, estimate.customerUserId);
  const saved = (await streamEvents(ctx.services.store, estimateStream(input.estimateId))).filter((e) => e.type === 'EstimateSaved').at(-1)!.data as EstimateSavedData;
  const taking = saved.pets.filter((p) => p.includeInEstimate && !p.isDeceased);
  const packages = taking.map((p) => p.estimatePackage);
  // Each pet as it is now (Pet-<id>): what the office's engine judges eligibility by.
  const pets = await Promise.all(
    taking.map(async (p) => {
      const state = fold(petDecider, (await streamEvents(ctx.services.store, petStream(p.petId))) as never[]) as PetState;
      const details = state.status === 'none' ? null : state.details;
      return { weight: details?.weight ?? null, animalTypeId: details?.animalTypeId ?? p.animalTypeId ?? 0, breedId: details?.breedId ?? p.breedId };
    }),
  );
  const timeZone = ctx.services.config.timeZone;

  return async (): Promise<void> => {
    const settings = await loadBookingSettings(ctx);
    const base = { settings, timeZone, asking: options.asking ?? 'book', packages, employeeId: input.employeeId, date: input.appointmentDate, start: input.startTime, gridStarts: [] as string[], openStarts: [] as string[] };
    // Off, services, stylist, past and OB-WINDOW first: they need no stylist's day.
    decideOnlineBooking({ ...base, openStarts: [input.startTime] }, ctx.now);
    const hours = await loadStylistHours(ctx, input.employeeId, input.appointmentDate);
    const day = await loadStylistDay(ctx, input.employeeId, input.appointmentDate, hours);
    // OB-SAME: a stylist the office's engine leaves out for these pets (weight, cats, breed) is not offered.
    const employee = await loadEmployee(ctx, input.employeeId);
    const stylist = employee.status === 'created' ? employee.stylist : null;
    const judged = stylist
      ? eligibility({ ID: input.employeeId, isNoLongerWorking: false, maxPetWeight: stylist.maxPetWeight, servicesCats: stylist.servicesCats, stylistBreedRestrictions: stylist.stylistBreedRestrictions, ...hours }, input.appointmentDate, pets, estimate.customerId, [])
      : null;
    const petsEligible = judged !== null && !judged.warnings.some((w) => w === 'weight' || w === 'cats' || w === 'breed');
    const state = fold(stylistBookingsDecider, (await streamEvents(ctx.services.store, stylistBookingsStream(input.employeeId, input.appointmentDate))) as never[]);
    const bookings: Booking[] = [...state.bookings]
      .filter(([appointmentId]) => appointmentId !== exceptAppointmentId)
      .map(([appointmentId, b]) => ({ appointmentId, status: 'scheduled', start: b.start, end: b.end, pets: b.pets }));
    const slots = (held: readonly Booking[]) => stylistOpenSlots(day, held, estimate.length, estimate.pets, null).map((s) => slotTime(s.start));
    decideOnlineBooking({ ...base, gridStarts: slots([]), openStarts: slots(bookings), petsEligible }, ctx.now);
  };
}
