import type { PetDetails } from '@pawroute/domain';

/** Domain field -> pets column (money fields are cents under their spec names). */
export const DETAIL_COLUMNS: Record<keyof PetDetails, string> = {
  petName: 'pet_name',
  animalTypeId: 'animal_type_id',
  breedId: 'breed_id',
  sex: 'sex',
  weight: 'weight',
  age: 'age',
  birthday: 'birthday',
  grooming: 'grooming',
  habits: 'habits',
  priceHistory: 'price_history',
  notes: 'notes',
  isDeceased: 'is_deceased',
  isServicePet: 'is_service_pet',
  lastFee: 'last_fee_cents',
  lastGroomDate: 'last_groom_date',
  isOverridingGroomingFee: 'is_overriding_grooming_fee',
  overrideGroomingFeePrice: 'override_grooming_fee_cents',
  minutesToGroom: 'minutes_to_groom',
  groomingFrequencyWeeks: 'grooming_frequency_weeks',
};
