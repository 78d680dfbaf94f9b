import {
  CONTACT_MESSAGES,
  CONTACT_SEQUENCES,
  DomainError,
  addNewCardRequestSchema,
  deleteCardSchema,
  isCardExpired,
  newContactId,
  parseExpiration,
  setPrimaryCardSchema,
  addNewCardAnswerSchema,
  contactChangedAnswerSchema,
  primaryCardSetAnswerSchema,
} from '@pawroute/domain';
import { PaymentDeclined, commandRoute, paymentGatewayFor, type CommandHandlerContext } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { assertMayEditContacts, contactCreateRule, contactRecordRule } from './access';
import { contactsOwnerOf } from './load';
import { executeForUser, executeOnRecord } from './execute';
import { cardTokenOf, followAtGateway } from './cardsAtGateway';

/** Today's year and month where the business is (cards are good to the end of their month). */
function businessMonth(ctx: CommandHandlerContext): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: ctx.services.config.timeZone,
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(new Date(ctx.now));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month') };
}

/**
 * POST user/addNewCard, user/setPrimaryCard, DELETE user/deleteCreditCard?ID= (part 1 §7).
 * The card is tokenized by the payment gateway before anything is written; the number and the
 * security code go no further than that call (no event, no table, no log).
 */
export function cardRoutes(app: FastifyInstance): void {
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/user/addNewCard',
    name: 'AddNewCard',
    answer: addNewCardAnswerSchema,
    schema: addNewCardRequestSchema,
    permission: contactCreateRule('card'),
    async handle(input, ctx) {
      const today = businessMonth(ctx);
      const expiry = parseExpiration(input.expiration, today.year);
      if (!expiry) throw new DomainError(400, CONTACT_MESSAGES.cardExpirationInvalid, { expiration: CONTACT_MESSAGES.cardExpirationInvalid });
      if (isCardExpired(expiry, today)) throw new DomainError(400, CONTACT_MESSAGES.cardExpired, { expiration: CONTACT_MESSAGES.cardExpired });
      // 404 for a missing user, 403 for one the actor may not edit, before the card goes anywhere.
      const { owner } = await contactsOwnerOf(ctx, input.userId);
      assertMayEditContacts(ctx.actor, input.userId, 'card', owner);

      let tokenized;
      try {
        // Opaque data from Accept.js, or (the sandbox gateway only: a real one refuses it) a typed card.
        const card = 'dataValue' in input
          ? { dataDescriptor: input.dataDescriptor, dataValue: input.dataValue, expMonth: expiry.month, expYear: expiry.year, nameOnCard: input.nameOnCard, billingZipcode: input.billingZipcode }
          : { cardNumber: input.cardNumber, securityCode: input.securityCode, expMonth: expiry.month, expYear: expiry.year, nameOnCard: input.nameOnCard, billingZipcode: input.billingZipcode };
        tokenized = await paymentGatewayFor(ctx.services).tokenizeCard(card, { customerId: String(input.userId) });
      } catch (error) {
        if (error instanceof PaymentDeclined) throw new DomainError(400, error.message);
        throw error;
      }

      const cardId = newContactId(await ctx.nextId(CONTACT_SEQUENCES.card));
      const { events } = await executeForUser(ctx, input.userId, 'card', {
        type: 'AddCreditCard',
        data: {
          userId: input.userId,
          card: {
            cardId,
            nameOnCard: input.nameOnCard,
            brand: tokenized.brand,
            last4: tokenized.last4,
            expMonth: tokenized.expMonth,
            expYear: tokenized.expYear,
            billingZipcode: input.billingZipcode,
            gatewayToken: tokenized.token,
            isPrimary: input.isPrimary,
          },
        },
      });
      const added = events.find((e) => e.type === 'CreditCardAdded');
      return { newCardId: added?.type === 'CreditCardAdded' ? added.data.cardId : cardId };
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/user/setPrimaryCard',
    name: 'SetPrimaryCard',
    answer: primaryCardSetAnswerSchema,
    schema: setPrimaryCardSchema,
    permission: contactRecordRule('card'),
    async handle({ cardId }, ctx) {
      await executeOnRecord(ctx, 'card', cardId, CONTACT_MESSAGES.cardNotFound, { type: 'SetPrimaryCreditCard', data: { cardId } });
      await followAtGateway(ctx, await cardTokenOf(ctx, cardId), 'primary');
      return { ok: true as const, message: CONTACT_MESSAGES.updatedPrimaryCard };
    },
  });

  commandRoute(app, {
    method: 'DELETE',
    url: '/api/v4/user/deleteCreditCard',
    name: 'DeleteCreditCard',
    answer: contactChangedAnswerSchema,
    schema: deleteCardSchema,
    permission: contactRecordRule('card'),
    async handle({ ID }, ctx) {
      const token = await cardTokenOf(ctx, ID);
      await executeOnRecord(ctx, 'card', ID, CONTACT_MESSAGES.cardNotFound, { type: 'DeleteCreditCard', data: { cardId: ID } });
      await followAtGateway(ctx, token, 'delete');
      return { ok: true as const };
    },
  });
}
