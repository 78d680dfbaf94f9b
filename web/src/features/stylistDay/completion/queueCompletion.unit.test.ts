import { describe, expect, it } from 'vitest';
import { offlinePaymentRefusal, OFFLINE_MESSAGES } from './queueCompletion';

describe('payments that cannot wait for the signal', () => {
  it.each([
    ['cash offline', { creditCardAmount: 0, giftCardAmount: 0 }, true, null],
    ['card offline', { creditCardAmount: 100, giftCardAmount: 0 }, true, OFFLINE_MESSAGES.cardNeedsConnection],
    ['gift card offline', { creditCardAmount: 0, giftCardAmount: 100 }, true, OFFLINE_MESSAGES.giftCardNeedsConnection],
    ['card online behind queued actions', { creditCardAmount: 100, giftCardAmount: 0 }, false, OFFLINE_MESSAGES.waitingForQueue],
  ] as const)('%s', (_, body, offline, refusal) => {
    expect(offlinePaymentRefusal(body, offline)).toBe(refusal);
  });
});
