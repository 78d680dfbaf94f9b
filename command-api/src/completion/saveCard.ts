import {
  CONTACT_MESSAGES,
  CONTACT_SEQUENCES,
  DomainError,
  businessDateOf,
  contactsStream,
  fold,
  newContactId,
  parseExpiration,
  type CompletionState,
  type ContactsEvent,
  type StreamAppend,
  type TransactionBody,
} from '@pawroute/domain';
import { PaymentDeclined, paymentGatewayFor, type CommandHandlerContext } from '@pawroute/platform';
import { contactsOwnerOf } from '../shared/userContacts';
import { loadCustomer } from '../shared/customers';
import { loadStream } from '../shared/streams';

/** The completion's "Save this card for next time": the one-time card made a card on file before it is charged. */
export interface CardToSave {
  userId: number;
  cardId: number;
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  nameOnCard: string;
  billingZipcode: string;
}

export const SAVE_CARD_MESSAGES = {
  tokenOnly: 'A card is saved on file only through the card form (the payment gateway’s token); enter the card again.',
  oneTimeOnly: 'Only a new card paying part of the visit can be saved for next time.',
} as const;

// Tokenized once per request object (its rounds after a moved stream reuse it); a re-run after a crash
// gets the same card id and so the same step key, which the gateway answers with the profile it made.
const tokenized = new WeakMap<CommandHandlerContext, Promise<CardToSave>>();

/**
 * Before any money moves: the one-time card's Accept.js opaque data becomes a customer payment profile at
 * the gateway (createCustomerPaymentProfile), and the charge then takes that stored card. Only opaque data
 * is taken (the card number never reaches us, docs/DECISIONS.md "PCI DSS scope"); a typed card is a 400.
 */
export function cardToSave(ctx: CommandHandlerContext, t: TransactionBody, state: CompletionState): Promise<CardToSave> {
  const appointment = state.appointment.state;
  if (appointment.kind !== 'active') throw new DomainError(404, 'Appointment not found.');
  if (!t.isOneTimePayment || t.creditCardAmount <= 0 || t.oneTimeCard === null) throw new DomainError(400, SAVE_CARD_MESSAGES.oneTimeOnly, { saveCard: SAVE_CARD_MESSAGES.oneTimeOnly });
  const once = t.oneTimeCard;
  if (!once.dataValue || once.cardNumber !== '' || once.securityCode !== '') throw new DomainError(400, SAVE_CARD_MESSAGES.tokenOnly, { saveCard: SAVE_CARD_MESSAGES.tokenOnly });
  const year = Number(businessDateOf(ctx.now, ctx.services.config.timeZone).slice(0, 4));
  const expiry = parseExpiration(once.expiration, year);
  if (!expiry) throw new DomainError(400, CONTACT_MESSAGES.cardExpirationInvalid, { expiration: CONTACT_MESSAGES.cardExpirationInvalid });
  let saving = tokenized.get(ctx);
  if (!saving) {
    saving = (async () => {
      const { userId } = await loadCustomer(ctx, appointment.customerId);
      // The card id first: ctx.nextId hands every round of this request, and its re-run after a crash,
      // the same id, so the profile step's key is the same too and the gateway makes the profile once.
      const cardId = newContactId(await ctx.nextId(CONTACT_SEQUENCES.card));
      let card;
      try {
        card = await paymentGatewayFor(ctx.services).tokenizeCard(
          { dataDescriptor: once.dataDescriptor, dataValue: once.dataValue, expMonth: expiry.month, expYear: expiry.year, nameOnCard: once.nameOnCard, billingZipcode: once.billingZipcode },
          { customerId: String(userId), requestKey: saveCardKey(userId, cardId) },
        );
      } catch (error) {
        if (error instanceof PaymentDeclined) throw new DomainError(400, error.message);
        throw error;
      }
      return { userId, cardId, ...card, nameOnCard: once.nameOnCard, billingZipcode: once.billingZipcode };
    })();
    tokenized.set(ctx, saving);
    saving.catch(() => tokenized.delete(ctx));
  }
  return saving;
}

/** The gateway step's key: the customer and the card id this request reserved (the same in every round and re-run). */
export const saveCardKey = (userId: number, cardId: number): string => `saveCard:Contacts-${userId}:card${cardId}`;

/** The body and loaded state as if the stylist had picked the saved card (the ledger records the card on file). */
export function payingWithSaved<B extends { transaction: TransactionBody }>(body: B, loaded: { state: CompletionState; cardToken: string | null }, saved: CardToSave) {
  return {
    body: { ...body, transaction: { ...body.transaction, isOneTimePayment: false, creditCardId: saved.cardId, oneTimeCard: null } },
    loaded: { state: { ...loaded.state, storedCard: { last4: saved.last4, brand: saved.brand } }, cardToken: saved.token },
  };
}

/** The customer's contacts stream gains the card (CreditCardAdded), in the completion's one append. */
export async function savedCardAppend(ctx: CommandHandlerContext, saved: CardToSave): Promise<StreamAppend> {
  const { decider } = await contactsOwnerOf(ctx, saved.userId);
  const stream = contactsStream(saved.userId);
  const loaded = await loadStream(ctx.services.store, stream);
  const state = fold(decider, loaded.events as ContactsEvent[]);
  const { userId, cardId, token, brand, last4, expMonth, expYear, nameOnCard, billingZipcode } = saved;
  const events = decider.decide(
    { type: 'AddCreditCard', data: { userId, card: { cardId, nameOnCard, brand, last4, expMonth, expYear, billingZipcode, gatewayToken: token } } },
    state,
    { now: ctx.now, actorUserId: ctx.actor?.userId ?? null },
  );
  return { stream, expectedRevision: loaded.revision, events };
}
