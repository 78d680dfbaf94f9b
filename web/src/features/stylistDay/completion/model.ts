import {
  COMPLETION_MESSAGES as SERVER_MESSAGES,
  defaultGratuity,
  formatCents as dollars,
  gratuityFromPercent,
  isMoney,
  moneyToCents,
  paymentMismatch,
  paymentPartsRefusal,
  toSpecDate,
  TRANSACTION_MESSAGES,
  type DefaultGratuityResponse,
  type GratuityMethod,
  type PaymentMismatch,
} from '@pawroute/domain';

/**
 * Money here is domain's formatCents (what lib/money's `dollars` wraps), not lib/money itself: with
 * lib/money imported from this module the build's small-chunk merge (vite.config experimentalMinChunkSize)
 * moves the stylist day's read-ahead and this model into the entry chunk (+13 KB on the sign-in screen).
 * A gratuity's text in its field ('12.50') is that figure without the '$' and the thousands commas.
 */
const centsToInput = (cents: number): string => dollars(Math.round(cents)).replace(/[$,]/g, '');

/**
 * The completion flow's rules, kept out of the screens so they are tested alone (part 2 §2.3, §4.1,
 * §5.4, §9). Money is typed as text and read as integer cents (truncated to two decimals, an empty
 * field is 0: part 2 §5.6, the same rule the transaction form uses).
 */

/** Part 2 §5.4 (the server's words, from domain), and the completion toasts of §8.2. */
export const COMPLETION_MESSAGES = {
  cardRequired: SERVER_MESSAGES.cardRequired,
  checkRequired: SERVER_MESSAGES.checkRequired,
  giftCardRequired: SERVER_MESSAGES.giftCardRequired,
  gratuityMethodRequired: TRANSACTION_MESSAGES.gratuityMethodRequired,
  invalidAmount: 'Please enter amounts as dollars and cents, 0.00 or more.',
  paymentError: 'An error occured while processing your payment. Please hand the device back to the employee...',
  completed: 'Successfully completed appointment',
  failedToSaveSignature: 'Failed to save signature',
  failedToNotify: 'Failed to notify customer that you are on the way',
  failedToRetrieveAppointments: 'Failed to retrieve appointments.',
} as const;

/** §9: the payment error toast stays 10 seconds; the receipt countdown is 4 seconds; the slider is debounced 300 ms. */
export const PAYMENT_ERROR_TOAST_MS = 10_000;
export const RECEIPT_COUNTDOWN_S = 4;
export const GRATUITY_SLIDER_DEBOUNCE_MS = 300;

export type CompletionStep = 'payment' | 'customerSigning' | 'thankYou';

export interface PaymentForm {
  cashAmount: string;
  creditCardAmount: string;
  checkAmount: string;
  checkNumber: string;
  /** 'YYYY-MM-DD' from the date input, or ''. */
  checkDate: string;
  giftCardAmount: string;
  giftCardNumber: string;
  /** A saved card's ID, or null for a one-time card. */
  creditCardId: number | null;
  nameOnCard: string;
  cardNumber: string;
  expiration: string;
  securityCode: string;
  billingZipcode: string;
  /** "Save this card for next time" (a one-time card only): it goes on file through the gateway's token. */
  saveCard: boolean;
  notes: string;
}

export const emptyPayment = (creditCardId: number | null = null): PaymentForm => ({
  cashAmount: '',
  creditCardAmount: '',
  checkAmount: '',
  checkNumber: '',
  checkDate: '',
  giftCardAmount: '',
  giftCardNumber: '',
  creditCardId,
  nameOnCard: '',
  cardNumber: '',
  expiration: '',
  securityCode: '',
  billingZipcode: '',
  saveCard: false,
  notes: '',
});

export interface PaymentCents {
  cashAmount: number;
  creditCardAmount: number;
  checkAmount: number;
  giftCardAmount: number;
}

/** The four amounts in cents, or null when one is not an amount. */
export function paymentCents(form: PaymentForm): PaymentCents | null {
  const cashAmount = typedMoneyToCents(form.cashAmount);
  const creditCardAmount = typedMoneyToCents(form.creditCardAmount);
  const checkAmount = typedMoneyToCents(form.checkAmount);
  const giftCardAmount = typedMoneyToCents(form.giftCardAmount);
  if (cashAmount === null || creditCardAmount === null || checkAmount === null || giftCardAmount === null) return null;
  return { cashAmount, creditCardAmount, checkAmount, giftCardAmount };
}

