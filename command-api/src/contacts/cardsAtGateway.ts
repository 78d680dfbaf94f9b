import { contactsStream } from '@pawroute/domain';
import { paymentGatewayFor, type CommandHandlerContext } from '@pawroute/platform';
import { ownerOf, readContacts } from './load';

/** The gateway token of a card on file (null: no such card). */
export async function cardTokenOf(ctx: CommandHandlerContext, cardId: number): Promise<string | null> {
  const owner = await ownerOf(ctx, 'card', cardId);
  if (owner === null) return null;
  const contacts = await readContacts(ctx, owner, contactsStream(owner));
  return contacts.cards.find((c) => c.cardId === cardId)?.gatewayToken ?? null;
}

/**
 * The gateway follows our cards on file (Authorize.net's payment profiles): a card deleted or made
 * primary here is deleted or made default there, after ours is written. Ours is the record: a gateway
 * that fails here is logged, not the request's failure (a deleted card is never charged by us again).
 */
export async function followAtGateway(ctx: CommandHandlerContext, token: string | null, action: 'delete' | 'primary'): Promise<void> {
  if (!token) return;
  const gateway = paymentGatewayFor(ctx.services);
  try {
    if (action === 'delete') await gateway.deleteCard?.(token);
    else await gateway.setPrimaryCard?.(token);
  } catch (error) {
    ctx.services.logger.warn({ err: error, action }, 'the payment gateway did not follow a card-on-file change');
  }
}
