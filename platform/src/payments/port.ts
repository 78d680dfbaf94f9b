/**
 * The payment gateway port (ARCHITECTURE.md "HTTP and the browser"), modelled on Authorize.net's
 * lifecycle; the statuses are the ones the spec names (part 2 §4.3), which are Authorize.net's. Keep it
 * this narrow: a real adapter (Authorize.net's authCaptureTransaction, voidTransaction,
 * refundTransaction, getTransactionDetails) must be able to implement every call.
 *
 * - tokenizeCard: card data goes to the gateway and comes back as a token; we keep brand, last four,
 *   expiry and the token, never the number or the security code. Throws PaymentDeclined. With the
 *   owner's `requestKey`, a second call answers the first's card (the profile is made once).
 * - charge: authorizes and captures `amountCents` on a stored card (token) or a one-time card, in one
 *   step. Answers a transaction in `capturedPendingSettlement`, or one in `declined` with the gateway's
 *   `message` (a decline is an answer, not an exception: it has a transaction id and is replayed).
 * - Settlement: the gateway's daily batch moves captured charges to `settledSuccessfully` and refunds to
 *   `refundSettledSuccessfully`; nothing calls it, getTransaction shows it.
 * - void: only before settlement (`authorizedPendingCapture`, `capturedPendingSettlement`, or a refund
 *   in `refundPendingSettlement`, which gives its amount back to the charge). Voiding a voided
 *   transaction answers it unchanged. Anything else throws PaymentDeclined.
 * - refund: only a settled charge, `amountCents` at most what remains (amount less refunds not voided);
 *   answers a new refund transaction (`refundPendingSettlement`, refTransactionId = the charge).
 *   Refusals throw PaymentDeclined; concurrent refunds never exceed the charge.
 * - Idempotency: charge and refund take a caller-given `requestKey` (one per attempt, kept across its
 *   retries). The same key never moves money twice: a second call answers the first's result
 *   (a decline included). The same key with a different request throws GatewayRequestConflict.
 * - getTransaction: the transaction as of now (settled once its settlement time has passed), or null.
 *
 * Money is integer cents. Card data (cardNumber, securityCode) lives only for the call.
 */
export type GatewayTransactionStatus =
  | 'authorizedPendingCapture'
  /** Authorize.net's fraud detection holds it (responseCode 4): not money until the review approves it. */
  | 'heldForReview'
  | 'capturedPendingSettlement'
  | 'settledSuccessfully'
  | 'declined'
  | 'voided'
  | 'refundPendingSettlement'
  | 'refundSettledSuccessfully';

export interface CardToTokenize {
  /** Digits only. Lives only for the call: never stored or logged. */
  cardNumber: string;
  /** Lives only for the call: never stored or logged. */
  securityCode: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  nameOnCard: string;
  billingZipcode: string;
}

export interface TokenizedCard {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/**
 * A card the browser sent to the gateway itself (Authorize.net's Accept.js): our server sees only this
 * one-time opaque token (about 15 minutes' life), never the number or the security code.
 */
export interface OpaqueCard {
  /** e.g. COMMON.ACCEPT.INAPP.PAYMENT */
  dataDescriptor: string;
  dataValue: string;
  expMonth: number;
  expYear: number;
  nameOnCard: string;
  billingZipcode: string;
  /** What the browser read off the form for display (Accept.js never answers them): brand and last four. */
  last4?: string;
}

/** Who a card on file belongs to (a gateway keeps a customer profile per customer). */
export interface CardOwner {
  customerId: string;
  email?: string | null;
  /**
   * One per card being put on file, kept across the retries of the request that saves it (a step key:
   * docs/DECISIONS.md "Idempotency after a crash"). The same key answers the card the first call made,
   * even when that call's answer was lost: never a second profile, and the spent one-time token is not
   * asked for again.
   */
  requestKey?: string;
}

/** What pays: a card on file (its gateway token), a one-time card typed here (sandbox only) or one-time opaque data. */
export type PaymentSource = { token: string } | { card: CardToTokenize } | { opaque: OpaqueCard };

export interface ChargeRequest {
  /** One per payment attempt, kept across its retries. */
  requestKey: string;
  /** Positive integer cents. */
  amountCents: number;
  source: PaymentSource;
}

export interface RefundRequest {
  /** One per refund attempt, kept across its retries. */
  requestKey: string;
  /** The settled charge to refund. */
  transactionId: string;
  /** Positive integer cents, at most what remains of the charge. */
  amountCents: number;
}

export interface GatewayTransaction {
  transactionId: string;
  kind: 'charge' | 'refund';
  status: GatewayTransactionStatus;
  amountCents: number;
  /** A charge's refunds so far (not voided); 0 on a refund. Remaining = amountCents - refundedCents. */
  refundedCents: number;
  /** A refund's charge; null on a charge. */
  refTransactionId: string | null;
  /** The stored card's token; null for a one-time card. */
  token: string | null;
  cardBrand: string;
  cardLast4: string;
  /** The gateway's message for a decline; null otherwise. */
  message: string | null;
  /** ISO instant the gateway took it. */
  submittedAt: string;
  /** ISO instant it settled; null until then (and for declined or voided ones). */
  settledAt: string | null;
}

/** The gateway said no (declined card, expired card, a void or refund the status forbids): a 400 with `message`, never a 500. */
export class PaymentDeclined extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentDeclined';
  }
}

