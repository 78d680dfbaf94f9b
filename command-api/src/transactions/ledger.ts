import {
  DomainError,
  TRANSACTION_MESSAGES as M,
  contactsStream,
  customerCreatedSchema,
  foldTransaction,
  transactionDecider,
  transactionStream,
  type CustomerCreatedData,
  type DomainEvent,
  type TransactionFacts,
  type TransactionState,
} from '@pawroute/domain';
import { GatewayRequestConflict, PaymentDeclined, executeCommand, paymentGatewayFor, type CommandHandlerContext, type EventStore, type GatewayTransaction } from '@pawroute/platform';
import { readContacts } from '../contacts';

/** A stream's events as the deciders fold them. */
export async function streamEvents(store: EventStore, stream: string): Promise<DomainEvent[]> {
  return (await store.readStream(stream)).map((event) => ({ type: event.type, data: event.data }));
}

export async function loadTransaction(store: EventStore, transactionId: number): Promise<TransactionState> {
  return foldTransaction(await streamEvents(store, transactionStream(transactionId)));
}

/** The recorded transaction, or 404 'Transaction not found.'. */
export async function loadRecorded(store: EventStore, transactionId: number): Promise<{ kind: 'recorded' } & TransactionFacts> {
  const state = await loadTransaction(store, transactionId);
  if (state.kind !== 'recorded') throw new DomainError(404, M.notFound);
  return state;
}

/** The business's local date of an instant, 'YYYY-MM-DD'. */
export function businessDate(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
}

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

/**
 * The gateway request key of one money movement: derived from the request's Idempotency-Key (scoped to
 * the actor, as the key is) and the ledger row the key recorded (ctx.nextId replays the same id on a
 * retry of that key). A retried or double-tapped request therefore asks the gateway with the same key
 * and never moves money twice; without an Idempotency-Key the row's own id keeps it unique.
 */
export function gatewayRequestKey(ctx: CommandHandlerContext, kind: 'charge' | 'refund', ledgerRowId: number): string {
  const key = ctx.idempotencyKey === null ? 'no-key' : `u${ctx.actor?.userId ?? 0}:${ctx.idempotencyKey}`;
  return `${kind}:Transaction-${ledgerRowId}:${key}`.slice(0, 250);
}

/** A gateway refusal (PaymentDeclined) or a reused request key as a 422 with the gateway's message; anything else is rethrown. */
export async function atGateway<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentDeclined) throw new DomainError(422, error.message);
    if (error instanceof GatewayRequestConflict) throw new DomainError(422, 'This payment request was already used for a different payment.');
    throw error;
  }
}

/**
 * Asks the gateway how the card part stands and, if its daily settlement has passed, records
 * TransactionSettled (a refund needs it, a void is refused by it). Returns the state after that.
 */
export async function syncSettlement(ctx: CommandHandlerContext, facts: { kind: 'recorded' } & TransactionFacts): Promise<{ kind: 'recorded' } & TransactionFacts> {
  const gatewayId = facts.received.card?.gatewayTransactionId ?? null;
  if (facts.voided || gatewayId === null || facts.cardStatus !== 'capturedPendingSettlement') return facts;
  const atGatewayNow: GatewayTransaction | null = await paymentGatewayFor(ctx.services).getTransaction(gatewayId);
  if (atGatewayNow?.status !== 'settledSuccessfully') return facts;
  // Its own command, without the request's Idempotency-Key (the request's own step on this stream must
  // not be mistaken for a replay of it); settling twice writes nothing, so it needs no key.
  await executeCommand(ctx.services.store, transactionStream(facts.transactionId), transactionDecider, { type: 'SettleTransaction', data: { transactionId: facts.transactionId } }, {
    commandName: 'SettleTransaction',
    correlationId: ctx.correlationId,
    idempotencyKey: null,
    context: { now: ctx.now, actorUserId: ctx.actor?.userId ?? null },
  });
  return loadRecorded(ctx.services.store, facts.transactionId);
}

/**
 * One money movement at a time per transaction in this process: the refund's gateway call and its
 * append run in order, so 1,000 concurrent refunds do not exhaust each other's append retries after the
 * gateway has already paid. Across processes the stream's expected revision still decides, and a
 * request that lost (409) is retried with its Idempotency-Key: the gateway answers the same refund.
 */
const queues = new Map<string, Promise<unknown>>();
export async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = queues.get(key) ?? Promise.resolve();
  const run = before.then(work, work);
  const tail = run.catch(() => undefined);
  queues.set(key, tail);
  try {
    return await run;
  } finally {
    if (queues.get(key) === tail) queues.delete(key);
  }
}
