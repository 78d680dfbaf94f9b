import { describe, expect, it } from 'vitest';
import { LoginRateLimiter } from './loginRateLimit';

const MINUTE = 60_000;

function limiterAt(start = 1_000_000) {
  const clock = { now: start };
  return { clock, limiter: new LoginRateLimiter({ now: () => clock.now }) };
}

describe('LoginRateLimiter', () => {
  it('blocks after 5 failures for one email and IP, not before', () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < 4; i += 1) limiter.recordFailure('a@b.test', '10.0.0.1');
    expect(limiter.isBlocked('a@b.test', '10.0.0.1')).toBe(false);
    limiter.recordFailure('a@b.test', '10.0.0.1');
    expect(limiter.isBlocked('a@b.test', '10.0.0.1')).toBe(true);
  });

  it('treats the email case-insensitively and keeps other IPs and emails apart', () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < 5; i += 1) limiter.recordFailure(i % 2 ? 'A@B.test' : ' a@b.TEST ', '10.0.0.1');
    expect(limiter.isBlocked('a@b.test', '10.0.0.1')).toBe(true);
    expect(limiter.isBlocked('a@b.test', '10.0.0.2')).toBe(false);
    expect(limiter.isBlocked('c@b.test', '10.0.0.1')).toBe(false);
  });

  it('forgets the failures 15 minutes after the first one', () => {
    const { clock, limiter } = limiterAt();
    for (let i = 0; i < 5; i += 1) limiter.recordFailure('a@b.test', 'ip');
    clock.now += 15 * MINUTE - 1;
    expect(limiter.isBlocked('a@b.test', 'ip')).toBe(true);
    clock.now += 1;
    expect(limiter.isBlocked('a@b.test', 'ip')).toBe(false);
    limiter.recordFailure('a@b.test', 'ip');
    expect(limiter.isBlocked('a@b.test', 'ip')).toBe(false);
  });

  it('a success clears the count', () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < 4; i += 1) limiter.recordFailure('a@b.test', 'ip');
    limiter.recordSuccess('A@b.test', 'ip');
    limiter.recordFailure('a@b.test', 'ip');
    expect(limiter.isBlocked('a@b.test', 'ip')).toBe(false);
  });
});
