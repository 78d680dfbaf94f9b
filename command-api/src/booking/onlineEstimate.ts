import {
  DomainError,
  ONLINE_BOOKING_MESSAGES as M,
  estimateStream,
  saveEstimateBodySchema,
  type EstimateSavedData,
} from '@pawroute/domain';
import type { Actor, CommandHandlerContext } from '@pawroute/platform';
import { loadCustomerOfUser, saveEstimate, type SaveEstimateOptions } from '../estimates';
import { streamEvents } from '../shared/loadStreams';
import { loadBookingSettings } from './settings';

export type OnlineEstimatePets = { petId: number; estimatePackage: EstimateSavedData['pets'][number]['estimatePackage']; addonIds: number[] }[];

/**
 * The customer's chosen pets, packages and add-ons saved as an estimate of theirs through estimate/save
 * (the office's pricing, never a copy): their address and their stored trip charge, no generator.
 * The portal's Book and the public /book both price through it; `options` passes the estimate save's
 * own (an outside-area request, docs/RULES.md SA-ONE).
 */
export async function saveOnlineEstimate(pets: OnlineEstimatePets, ctx: CommandHandlerContext & { actor: Actor }, options: SaveEstimateOptions = {}) {
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
    options,
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
