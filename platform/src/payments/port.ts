/**
 * The payment gateway port (ARCHITECTURE.md "HTTP and the browser"), modelled on Authorize.net's
 * lifecycle; the statuses are the ones the spec names (part 2 §4.3), which are Authorize.net's. Keep it
 * this narrow: a real adapter (Authorize.net's authCaptureTransaction, voidTransaction,
 * refundTransaction, getTransactionDetails) must be able to implement every call.
 *
 * - tokenizeCard: card data goes to the gateway and comes back as a token; we keep brand, last four,
 *   expiry and the token, never the number or the security code. Throws PaymentDeclined.
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

/** What pays: a card on file (its gateway token) or a one-time card (used for this charge only). */
export type PaymentSource = { token: string } | { card: CardToTokenize };

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

/** A request key reused for a different request (another amount, card or charge): a caller bug. */
export class GatewayRequestConflict extends Error {
  constructor(requestKey: string) {
    super(`The request key "${requestKey}" was already used for a different payment request.`);
    this.name = 'GatewayRequestConflict';
  }
}

export interface PaymentGateway {
  readonly name: string;
  tokenizeCard(card: CardToTokenize): Promise<TokenizedCard>;
  /** Authorize and capture: `capturedPendingSettlement`, or `declined` with `message`. */
  charge(request: ChargeRequest): Promise<GatewayTransaction>;
  /** Before settlement only; throws PaymentDeclined otherwise. */
  void(transactionId: string): Promise<GatewayTransaction>;
  /** After settlement only, at most what remains; answers the refund transaction. */
  refund(request: RefundRequest): Promise<GatewayTransaction>;
  getTransaction(transactionId: string): Promise<GatewayTransaction | null>;
}
