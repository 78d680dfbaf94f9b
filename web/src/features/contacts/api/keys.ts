/**
 * Query keys of the contacts feature, [scope, userId], matching the push's changed keys
 * ({ scope: 'addresses' | 'phoneNumbers' | 'emails' | 'creditCards', id: userId }).
 */
export const contactKeys = {
  addresses: (userId: number) => ['addresses', userId] as const,
  phoneNumbers: (userId: number) => ['phoneNumbers', userId] as const,
  emails: (userId: number) => ['emails', userId] as const,
  creditCards: (userId: number) => ['creditCards', userId] as const,
  options: ['contacts', 'options'] as const,
};
