import { describe, expect, it } from 'vitest';
import { fold, type CommandContext } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { emailClaimDecider, type ClaimEmail } from './emailClaim';
import type { EmailAddressClaimed } from './events';
import { emailClaimStream } from './streams';

const context: CommandContext = { now: '2025-03-01T15:00:00.000Z', actorUserId: 1 };
const claimedBy7: EmailAddressClaimed = {
  type: 'EmailAddressClaimed',
  data: { emailAddress: 'jane@example.com', userId: 7, claimedAt: '2025-02-01T00:00:00.000Z' },
};

type Then = { events: EmailAddressClaimed[] } | { error: [status: number, message: string] };
const cases: [name: string, given: EmailAddressClaimed[], when: ClaimEmail, then: Then][] = [
  [
    'an unclaimed address is claimed, stored lowercase',
    [],
    { type: 'ClaimEmail', data: { emailAddress: ' Jane@Example.COM ', userId: 7 } },
    { events: [{ type: 'EmailAddressClaimed', data: { emailAddress: 'jane@example.com', userId: 7, claimedAt: context.now } }] },
  ],
  [
    'the same user claiming again writes nothing (retried command)',
    [claimedBy7],
    { type: 'ClaimEmail', data: { emailAddress: 'jane@example.com', userId: 7 } },
    { events: [] },
  ],
  [
    'another user is refused with the spec message',
    [claimedBy7],
    { type: 'ClaimEmail', data: { emailAddress: 'JANE@example.com', userId: 8 } },
    { error: [409, 'Email already in use by another account.'] },
  ],
];

describe('email claim decider', () => {
  it.each(cases)('%s', (_name, given, when, then) => {
    const state = fold(emailClaimDecider, given);
    const run = () => emailClaimDecider.decide(when, state, context);
    if ('events' in then) {
      expect(run()).toEqual(then.events);
    } else {
      expect(run).toThrow(then.error[1]);
      try {
        run();
      } catch (error) {
        expect(error).toBeInstanceOf(DomainError);
        expect((error as DomainError).statusCode).toBe(then.error[0]);
      }
    }
  });

  it('names the claim stream by the address as compared', () => {
    expect(emailClaimStream(' Jane@Example.COM')).toBe('EmailClaim-jane@example.com');
  });
});
