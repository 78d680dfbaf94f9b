import { isRecord, type Upcaster } from '../shared/upcasters';

/**
 * LoginAccountCreated once carried the password's hash (a hash in an immutable event can
 * never be removed). The event now says only whether a password was set; the hash lives in the sign-in
 * feature's `credentials` table (platform, moved there once at start-up). Read back, an old event loses
 * the hash and gains `hasPassword`.
 */
export const loginAccountWithoutHash: Upcaster = {
  type: 'LoginAccountCreated',
  upcast(event) {
    if (!isRecord(event.data) || !('passwordHash' in event.data)) return event.data;
    const { passwordHash, ...rest } = event.data;
    return { ...rest, hasPassword: typeof passwordHash === 'string' && passwordHash.length > 0 };
  },
};
