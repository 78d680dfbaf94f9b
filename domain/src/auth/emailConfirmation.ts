import { z } from 'zod';
import type { Decider, DomainEvent } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { storableId, storableText } from '../shared/storable';

/**
 * The sign-up's confirmation link was opened (part 2 §2.1 /emailConfirmation): on `User-<id>`, the
 * address it was sent to. Confirming twice writes nothing the second time.
 */
export const emailAddressConfirmedSchema = z.object({
  userId: storableId(),
  emailAddress: storableText(),
  confirmedAt: storableText(),
});
export type EmailAddressConfirmed = DomainEvent<'EmailAddressConfirmed', z.infer<typeof emailAddressConfirmedSchema>>;

export interface ConfirmEmailAddress {
  type: 'ConfirmEmailAddress';
  data: { userId: number; emailAddress: string };
}

export type EmailConfirmationState = { exists: boolean; confirmed: string[] };

const lower = (s: string) => s.trim().toLowerCase();

export const emailConfirmationDecider: Decider<ConfirmEmailAddress, EmailAddressConfirmed, EmailConfirmationState> = {
  initialState: () => ({ exists: false, confirmed: [] }),
  // Total: the user stream holds many other events.
  evolve(state, anyEvent) {
    const event = anyEvent as DomainEvent;
    if (event.type === 'UserCreated') return { ...state, exists: true };
    if (event.type === 'EmailAddressConfirmed') {
      return { ...state, confirmed: [...state.confirmed, lower((event.data as { emailAddress: string }).emailAddress)] };
    }
    return state;
  },
  decide(command, state, { now }) {
    if (!state.exists) throw new DomainError(404, 'User not found.');
    if (state.confirmed.includes(lower(command.data.emailAddress))) return [];
    return [{ type: 'EmailAddressConfirmed', data: { userId: command.data.userId, emailAddress: command.data.emailAddress, confirmedAt: now } }];
  },
};
