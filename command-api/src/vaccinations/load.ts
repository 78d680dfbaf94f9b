import {
  fold,
  petDecider,
  petStream,
  petVaccinationsDecider,
  petVaccinationsStream,
  vaccineListDecider,
  VACCINES_STREAM,
  type PetState,
  type PetVaccinationsState,
  type VaccineListState,
} from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import { streamEvents } from '../shared/streams';

type Services = Pick<CommandHandlerContext, 'services'>;

/** The vaccine list and the rules, folded from `Vaccines` (never a read model). */
export async function loadVaccineList(ctx: Services): Promise<VaccineListState> {
  return fold(vaccineListDecider, (await streamEvents(ctx.services.store, VACCINES_STREAM)) as never[]);
}

/** One pet's records, folded from `PetVaccinations-<petId>`. */
export async function loadPetVaccinations(ctx: Services, petId: number): Promise<PetVaccinationsState> {
  return fold(petVaccinationsDecider, (await streamEvents(ctx.services.store, petVaccinationsStream(petId))) as never[]);
}

/** The pet as its own stream holds it. */
export async function loadPetState(ctx: Services, petId: number): Promise<PetState> {
  return fold(petDecider, (await streamEvents(ctx.services.store, petStream(petId))) as never[]) as PetState;
}