/**
 * Part 2 §5.4, in its order: the first rule the payment breaks, or null. The amounts are read here; the
 * rule itself is the server's (domain's paymentPartsRefusal), run on the body this form would send.
 */
export function paymentError(form: PaymentForm): string | null {
  if (!paymentCents(form)) return COMPLETION_MESSAGES.invalidAmount;
  return paymentPartsRefusal(transactionBody(form, 0, null))?.message ?? null;
}

/**
 * Part 2 §5.4: account-credit gratuity is always offered; credit-card and check gratuity only when those
 * amounts are present. Cash is offered when a cash amount is present (the absent-customer path pays cash;
 * the ledger accepts a cash gratuity).
 */
export function gratuityMethodsOffered(cents: PaymentCents): GratuityMethod[] {
  const methods: GratuityMethod[] = [];
  if (cents.creditCardAmount > 0) methods.push('creditCard');
  if (cents.cashAmount > 0) methods.push('cash');
  if (cents.checkAmount > 0) methods.push('check');
  methods.push('accountCredit');
  return methods;
}

export const GRATUITY_METHOD_LABELS: Record<GratuityMethod, string> = {
  creditCard: 'Credit Card',
  cash: 'Cash',
  check: 'Check',
  accountCredit: 'Account Credit',
};

export interface GratuityChoice {
  mode: 'dollar' | 'percent';
  /** The dollars field's text (mode 'dollar'). */
  dollars: string;
  /** The slider, 0-100 (mode 'percent'). */
  percent: number;
  method: GratuityMethod | null;
}

/** The gratuity in cents, or null when the dollars field is not an amount. */
export function gratuityCents(choice: GratuityChoice, totalFee: number): number | null {
  if (choice.mode === 'percent') return gratuityFromPercent(totalFee, Math.min(100, Math.max(0, Math.round(choice.percent))));
  return typedMoneyToCents(choice.dollars);
}

/**
 * The rules' AMT-TYPED: only the transaction form truncates typed money (part 2 §5.6); the completion's
 * amounts and gratuity are money fields that refuse more than two decimals (7.255 is not 7.25). Empty is 0.
 */
export function typedMoneyToCents(text: string): number | null {
  const value = text.trim();
  if (value === '') return 0;
  return isMoney(value) ? moneyToCents(value) : null;
}


/**
 * The customer's default gratuity preselected (part 2 §5.4, part 1 §9: a dollar default above $0 wins,
 * else the percent). The method starts as the first one offered when there is a tip to give.
 */
export function initialGratuity(defaults: DefaultGratuityResponse | undefined, totalFee: number, offered: GratuityMethod[]): GratuityChoice {
  const chosen = defaults
    ? defaultGratuity({ defaultGratuityCents: defaults.defaultGratuityCents, defaultGratuityPercent: defaults.defaultGratuityPercent }, totalFee)
    : ({ kind: 'none', cents: 0 } as const);
  const method = chosen.cents > 0 ? (offered[0] ?? null) : null;
  if (chosen.kind === 'percent') return { mode: 'percent', dollars: centsToInput(chosen.cents), percent: Math.round(chosen.percent), method };
  return { mode: 'dollar', dollars: chosen.kind === 'dollar' ? centsToInput(chosen.cents) : '', percent: 0, method };
}

/** Part 2 §5.4: a gratuity above 0 needs a method. */
export function gratuityError(cents: number | null, method: GratuityMethod | null): string | null {
  if (cents === null) return COMPLETION_MESSAGES.invalidAmount;
  if (cents > 0 && method === null) return COMPLETION_MESSAGES.gratuityMethodRequired;
  return null;
}

/** Part 2 §4.1 step 2: the payment total against the charge (plus the tip when the customer is absent). */
export function completionMismatch(form: PaymentForm, totalFee: number, gratuity: number, customerAbsent: boolean): PaymentMismatch | null {
  const cents = paymentCents(form);
  return cents ? paymentMismatch(cents, totalFee, gratuity, customerAbsent) : null;
}

