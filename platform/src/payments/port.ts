/**
 * The payment gateway port (ARCHITECTURE.md "HTTP and the browser"): card data goes to the gateway
 * and comes back as a token; we keep brand, last four, expiry and the token, never the number or the
 * security code. Transaction statuses are the spec's (part 2): authorized, captured pending
 * settlement, settled successfully; charges use them later.
 */
export type GatewayTransactionStatus =
  | 'authorized'
  | 'capturedPendingSettlement'
  | 'settledSuccessfully'
  | 'voided'
  | 'refunded';

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

export interface GatewayTransaction {
  transactionId: string;
  token: string;
  amountCents: number;
  status: GatewayTransactionStatus;
  /** Cents refunded so far. */
  refundedCents: number;
}

/** The gateway said no (declined card, expired card): a 400 with `message`, never a 500. */
export class PaymentDeclined extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentDeclined';
  }
}

export interface PaymentGateway {
  readonly name: string;
  tokenizeCard(card: CardToTokenize): Promise<TokenizedCard>;
  /** Holds `amountCents` on a tokenized card. */
  authorize(token: string, amountCents: number): Promise<GatewayTransaction>;
  /** Authorized -> captured pending settlement. */
  capture(transactionId: string): Promise<GatewayTransaction>;
  /** Voids before settlement only (authorized or captured pending settlement). */
  void(transactionId: string): Promise<GatewayTransaction>;
  /** Refunds up to what was settled. */
  refund(transactionId: string, amountCents: number): Promise<GatewayTransaction>;
  getTransaction(transactionId: string): Promise<GatewayTransaction | null>;
}
