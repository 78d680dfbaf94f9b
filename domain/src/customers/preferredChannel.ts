import { z } from 'zod';
import { MESSAGE_CHANNELS, type MessageChannels } from '../messageTemplates';
import type { CommandContext, Decider, DomainEvent } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { storableId, storableText } from '../shared/storable';
import { CUSTOMER_MESSAGES } from './messages';

/**
 * A customer's preferred channel for the automatic messages (SMS, email, or both: the default), on
 * Customer-<id>. The office sets it on the customer page, the customer on their portal profile; each
 * automatic message goes by its template's channels narrowed to it (domain messageTemplates deliveryChannels).
 */
export const customerPreferredChannelChangedSchema = z.object({
  customerId: storableId(),
  channel: z.enum(MESSAGE_CHANNELS),
  changedBy: storableId().nullable(),
  at: storableText(),
});
export type CustomerPreferredChannelChanged = DomainEvent<'CustomerPreferredChannelChanged', z.infer<typeof customerPreferredChannelChangedSchema>>;
export const PREFERRED_CHANNEL_EVENT_SCHEMAS = { CustomerPreferredChannelChanged: customerPreferredChannelChangedSchema } as const;

export interface PreferredChannelState {
  exists: boolean;
  channel: MessageChannels;
}
export interface ChangePreferredChannel {
  type: 'ChangePreferredChannel';
  data: { customerId: number; channel: MessageChannels };
}

export const preferredChannelDecider: Decider<ChangePreferredChannel, CustomerPreferredChannelChanged, PreferredChannelState> = {
  initialState: () => ({ exists: false, channel: 'both' }),
  evolve: (state, anyEvent: DomainEvent) => {
    if (anyEvent.type === 'CustomerCreated') return { ...state, exists: true };
    if (anyEvent.type === 'CustomerPreferredChannelChanged') return { ...state, channel: (anyEvent as CustomerPreferredChannelChanged).data.channel };
    return state;
  },
  decide: (command, state, { now, actorUserId }: CommandContext) => {
    if (!state.exists) throw new DomainError(404, CUSTOMER_MESSAGES.customerNotFound);
    if (command.data.channel === state.channel) return [];
    return [{ type: 'CustomerPreferredChannelChanged', data: { ...command.data, changedBy: actorUserId, at: now } }];
  },
};
