import {
  ESTIMATE_LINK_MESSAGES as L,
  DEFAULT_MINUTES_TO_GROOM,
  DomainError,
  appointmentLength,
  estimateStream,
  fold,
  petDecider,
  petStream,
  type EstimateSavedData,
  type PetState,
} from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import { streamEvents } from '../shared/loadStreams';

/** What placing an appointment needs of its estimate: whose it is, and how long its pets take. */
export interface EstimateForPlacing {
  estimateId: number;
  customerId: number;
  customerUserId: number;
  /** The pets the appointment grooms (included in the estimate and alive), at least 1 for the day's count. */
  pets: number;
  /** The ids of those pets (VAC-VALID at booking). */
  petIds: number[];
  /** Minutes: docs/RULES.md "Schedule", appointment length. */
  length: number;
}

/** The estimate as last saved, folded from `Estimate-<id>` (never a read model); 404 when there is none. */
export async function loadEstimateForPlacing(ctx: Pick<CommandHandlerContext, 'services'>, estimateId: number): Promise<EstimateForPlacing> {
  const { store, db } = ctx.services;
  const events = await streamEvents(store, estimateStream(estimateId));
  const saved = events.filter((e) => e.type === 'EstimateSaved').at(-1)?.data as EstimateSavedData | undefined;
  if (!saved) throw new DomainError(404, L.estimateNotFound, { estimateId: L.estimateNotFound });

  const groomed = saved.pets.filter((p) => p.includeInEstimate && !p.isDeceased);
  // Each pet's own minutesToGroom and breed as they are now (Pet-<id>), the estimate's breed otherwise.
  const pets = await Promise.all(
    groomed.map(async (p) => {
      const state = fold(petDecider, (await streamEvents(store, petStream(p.petId))) as never[]) as PetState;
      const details = state.status === 'none' ? null : state.details;
      return { minutesToGroom: details?.minutesToGroom ?? null, breedId: details?.breedId ?? p.breedId };
    }),
  );
  const breedIds = [...new Set(pets.map((p) => p.breedId).filter((id): id is number => id !== null))];
  // Breeds are reference data (the options read model), as estimate/save prices with them.
  const { rows } = await db.query<{ id: number; minutes_to_groom: number | null }>(`SELECT id, minutes_to_groom FROM breeds WHERE id = ANY($1::int[])`, [breedIds]);
  const breeds = rows.map((r) => ({ ID: Number(r.id), minutesToGroom: r.minutes_to_groom === null ? null : Number(r.minutes_to_groom) }));
  const length = appointmentLength(pets, breeds);
  return {
    estimateId,
    customerId: saved.customerId,
    customerUserId: saved.userId,
    pets: Math.max(1, pets.length),
    petIds: groomed.map((p) => p.petId),
    length: length > 0 ? length : DEFAULT_MINUTES_TO_GROOM,
  };
}
