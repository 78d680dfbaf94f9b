export type { FindPetsByCustomerResponse, PetView } from '@pawroute/domain';
import type { PetView } from '@pawroute/domain';
/** The reply of POST pets/update. */
export type SavePetResult = PetView & { becameDeceased: boolean; position: string };
