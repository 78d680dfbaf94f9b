/** Toast durations from part 2 §9. */
export const TOAST_MS = 5_000;
export const PAYMENT_ERROR_TOAST_MS = 10_000;
export const INCOMING_CALL_TOAST_MS = 60_000;
