import { addLocalDays as addDays, decideTransaction, evolveTransaction, initialTransactionState, transactionStream, type ChargedParts, type TransactionCommand, type TransactionEvent, type TransactionState } from '@pawroute/domain';

/**
 * A made-up but lawful transaction history, produced by the real decider (tests and the bench): each
 * transaction is created with a fee breakdown and a mix of card, cash and check; then some settle, some
 * are refunded in parts (a concession, or an overpayment first), some voided before settlement, some
 * checked in. Deterministic for a seed.
 */
export interface LedgerHistoryOptions {
  seed: number;
  transactions: number;
  customers: number;
  /** Customer ids are customerIdBase + 1..customers. */
  customerIdBase?: number;
  firstTransactionId?: number;
  /** Business dates spread over this many days before `lastDate` (inclusive). */
  days: number;
  lastDate: string;
  /** Appointment id for transaction n (or null). */
  appointmentIdOf?: (n: number) => number | null;
}

export interface HistoryEvent {
  stream: string;
  event: TransactionEvent;
}

/** mulberry32: small, seeded, good enough for test data. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Yields each transaction's events (its stream, in order); the caller interleaves or not as it likes. */
export function* ledgerHistory(options: LedgerHistoryOptions): Generator<HistoryEvent[]> {
  const random = rng(options.seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const first = options.firstTransactionId ?? 1;
  let refundId = first + options.transactions;
  for (let n = 0; n < options.transactions; n += 1) {
    const transactionId = first + n;
    const date = addDays(options.lastDate, -int(0, options.days - 1));
    const now = `${date}T${String(14 + int(0, 8)).padStart(2, '0')}:${String(int(0, 59)).padStart(2, '0')}:00.000Z`;
    const context = { now, actorUserId: 2 };
    const groom = int(40, 160) * 100;
    const trip = 3900;
    const fuel = Math.round(trip * 0.0375);
    const discount = random() < 0.2 ? int(5, 20) * 100 : 0;
    const tax = Math.round((groom + trip + fuel - discount) * 0.0825);
    const gratuity = random() < 0.6 ? int(0, 30) * 100 : 0;
    const cancelFee = random() < 0.05 ? 2500 : 0;
    const charged: ChargedParts = {
      serviceFeeGroom: groom, serviceFeeTrip: trip, serviceFeeGenerator: 0, serviceFeeFuel: fuel, serviceDiscountTotal: discount,
      serviceFeeSalesTax: tax, serviceFeeOther: 0, serviceFee: groom + trip + fuel - discount + tax, cancelFee, returnedFee: 0, reprocessFee: 0, gratuity,
    };
    const total = charged.serviceFee + cancelFee + gratuity;
    // Mostly paid in full by card; some cash, some split, some left owing, a few overpaid.
    const roll = random();
    const paid = roll < 0.1 ? total - int(1, 50) * 100 : roll < 0.15 ? total + int(1, 20) * 100 : total;
    const cash = random() < 0.2 ? Math.min(paid, int(0, 5) * 1000) : 0;
    const check = random() < 0.05 ? paid - cash : 0;
    const card = Math.max(0, paid - cash - check);
    const command: TransactionCommand = {
      type: 'CreateTransaction',
      data: {
        transactionId,
        customerId: (options.customerIdBase ?? 0) + int(1, options.customers),
        appointmentId: options.appointmentIdOf?.(n) ?? null,
        reasonId: 1,
        transactionDate: date,
        notes: null,
        charged,
        received: {
          card: card > 0 ? { amount: card, status: 'capturedPendingSettlement', creditCardId: null, isOneTimePayment: true, last4: '4242', brand: 'Visa', gatewayTransactionId: `g-${transactionId}` } : null,
          cashAmount: cash,
          checkAmount: check,
          checkNumber: check > 0 ? String(1000 + n) : null,
          checkDate: check > 0 ? date : null,
          giftCardAmount: 0,
          giftCardNumber: null,
        },
        creditAmount: 0,
        gratuityMethod: gratuity > 0 ? (card > 0 ? 'creditCard' : 'cash') : null,
      },
    };
    const out: HistoryEvent[] = [];
    let state: TransactionState = initialTransactionState();
    const run = (c: TransactionCommand): boolean => {
      let events: TransactionEvent[];
      try {
        events = decideTransaction(c, state, context);
      } catch {
        return false;
      }
      for (const event of events) {
        state = evolveTransaction(state, event);
        out.push({ stream: transactionStream(transactionId), event });
      }
      return true;
    };
    if (!run(command)) continue;
    const fate = random();
    if (card > 0 && fate < 0.08) {
      run({ type: 'VoidTransaction', data: { refTransactionId: transactionId } });
    } else if (card > 0) {
      run({ type: 'SettleTransaction', data: { transactionId } });
      if (fate > 0.8) {
        for (let r = int(1, 3); r > 0; r -= 1) {
          const amount = Math.max(1, Math.floor(card * (random() * 0.5)));
          if (run({ type: 'RefundTransaction', data: { refTransactionId: transactionId, refundTransactionId: refundId, amount, refundDate: addDays(date, int(0, 3)), gatewayTransactionId: `r-${refundId}` } })) refundId += 1;
        }
      }
    }
    if (command.data.appointmentId !== null && random() < 0.5) run({ type: 'CheckInTransaction', data: { transactionId } });
    yield out;
  }
}