export function mismatchText(m: PaymentMismatch): string {
  const what = `The payments total ${dollars(m.paymentTotal)} but the charges total ${dollars(m.expected)}.`;
  return m.difference > 0
    ? `${what} The extra ${dollars(m.difference)} is applied to the customer's balance.`
    : `${what} The remaining ${dollars(-m.difference)} stays on the customer's balance.`;
}

/** MM/YY as it is typed (part 2 §5.6 / §9: auto-formatted, max 5). */
export function formatExpiration(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** 'YYYY-MM-DD' -> 'MM-DD-YYYY' (the wire's dates). */
const specDate = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? toSpecDate(iso) : iso);

/**
 * The `transaction` of POST appointments/complete (command-api transactionBodySchema: part 2 §3 field
 * names, money as integer cents, dates 'MM-DD-YYYY', a one-time card under oneTimeCard). The charge
 * itself is the estimate's figures frozen by the server at completion: the body carries what was
 * received and the gratuity.
 */
export function transactionBody(form: PaymentForm, gratuity: number, method: GratuityMethod | null) {
  const cents = paymentCents(form);
  if (!cents) throw new Error('transactionBody needs a valid payment');
  const oneTime = cents.creditCardAmount > 0 && form.creditCardId === null;
  // The payment step takes the service total; the tip chosen at signing is paid by its method on top
  // (docs/RULES.md: "The method amounts include the tip"). Account credit stays owed.
  const tip = (m: GratuityMethod) => (gratuity > 0 && method === m ? gratuity : 0);
  return {
    cashAmount: cents.cashAmount + tip('cash'),
    creditCardAmount: cents.creditCardAmount + tip('creditCard'),
    checkAmount: cents.checkAmount + tip('check'),
    checkNumber: cents.checkAmount > 0 ? form.checkNumber.trim() : null,
    checkDate: cents.checkAmount > 0 ? specDate(form.checkDate) : null,
    giftCardAmount: cents.giftCardAmount,
    giftCardNumber: cents.giftCardAmount > 0 ? form.giftCardNumber.trim() : null,
    gratuity,
    gratuityMethod: gratuity > 0 ? method : null,
    isOneTimePayment: oneTime,
    creditCardId: cents.creditCardAmount > 0 && !oneTime ? form.creditCardId : null,
    oneTimeCard: oneTime
      ? {
          nameOnCard: form.nameOnCard.trim(),
          cardNumber: form.cardNumber.replace(/\s/g, ''),
          expiration: form.expiration,
          securityCode: form.securityCode,
          billingZipcode: form.billingZipcode.trim(),
        }
      : null,
    notes: form.notes.trim() || null,
    /** Not the transaction's: sendCompletion sends it beside it (appointments/complete's saveCard). */
    saveCard: oneTime && form.saveCard,
  };
}
export type CompletionTransactionBody = ReturnType<typeof transactionBody>;

/**
 * The Thank-you step's figure: what the customer paid, the tip included (its method's amount carries it),
 * so the header no longer shows the fee alone ($116.80 when $134.32 was paid). A tip put on account
 * credit is not paid now: `tipOnAccount` says so beside the paid figure.
 */
export function paidWithTip(form: PaymentForm, gratuity: number, method: GratuityMethod | null): { paid: number; tip: number; tipOnAccount: boolean } | null {
  if (!paymentCents(form)) return null;
  const body = transactionBody(form, gratuity, method);
  const paid = body.cashAmount + body.creditCardAmount + body.checkAmount + body.giftCardAmount;
  return { paid, tip: gratuity, tipOnAccount: gratuity > 0 && method === 'accountCredit' };
}

/** One payment attempt: its body and its Idempotency-Key. */
export interface PaymentAttempt {
  body: string;
  key: string;
}

/**
 * The key for sending `body` (one Idempotency-Key per payment attempt, kept across that
 * attempt's retries). The same payment sent again keeps the attempt's key, so a retry whose first try
 * may have charged answers that first charge instead of charging twice; a changed payment is a new attempt.
 * The caller forgets the attempt when the server refused it (nothing was charged).
 */
export function attemptFor(previous: PaymentAttempt | null, body: string, newKey: () => string): PaymentAttempt {
  return previous !== null && previous.body === body ? previous : { body, key: newKey() };
}
