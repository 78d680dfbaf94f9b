import { CARD_LIMITS, digitsOnly } from '@pawroute/domain';

/**
 * A card number as typed or pasted keeps all its digits: people write it with spaces or
 * dashes, so those are dropped before the field holds it and before validation.
 */
export const normalizeCardNumber = (raw: string): string => digitsOnly(raw).slice(0, CARD_LIMITS.cardNumber);

/**
 * Props for every card number input. No maxLength of 16: the browser would cut a pasted
 * '4111 1111 1111 1111' at 16 characters, losing digits before the form ever sees them.
 */
export const CARD_NUMBER_INPUT = { inputMode: 'numeric', autoComplete: 'cc-number' } as const;
