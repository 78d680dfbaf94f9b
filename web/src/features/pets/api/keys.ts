/**
 * Query keys of the pets feature (lib/liveInvalidation's convention): the pets projector pushes
 * { scope: 'pets', id: customerId } and { scope: 'pet', id: petId }.
 */
export const petKeys = {
  byCustomer: (customerId: number) => ['pets', customerId] as const,
  pictures: (petId: number) => ['pet', petId, 'pictures'] as const,
  options: ['pets', 'options'] as const,
  customerSearch: (text: string) => ['customers', 'list', { petOwnerSearch: text }] as const,
};
