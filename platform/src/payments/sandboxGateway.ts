import { randomUUID } from 'node:crypto';
import { cardBrand } from '@pawroute/domain';
import {
  PaymentDeclined,
  type CardToTokenize,
  type GatewayTransaction,
  type PaymentGateway,
  type TokenizedCard,
} from './port';

/** Test numbers the sandbox declines (as real gateways' sandboxes do). */
export const SANDBOX_DECLINED_CARD = '4000000000000002';
export const CARD_DECLINED = 'The credit card was declined.';
export const CARD_EXPIRED = 'This credit card has expired.';

/**
 * The built-in gateway: in memory, no network. Tokens are random (never derived from the number),
 * and the sandbox keeps only what we would keep: brand, last four, expiry. Settlement happens when
 * `settleCaptured()` is called (a real gateway settles in its nightly batch).
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';
  private readonly cards = new Map<string, TokenizedCard>();
  private readonly transactions = new Map<string, GatewayTransaction>();

  constructor(private readonly today: () => Date = () => new Date()) {}

  async tokenizeCard(card: CardToTokenize): Promise<TokenizedCard> {
    if (card.cardNumber === SANDBOX_DECLINED_CARD) throw new PaymentDeclined(CARD_DECLINED);
    const now = this.today();
    const [year, month] = [now.getUTCFullYear(), now.getUTCMonth() + 1];
    if (card.expYear < year || (card.expYear === year && card.expMonth < month)) throw new PaymentDeclined(CARD_EXPIRED);
    const tokenized: TokenizedCard = {
      token: `sbx_tok_${randomUUID()}`,
      brand: cardBrand(card.cardNumber) ?? 'Card',
      last4: card.cardNumber.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear,
    };
    this.cards.set(tokenized.token, tokenized);
    return tokenized;
  }

  async authorize(token: string, amountCents: number): Promise<GatewayTransaction> {
    if (!this.cards.has(token)) throw new PaymentDeclined(CARD_DECLINED);
    if (!Number.isInteger(amountCents) || amountCents <= 0) throw new PaymentDeclined('The amount must be positive.');
    const transaction: GatewayTransaction = {
      transactionId: `sbx_txn_${randomUUID()}`,
      token,
      amountCents,
      status: 'authorized',
      refundedCents: 0,
    };
    this.transactions.set(transaction.transactionId, transaction);
    return { ...transaction };
  }

  async capture(transactionId: string): Promise<GatewayTransaction> {
    return this.move(transactionId, ['authorized'], 'capturedPendingSettlement');
  }

  async void(transactionId: string): Promise<GatewayTransaction> {
    return this.move(transactionId, ['authorized', 'capturedPendingSettlement'], 'voided');
  }

  async refund(transactionId: string, amountCents: number): Promise<GatewayTransaction> {
    const transaction = this.find(transactionId);
    if (transaction.status !== 'settledSuccessfully' && transaction.status !== 'refunded') {
      throw new PaymentDeclined('Only a settled transaction can be refunded.');
    }
    if (amountCents <= 0 || transaction.refundedCents + amountCents > transaction.amountCents) {
      throw new PaymentDeclined('A refund cannot exceed what was paid.');
    }
    transaction.refundedCents += amountCents;
    if (transaction.refundedCents === transaction.amountCents) transaction.status = 'refunded';
    return { ...transaction };
  }

  async getTransaction(transactionId: string): Promise<GatewayTransaction | null> {
    const transaction = this.transactions.get(transactionId);
    return transaction ? { ...transaction } : null;
  }

  /** The sandbox's settlement batch: every captured transaction becomes settled. */
  settleCaptured(): number {
    let settled = 0;
    for (const transaction of this.transactions.values()) {
      if (transaction.status === 'capturedPendingSettlement') {
        transaction.status = 'settledSuccessfully';
        settled += 1;
      }
    }
    return settled;
  }

  private find(transactionId: string): GatewayTransaction {
    const transaction = this.transactions.get(transactionId);
    if (!transaction) throw new PaymentDeclined('Transaction not found.');
    return transaction;
  }

  private move(transactionId: string, from: GatewayTransaction['status'][], to: GatewayTransaction['status']) {
    const transaction = this.find(transactionId);
    if (!from.includes(transaction.status)) {
      throw new PaymentDeclined(`A ${transaction.status} transaction cannot become ${to}.`);
    }
    transaction.status = to;
    return { ...transaction };
  }
}
