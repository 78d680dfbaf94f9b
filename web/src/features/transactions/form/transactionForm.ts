import { DomainError, TRANSACTION_MESSAGES, checkTransactionForm, serviceFeeOf, type GratuityMethod, type VoidedPaymentFill } from '@pawroute/domain';
import type { CreateTransactionBody } from '../api/commands';
import { inputToSpec, specToInput } from '../../../lib/dates';
import { centsToInput, inputToCents } from '../../../lib/money';

/**
 * The new-transaction form (part 2 §2.5, §4.3, §5.6) as pure functions over its typed text, so the
 * rules are unit-tested without a browser. Amounts are kept as the text typed; every rule reads them
 * as cents truncated to two decimals (an empty field is 0). The §5.6 rules themselves are the domain's
 * `checkTransactionForm`, the same function the server runs before it asks the gateway for a card.
 */
export const BREAKDOWN_FIELDS = [
  ['serviceFeeGroom', 'Groom'],
  ['serviceFeeTrip', 'Trip'],
  ['serviceFeeGenerator', 'Generator'],
  ['serviceFeeFuel', 'Fuel'],
  ['serviceDiscountTotal', 'Discounts'],
  ['serviceFeeSalesTax', 'Sales Tax'],
  ['serviceFeeOther', 'Other'],
] as const;
export type BreakdownField = (typeof BREAKDOWN_FIELDS)[number][0];

export const OTHER_FEE_FIELDS = [
  ['cancelFee', 'Cancel Fee'],
  ['returnedFee', 'Returned Fee'],
  ['reprocessFee', 'Reprocess Fee'],
  ['gratuity', 'Gratuity'],
] as const;
export type OtherFeeField = (typeof OTHER_FEE_FIELDS)[number][0];

export const PAYMENT_FIELDS = [
  ['creditCardAmount', 'Credit Card'],
  ['cashAmount', 'Cash'],
  ['checkAmount', 'Check'],
  ['giftCardAmount', 'Gift Card'],
  ['creditAmount', 'Account Credit'],
] as const;
export type PaymentField = (typeof PAYMENT_FIELDS)[number][0];

export interface OneTimeCard {
  nameOnCard: string;
  cardNumber: string;
  expiration: string;
  securityCode: string;
  billingZipcode: string;
}

export interface TransactionFormState {
  reasonId: number | null;
  /** 'YYYY-MM-DD' (a date input). */
  transactionDate: string;
  notes: string;
  serviceFee: string;
  amounts: Record<BreakdownField | OtherFeeField | PaymentField, string>;
  gratuityMethod: GratuityMethod | null;
  checkNumber: string;
  /** 'YYYY-MM-DD' (a date input). */
  checkDate: string;
  giftCardNumber: string;
  isOneTimePayment: boolean;
  creditCardId: number | null;
  card: OneTimeCard;
}

export function emptyForm(today: string, primaryCardId: number | null = null): TransactionFormState {
  const blank = Object.fromEntries([...BREAKDOWN_FIELDS, ...OTHER_FEE_FIELDS, ...PAYMENT_FIELDS].map(([field]) => [field, ''])) as TransactionFormState['amounts'];
  return {
    reasonId: null,
    transactionDate: today,
    notes: '',
    serviceFee: '',
    amounts: blank,
    gratuityMethod: null,
    checkNumber: '',
    checkDate: '',
    giftCardNumber: '',
    isOneTimePayment: primaryCardId === null,
    creditCardId: primaryCardId,
    card: { nameOnCard: '', cardNumber: '', expiration: '', securityCode: '', billingZipcode: '' },
  };
}

/**
 * Record Payment for a groom whose payment was voided (docs/DECISIONS.md "The ledger after a void"): the
 * form starts from the voided transaction (reason, every charge, payment part, gratuity and its method,
 * check and gift card details, notes), all still editable; the date stays the one given (today). A card
 * on file is kept while it is still on file; a one-time card's number was never kept, so it is typed again.
 */
export function formFromVoided(s: TransactionFormState, fill: VoidedPaymentFill, cardIdsOnFile: readonly number[]): TransactionFormState {
  const amounts = { ...s.amounts };
  for (const [field] of [...BREAKDOWN_FIELDS, ...OTHER_FEE_FIELDS, ...PAYMENT_FIELDS]) amounts[field] = centsToInput(fill[field], true);
  const onFile = !fill.isOneTimePayment && fill.creditCardId !== null && cardIdsOnFile.includes(fill.creditCardId);
  const card = fill.creditCardAmount > 0 ? { isOneTimePayment: !onFile, creditCardId: onFile ? fill.creditCardId : s.creditCardId } : {};
  return {
    ...s,
    ...card,
    reasonId: fill.reasonId ?? s.reasonId,
    notes: fill.notes ?? '',
    serviceFee: centsToInput(fill.serviceFee, true),
    amounts,
    gratuityMethod: fill.gratuityMethod ?? null,
    checkNumber: fill.checkNumber ?? '',
    checkDate: fill.checkDate ? specToInput(fill.checkDate) : '',
    giftCardNumber: fill.giftCardNumber ?? '',
  };
}

const cents = (s: TransactionFormState, field: keyof TransactionFormState['amounts']): number =>
  inputToCents(s.amounts[field], field === 'serviceFeeOther');

function breakdownCents(s: TransactionFormState) {
  return {
    serviceFeeGroom: cents(s, 'serviceFeeGroom'),
    serviceFeeTrip: cents(s, 'serviceFeeTrip'),
    serviceFeeGenerator: cents(s, 'serviceFeeGenerator'),
    serviceFeeFuel: cents(s, 'serviceFeeFuel'),
    serviceDiscountTotal: cents(s, 'serviceDiscountTotal'),
    serviceFeeSalesTax: cents(s, 'serviceFeeSalesTax'),
    serviceFeeOther: cents(s, 'serviceFeeOther'),
  };
}

