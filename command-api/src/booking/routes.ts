import {
  DomainError,
  ONLINE_BOOKING_MESSAGES as M,
  ONLINE_BOOKING_SETTINGS_STREAM,
  bookingSettingsDecider,
  bookingSettingsSchema,
  estimateStream,
  onlineBookBodySchema,
  onlineCancelBodySchema,
  onlineEstimateBodySchema,
  onlineMoveBodySchema,
  saveEstimateBodySchema,
  type EstimateSavedData,
} from '@pawroute/domain';
import { allOf, commandRoute, describedRule, isStaff, type Actor, type CommandHandlerContext } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { loadCustomerOfUser, saveEstimate } from '../estimates';
import { streamEvents } from '../shared/loadStreams';
import { bookOnline } from './book';
import { cancelOnline } from './cancel';
import { moveOnline } from './move';
import { loadBookingSettings } from './settings';

/** A signed-in customer on their own pages (ViewCustomerDashboard); staff book through the office's screens. */
const OWN_CUSTOMER = describedRule(
  // The permission alone is not enough (a staff type holding it is still refused): it is an input check.
  { anyOf: [], allOf: [], otherwise: 'a customer (not staff) with ViewCustomerDashboard, for their own records', inputChecks: ['ViewCustomerDashboard'] },
  (actor: Actor) => actor.permissions.ViewCustomerDashboard === true && !isStaff(actor) && actor.customerId !== null,
);

/**
 * Online booking (docs/RULES.md "Online booking"): the Management settings, and the
 * customer's Book (price, then time), cancel from the portal. Every write decides from streams.
 */
export async function bookingCommands(app: FastifyInstance): Promise<void> {
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/booking/updateSettings',
    name: 'UpdateOnlineBookingSettings',
    schema: bookingSettingsSchema,
    permission: allOf('ViewManagement', 'EditSettings'),
    async handle(input, ctx) {
      await ctx.execute(ONLINE_BOOKING_SETTINGS_STREAM, bookingSettingsDecider, { type: 'SetBookingSettings', data: input });
      return { settings: input };
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/booking/saveEstimate',
    name: 'SaveOnlineEstimate',
    schema: onlineEstimateBodySchema,
    permission: OWN_CUSTOMER,
    handle: (input, ctx) => ctx.retrying(() => saveOnlineEstimate(input.pets, ctx as CommandHandlerContext & { actor: Actor })),
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/booking/book',
    name: 'BookOnline',
    schema: onlineBookBodySchema,
    permission: OWN_CUSTOMER,
    handle: (input, ctx) => bookOnline(input, ctx as CommandHandlerContext & { actor: Actor }),
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/booking/move',
    name: 'MoveOnline',
    schema: onlineMoveBodySchema,
    permission: OWN_CUSTOMER,
    handle: (input, ctx) => moveOnline(input, ctx as CommandHandlerContext & { actor: Actor }),
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/booking/cancel',
    name: 'CancelOnline',
    schema: onlineCancelBodySchema,
    permission: OWN_CUSTOMER,
    handle: ({ appointmentId }, ctx) => cancelOnline(appointmentId, ctx),
  });
}

/**
 * The customer's chosen pets, packages and add-ons saved as an estimate of theirs through estimate/save
 * (the office's pricing, never a copy): their address and their stored trip charge, no generator.
 */
async function saveOnlineEstimate(pets: { petId: number; estimatePackage: EstimateSavedData['pets'][number]['estimatePackage']; addonIds: number[] }[], ctx: CommandHandlerContext & { actor: Actor }) {
  const settings = await loadBookingSettings(ctx);
  if (!settings.enabled) throw new DomainError(409, M.off);
  if (pets.some((p) => !settings.packages.includes(p.estimatePackage))) throw new DomainError(400, M.packageNotOnline, { pets: M.packageNotOnline });
  const known = await loadCustomerOfUser(ctx.services.store, ctx.actor.userId);
  const address = known.user.address;
  const saved = await saveEstimate(
    saveEstimateBodySchema.parse({
      estimate: {
        ID: null,
        copiedFromEstimateId: null,
        address: { address: address?.address ?? '', city: address?.city ?? '', state: address?.state ?? '', zipcode: address?.zipcode ?? '', mapsco: address?.mapsco ?? null },
        needsGenerator: false,
        tripFee: known.customer.tripChargeCents,
        generatorFee: null,
        pets: pets.map((p) => ({ petId: p.petId, estimatePackage: p.estimatePackage, includeInEstimate: true, addonIds: p.addonIds, otherFee: null, otherDescription: null })),
      },
      user: { ID: ctx.actor.userId },
      tripChargeIncrementConsent: false,
      saveTripChargeToProfile: false,
    }),
    ctx,
  );
  const estimateId = saved.data.estimateId;
  const event = (await streamEvents(ctx.services.store, estimateStream(estimateId))).filter((e) => e.type === 'EstimateSaved').at(-1)!.data as EstimateSavedData;
  const lines = new Map(event.figures.pets.map((l) => [l.petId, l]));
  return {
    estimateId,
    total: event.figures.feeTotal,
    tripFee: event.figures.feeTrip,
    pets: event.pets.map((p) => ({ petId: p.petId, petName: p.petName, estimatePackage: p.estimatePackage, total: lines.get(p.petId)?.subtotal ?? 0 })),
  };
}