/**
 * The gateway did not answer (timeout, connection refused, 5xx): a 503 that says so. Nothing is recorded
 * as paid; a retry with the same request key looks the charge up at the gateway before charging again.
 */
export class GatewayUnavailable extends Error {
  constructor(detail: string) {
    super(`The payment gateway did not answer (${detail}). Nothing was recorded as paid; try again in a moment.`);
    this.name = 'GatewayUnavailable';
  }
}

/**
 * The gateway took the request but its outcome is not known yet (no answer, or a duplicate whose original
 * cannot be read): never a decline, never recorded as paid. The request stays noted as unknown
 * (requestBook.ts) until a look-up by its request key resolves it; a retry looks it up before any new capture.
 */
export class GatewayOutcomeUnknown extends GatewayUnavailable {
  constructor(detail: string) {
    super(detail);
    this.message = `The payment gateway has not said whether this payment went through (${detail}). Nothing was recorded as paid; it is looked up before any new attempt, and the System page lists it until then.`;
    this.name = 'GatewayOutcomeUnknown';
  }
}

/**
 * The gateway refused a look-up for lack of access (Authorize.net's E00011: the merchant has not enabled
 * the Transaction Details API). Never read as "no such transaction": a retry could charge twice.
 */
export class GatewayAccessDenied extends GatewayUnavailable {
  constructor(detail: string) {
    super(detail);
    this.message = `The payment gateway refused a look-up: ${detail}`;
    this.name = 'GatewayAccessDenied';
  }
}

/** A request key reused for a different request (another amount, card or charge): a caller bug. */
export class GatewayRequestConflict extends Error {
  constructor(requestKey: string) {
    super(`The request key "${requestKey}" was already used for a different payment request.`);
    this.name = 'GatewayRequestConflict';
  }
}

/** One of the gateway's settled batches (a deposit to the merchant's bank): its charges and refunds. */
export interface SettledBatch {
  batchId: string;
  /** ISO instant the batch settled. */
  settledAt: string;
  transactions: Array<{
    transactionId: string;
    kind: 'charge' | 'refund';
    /** As settled (a voided or declined one settles nothing and is left out). */
    amountCents: number;
    cardBrand: string;
    cardLast4: string;
    /** Our request reference when we asked for it (null: made outside Pawroute). */
    requestRef: string | null;
  }>;
}

export interface PaymentGateway {
  readonly name: string;
  /** The sandbox takes typed cards; a real gateway takes opaque data only (raw card data is refused). */
  tokenizeCard(card: CardToTokenize | OpaqueCard, owner?: CardOwner): Promise<TokenizedCard>;
  /** Authorize and capture: `capturedPendingSettlement`, or `declined` with `message`. */
  charge(request: ChargeRequest): Promise<GatewayTransaction>;
  /** Before settlement only; throws PaymentDeclined otherwise. */
  void(transactionId: string): Promise<GatewayTransaction>;
  /** After settlement only, at most what remains; answers the refund transaction. */
  refund(request: RefundRequest): Promise<GatewayTransaction>;
  getTransaction(transactionId: string): Promise<GatewayTransaction | null>;
  /** Forget a card on file at the gateway (ours was deleted). Unknown tokens are fine. */
  deleteCard?(token: string): Promise<void>;
  /** Make this card the customer's default at the gateway (ours became primary). */
  setPrimaryCard?(token: string): Promise<void>;
  /** Checks the credentials without charging (Authorize.net's authenticateTestRequest). */
  checkCredentials?(): Promise<{ ok: boolean; message: string }>;
  /** The charge made with this request key, if the gateway has one (looked up before a retry, and by the sweep). */
  findByRequestKey?(requestKey: string): Promise<GatewayTransaction | null>;
  /** The batches that settled between `from` and `to` (the Deposits page matches them with the ledger). */
  listSettledBatches?(from: Date, to: Date): Promise<SettledBatch[]>;
  /** The gateway's transactions submitted since `since` (the settlement sweep reconciles them with the ledger). */
  listTransactionsSince?(since: Date): Promise<Array<GatewayTransaction & { requestRef: string | null }>>;
}

export const isOpaqueCard = (card: CardToTokenize | OpaqueCard): card is OpaqueCard => 'dataValue' in card;
