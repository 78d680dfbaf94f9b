import { DomainError, contactsStream, customerCreatedSchema, type CustomerCreatedData } from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import { readContacts } from './userContacts';

/** The customer as created (Customer-<id>), or 404. */
export async function loadCustomer(ctx: Pick<CommandHandlerContext, 'services'>, customerId: number): Promise<CustomerCreatedData> {
  const events = await ctx.services.store.readStream(`Customer-${customerId}`, { maxCount: 1 });
  const created = events.find((e) => e.type === 'CustomerCreated');
  if (!created) throw new DomainError(404, 'Customer not found.', { customerId: 'Customer not found.' });
  return customerCreatedSchema.parse(created.data);
}

/** The gateway token of a stored card of the customer's user (404 when it is not theirs or deleted). */
export async function storedCardToken(ctx: Pick<CommandHandlerContext, 'services'>, userId: number, cardId: number): Promise<{ token: string; last4: string; brand: string }> {
  const contacts = await readContacts(ctx, userId, contactsStream(userId));
  const card = contacts.cards.find((c) => c.cardId === cardId);
  if (!card) throw new DomainError(404, 'The selected credit card was not found.', { creditCardId: 'The selected credit card was not found.' });
  return { token: card.gatewayToken, last4: card.last4, brand: card.brand };
}

/** The customer's email addresses (primary first). */
export async function customerEmails(ctx: Pick<CommandHandlerContext, 'services'>, userId: number): Promise<string[]> {
  const contacts = await readContacts(ctx, userId, contactsStream(userId));
  return [...contacts.emails].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary)).map((e) => e.emailAddress);
}
