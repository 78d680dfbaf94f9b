import { ApiError, apiWrite, newIdempotencyKey } from '../apiClient';
import { enqueue, mustQueue, type NewAction } from './outbox';

export type SendOrQueueResult<T> = { queued: false; answer: T } | { queued: true };

/**
 * A write of the stylist's day: sent now when it can be, else queued in the outbox with its
 * Idempotency-Key. A write that never reached the server (the signal dropped on the way) is queued with
 * the same key, so if it did arrive after all, the server still writes it once.
 */
export async function sendOrQueue<T>(action: NewAction): Promise<SendOrQueueResult<T>> {
  if (mustQueue()) {
    enqueue(action);
    return { queued: true };
  }
  const idempotencyKey = action.idempotencyKey ?? newIdempotencyKey();
  if (action.body.kind !== 'json') throw new Error('sendOrQueue sends JSON bodies; queue uploads with enqueue');
  try {
    return { queued: false, answer: await apiWrite<T>(action.method, action.path, action.body.value, { idempotencyKey }) };
  } catch (e) {
    if (e instanceof ApiError && e.statusCode === 0) {
      enqueue({ ...action, idempotencyKey });
      return { queued: true };
    }
    throw e;
  }
}