/** Part 2 §4.3: editing a component of the breakdown recomputes the service total. */
export function setBreakdown(s: TransactionFormState, field: BreakdownField, text: string): TransactionFormState {
  const next = { ...s, amounts: { ...s.amounts, [field]: text } };
  return { ...next, serviceFee: centsToInput(serviceFeeOf(breakdownCents(next)), true) };
}

/** Part 2 §4.3: editing the service total adjusts Other so the breakdown still adds up (Other may go below 0). */
export function setServiceFee(s: TransactionFormState, text: string): TransactionFormState {
  const total = inputToCents(text);
  const parts = breakdownCents(s);
  const withoutOther = serviceFeeOf({ ...parts, serviceFeeOther: 0 });
  return { ...s, serviceFee: text, amounts: { ...s.amounts, serviceFeeOther: centsToInput(total - withoutOther, true) } };
}

export const setAmount = (s: TransactionFormState, field: OtherFeeField | PaymentField, text: string): TransactionFormState => ({
  ...s,
  amounts: { ...s.amounts, [field]: text },
});

/** The service total as the breakdown gives it (always equal to the total field once either was edited). */
export const serviceFeeCents = (s: TransactionFormState): number => serviceFeeOf(breakdownCents(s));

export const chargedCents = (s: TransactionFormState): number =>
  serviceFeeCents(s) + cents(s, 'cancelFee') + cents(s, 'returnedFee') + cents(s, 'reprocessFee') + cents(s, 'gratuity');

export const paidCents = (s: TransactionFormState): number =>
  cents(s, 'creditCardAmount') + cents(s, 'cashAmount') + cents(s, 'checkAmount') + cents(s, 'giftCardAmount');

/** What is still unpaid: charged less the payments and the amount left on account credit (never below 0). */
export const remainingCents = (s: TransactionFormState): number => Math.max(0, chargedCents(s) - paidCents(s) - cents(s, 'creditAmount'));

/** Part 2 §4.3: auto-fill puts the remaining unpaid amount into the chosen payment method. */
export function autoFill(s: TransactionFormState, field: PaymentField): TransactionFormState {
  const remaining = remainingCents(s);
  if (remaining === 0) return s;
  return setAmount(s, field, centsToInput(cents(s, field) + remaining));
}

/** Part 2 §5.6: expiration is MM/YY, auto-formatted, at most 5 characters. */
export function formatExpiration(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * The first broken rule's message, or null: §5.6 in its order (the domain's checkTransactionForm, word
 * for word), then 'Saving needs a user in the route', then §5.4's gratuity method.
 */
export function formError(s: TransactionFormState, customerId: number | null): string | null {
  const creditCardAmount = cents(s, 'creditCardAmount');
  try {
    checkTransactionForm({
      reasonId: s.reasonId,
      checkAmount: cents(s, 'checkAmount'),
      checkNumber: s.checkNumber,
      checkDate: s.checkDate,
      giftCardAmount: cents(s, 'giftCardAmount'),
      giftCardNumber: s.giftCardNumber,
      creditCardAmount,
      isOneTimePayment: s.isOneTimePayment,
      creditCardId: s.isOneTimePayment ? null : s.creditCardId,
      oneTimeCard: s.isOneTimePayment ? s.card : null,
    });
  } catch (e) {
    if (e instanceof DomainError) return e.message;
    throw e;
  }
  if (customerId === null) return TRANSACTION_MESSAGES.customerRequired;
  if (cents(s, 'gratuity') > 0 && s.gratuityMethod === null) return TRANSACTION_MESSAGES.gratuityMethodRequired;
  return null;
}

/** The create body (amounts in cents, dates 'MM-DD-YYYY'); the one-time card's fields only when used. */
export function toCreateBody(s: TransactionFormState, customerId: number, appointmentId: number | null): CreateTransactionBody {
  const b = breakdownCents(s);
  const creditCardAmount = cents(s, 'creditCardAmount');
  const gratuity = cents(s, 'gratuity');
  const oneTime = creditCardAmount > 0 && s.isOneTimePayment;
  return {
    customerId,
    appointmentId,
    reasonId: s.reasonId,
    transactionDate: inputToSpec(s.transactionDate),
    notes: s.notes.trim() === '' ? null : s.notes.trim(),
    serviceFee: serviceFeeOf(b),
    ...b,
    cancelFee: cents(s, 'cancelFee'),
    returnedFee: cents(s, 'returnedFee'),
    reprocessFee: cents(s, 'reprocessFee'),
    gratuity,
    gratuityMethod: gratuity > 0 ? s.gratuityMethod : null,
    creditAmount: cents(s, 'creditAmount'),
    cashAmount: cents(s, 'cashAmount'),
    checkAmount: cents(s, 'checkAmount'),
    checkNumber: cents(s, 'checkAmount') > 0 ? s.checkNumber.trim() : null,
    checkDate: cents(s, 'checkAmount') > 0 ? inputToSpec(s.checkDate) : null,
    giftCardAmount: cents(s, 'giftCardAmount'),
    giftCardNumber: cents(s, 'giftCardAmount') > 0 ? s.giftCardNumber.trim() : null,
    creditCardAmount,
    isOneTimePayment: oneTime,
    creditCardId: creditCardAmount > 0 && !s.isOneTimePayment ? s.creditCardId : null,
    oneTimeCard: oneTime ? { ...s.card, cardNumber: s.card.cardNumber.replace(/[\s-]/g, '') } : null,
  };
}
