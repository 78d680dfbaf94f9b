import { DomainError, missingVaccines, missingVaccinesMessage, toSpecDate } from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import { loadPetState, loadPetVaccinations, loadVaccineList } from './load';

/**
 * VAC-VALID at booking (docs/RULES.md): when the business refuses bookings missing a required vaccine,
 * a 409 naming, for each pet, each required vaccine with no record valid on `date` (business-local
 * 'YYYY-MM-DD'). Decided from the streams: `Vaccines` and each pet's `PetVaccinations-<petId>`.
 * The one check of the office's create and move and of online book, move and request.
 */
export async function refuseMissingVaccines(ctx: Pick<CommandHandlerContext, 'services'>, petIds: readonly number[], date: string | null): Promise<void> {
  if (date === null || petIds.length === 0) return;
  const list = await loadVaccineList(ctx);
  if (!list.refuseBookings || list.requiredVaccineIds.length === 0) return;
  const refusals: string[] = [];
  for (const petId of petIds) {
    const records = [...(await loadPetVaccinations(ctx, petId)).records.values()];
    const missing = missingVaccines(list.requiredVaccineIds, records, date);
    if (missing.length === 0) continue;
    const pet = await loadPetState(ctx, petId);
    const petName = pet.status === 'none' ? `pet ${petId}` : pet.details.petName;
    refusals.push(missingVaccinesMessage(missing.map((id) => list.vaccines.get(id) ?? `vaccine ${id}`), petName, toSpecDate(date)));
  }
  if (refusals.length > 0) {
    const message = refusals.join(' ');
    throw new DomainError(409, message, { vaccinations: message });
  }
}
