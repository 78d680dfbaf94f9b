import { describe, expect, it } from 'vitest';
import { loginAccountCreatedSchema } from './events';
import { loginAccountWithoutHash } from './upcasters';

const stored = (data: unknown) => ({ stream: 'User-7', revision: 1, type: 'LoginAccountCreated', data, metadata: null });
const at = '2026-01-01T00:00:00.000Z';

describe('LoginAccountCreated without its hash (credentials out of the log)', () => {
  it.each([
    ['a hash: a password was set', { userId: 7, emailAddress: 'a@b.co', passwordHash: '$argon2id$v=19$x', createdAt: at }, true],
    ['no hash: none yet', { userId: 7, emailAddress: 'a@b.co', passwordHash: null, createdAt: at }, false],
  ])('an old event with %s', (_, data, hasPassword) => {
    const upcast = loginAccountWithoutHash.upcast(stored(data), null) as Record<string, unknown>;
    expect(upcast).not.toHaveProperty('passwordHash');
    expect(upcast.hasPassword).toBe(hasPassword);
    expect(loginAccountCreatedSchema.parse(upcast)).toEqual(upcast);
  });

  it('leaves a new event as it is', () => {
    const data = { userId: 7, emailAddress: 'a@b.co', hasPassword: false, createdAt: at };
    expect(loginAccountWithoutHash.upcast(stored(data), null)).toEqual(data);
  });
});
