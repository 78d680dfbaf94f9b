/**
 * One stream per user holds all of that user's addresses, phone numbers, emails and credit cards, so
 * "one primary per user" is decided on the write side against one consistent state.
 */
export const contactsStream = (userId: number): string => `Contacts-${userId}`;

/**
 * Ids. A user's address, phone and email given at user/create live in the `UserCreated` event, which
 * has no ids for them; they get the deterministic odd id 2*userId-1 (one per kind and user, so a
 * projection rebuild gives the same ids). Everything added later gets an even id, 2*n for n from the
 * kind's sequence. The two never collide.
 */
export const initialContactId = (userId: number): number => 2 * userId - 1;
export const newContactId = (sequenceValue: number): number => 2 * sequenceValue;

/** Sequences (`id_<name>`) the command side draws from. */
export const CONTACT_SEQUENCES = {
  address: 'address',
  phoneNumber: 'phone_number',
  email: 'email',
  card: 'credit_card',
} as const;
