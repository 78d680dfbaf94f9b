import type { CommandContext, Decider, DomainEvent } from '../shared/decider';
import { DomainError } from '../shared/errors';
import type { EmailAddressClaimed } from './events';
import { USER_MESSAGES } from './messages';
import { normalizeEmail } from './streams';

/**
 * One email address, one user (ARCHITECTURE.md: uniqueness is decided on the write side). The claim
 * stream `EmailClaim-<address>` is appended with the exact revision read, so two concurrent claims
 * cannot both succeed: the loser retries, sees the winner's claim and gets the 409.
 */
export interface ClaimEmail {
  type: 'ClaimEmail';
  data: { emailAddress: string; userId: number };
}

export type EmailClaimState = { claimedBy: number | null };

export const initialEmailClaimState = (): EmailClaimState => ({ claimedBy: null });

/** Total: only the claim sets the owner; any other event leaves the state unchanged. */
export function evolveEmailClaim(state: EmailClaimState, anyEvent: DomainEvent): EmailClaimState {
  const event = anyEvent as EmailAddressClaimed;
  return event.type === 'EmailAddressClaimed' ? { claimedBy: event.data.userId } : state;
}

export function decideEmailClaim(
  { data }: ClaimEmail,
  state: EmailClaimState,
  { now }: CommandContext,
): EmailAddressClaimed[] {
  // The same user claiming again (a retried command) changes nothing.
  if (state.claimedBy === data.userId) return [];
  if (state.claimedBy !== null) throw new DomainError(409, USER_MESSAGES.emailInUse);
  return [
    { type: 'EmailAddressClaimed', data: { emailAddress: normalizeEmail(data.emailAddress), userId: data.userId, claimedAt: now } },
  ];
}

export const emailClaimDecider: Decider<ClaimEmail, EmailAddressClaimed, EmailClaimState> = {
  initialState: initialEmailClaimState,
  evolve: evolveEmailClaim,
  decide: decideEmailClaim,
};
