/** Toast durations from part 2 §9. */
export const TOAST_MS = 5_000;
export const PAYMENT_ERROR_TOAST_MS = 10_000;
export const INCOMING_CALL_TOAST_MS = 60_000;

/** no more than 3 toasts on screen; older ones wait their turn. */
export const TOAST_LIMIT = 3;
