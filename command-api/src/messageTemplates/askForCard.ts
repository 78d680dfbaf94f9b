import { MESSAGE_TEMPLATE_MESSAGES as M } from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import { loadUser } from '../customers';
import { loadCustomer } from '../shared/customers';
import { sendAutomaticMessage } from './sendAutomatic';

/**
 * The customer page's "Ask for a card": the card-on-file request (its template) with the portal's
 * profile link, where the customer adds a card. Once per request (the dedupe key holds the
 * Idempotency-Key), by the customer's preferred channel; the text is recorded in their conversation.
 */
export async function askForCard(ctx: CommandHandlerContext, customerId: number) {
  const customer = await loadCustomer(ctx, customerId);
  const user = await loadUser(ctx, customer.userId);
  const firstName = user.status === 'active' ? user.details.firstName : '';
  const outcome = await sendAutomaticMessage(ctx, {
    customerId,
    kind: 'cardOnFile',
    facts: { customer: firstName, link: `${ctx.services.config.publicUrl}/dashboard/profile` },
    dedupeKey: `CardOnFile-Customer-${customerId}-${ctx.idempotencyKey ?? ctx.correlationId}`,
    textKind: 'other',
  });
  return {
    customerId,
    email: outcome.email?.to ?? null,
    sms: outcome.sms && !outcome.sms.optedOut ? outcome.sms.to : null,
    message: M.askedForCard([...(outcome.email ? [`mailed to ${outcome.email.to}`] : []), ...(outcome.sms && !outcome.sms.optedOut ? [`texted to +${outcome.sms.to}`] : [])]),
  };
}
