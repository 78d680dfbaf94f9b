import type { CustomerFacts, CustomerFactsState, EstimateSavedData, PetFacts, PetFactsState } from '@pawroute/domain';
import type { EstimateCustomersTable, EstimatePetsTable } from './tables';

/** Pure mappings between the domain's facts and the table rows (column names as keys). */

export const customerRowOf = (facts: CustomerFacts): EstimateCustomersTable => ({
  customer_id: facts.customerId,
  user_id: facts.userId,
  trip_charge_cents: facts.tripChargeCents,
  is_senior_citizen: facts.isSeniorCitizen,
  is_military: facts.isMilitary,
  is_tax_exempt: facts.isTaxExempt,
});

export const customerStateOf = (row: EstimateCustomersTable): CustomerFactsState => ({
  status: 'active',
  customerId: Number(row.customer_id),
  userId: Number(row.user_id),
  tripChargeCents: Number(row.trip_charge_cents),
  isSeniorCitizen: row.is_senior_citizen,
  isMilitary: row.is_military,
  isTaxExempt: row.is_tax_exempt,
});

export const petRowOf = (facts: PetFacts): EstimatePetsTable => ({
  pet_id: facts.petId,
  customer_id: facts.customerId,
  user_id: facts.userId,
  pet_name: facts.petName,
  breed_id: facts.breedId,
  animal_type_id: facts.animalTypeId,
  is_deceased: facts.isDeceased,
  is_service_pet: facts.isServicePet,
  last_groom_date: facts.lastGroomDate,
  is_overriding_grooming_fee: facts.isOverridingGroomingFee,
  override_grooming_fee_price: facts.overrideGroomingFeePrice,
  is_deleted: facts.isDeleted,
});

const intOrNull = (value: number | null) => (value === null ? null : Number(value));

export const petStateOf = (row: EstimatePetsTable): PetFactsState => ({
  status: 'active',
  petId: Number(row.pet_id),
  customerId: Number(row.customer_id),
  userId: Number(row.user_id),
  petName: row.pet_name,
  breedId: intOrNull(row.breed_id),
  animalTypeId: intOrNull(row.animal_type_id),
  isDeceased: row.is_deceased,
  isServicePet: row.is_service_pet,
  lastGroomDate: row.last_groom_date,
  isOverridingGroomingFee: row.is_overriding_grooming_fee,
  overrideGroomingFeePrice: intOrNull(row.override_grooming_fee_price),
  isDeleted: row.is_deleted,
});

/** One estimate row; `saves` counts this batch's saves (the upsert adds them to the stored count). */
export function estimateRowOf(data: EstimateSavedData, createdAt: string, saves: number): Record<string, unknown> {
  return {
    id: data.estimateId,
    customer_id: data.customerId,
    user_id: data.userId,
    created_at: createdAt,
    last_edited: data.savedAt,
    saves,
    address_string: data.addressString,
    pet_names: data.pets.filter((pet) => pet.includeInEstimate && !pet.isDeceased).map((pet) => pet.petName),
    // Computed once here, not from `data` at every read: parsing each row's json `data` was most of a day
    // schedule's query time. Absent flags count as they did in that SQL (included, alive).
    pets_brief: data.pets
      .filter((pet) => (pet.includeInEstimate as boolean | undefined) !== false && (pet.isDeceased as boolean | undefined) !== true)
      .map((pet) => ({ ID: pet.petId, name: pet.petName })),
    fee_services: data.figures.feeServices,
    fee_total: data.figures.feeTotal,
    data,
  };
}
