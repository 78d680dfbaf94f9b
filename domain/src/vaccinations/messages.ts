/** The words of the vaccinations feature (ours: the spec has no vaccinations; docs/RULES.md VAC-VALID). */
export const VACCINATION_MESSAGES = {
  petRequired: 'A pet ID is required.',
  petNotFound: 'Pet not found.',
  vaccineRequired: 'Please choose a vaccine.',
  vaccineNotFound: 'That vaccine is not on the vaccine list.',
  givenOnRequired: 'Please enter the date given as MM-DD-YYYY.',
  expiresOnRequired: 'Please enter the expiry date as MM-DD-YYYY.',
  expiryBeforeGiven: 'The expiry date cannot be before the date given.',
  recordNotFound: 'Vaccination not found.',
  certificateNotFound: 'No certificate picture for this vaccination.',
  nameRequired: 'Please enter the vaccine name.',
  nameTaken: 'That vaccine is on the list already.',
  requiredUnknown: 'A required vaccine is not on the vaccine list.',
  requiredInUse: 'A required vaccine cannot be removed from the list; untick it under Required first.',
} as const;

/**
 * VAC-VALID's refusal for one pet: each required vaccine with no record valid on the date named
 * ("Rabies is missing or expired for Biscuit on 12-15-2026.").
 */
export function missingVaccinesMessage(vaccines: readonly string[], petName: string, specDate: string): string {
  const names =
    vaccines.length <= 1 ? (vaccines[0] ?? '') : `${vaccines.slice(0, -1).join(', ')} and ${vaccines[vaccines.length - 1]}`;
  return `${names} ${vaccines.length > 1 ? 'are' : 'is'} missing or expired for ${petName} on ${specDate}.`;
}
