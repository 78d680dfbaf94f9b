import { CENTS_MAX, INT4_MAX, INT4_MIN, idParam, storableText } from '../shared/storable';
import { FIELD_MESSAGES } from '../shared/validators';
import { GRATUITY_METHODS } from './events';
import { TRANSACTION_MESSAGES as M } from './messages';
import { z } from 'zod';

/**
 * The wire bodies of the ledger's writes, declared once: command-api validates with them, the web types
 * its forms with their z.input (docs/API.md: money is integer cents in requests; dates are
 * 'MM-DD-YYYY'). An empty money field is 0 (part 2 §5.6).
 */
const money = z
  .number({ error: FIELD_MESSAGES.money })
  .int({ error: FIELD_MESSAGES.money })
  .min(0, { error: FIELD_MESSAGES.money })
  .max(CENTS_MAX, { error: FIELD_MESSAGES.money })
  .nullish()
  .transform((v) => v ?? 0);
const signedMoney = z
  .number({ error: FIELD_MESSAGES.money })
  .int({ error: FIELD_MESSAGES.money })
  .min(INT4_MIN, { error: FIELD_MESSAGES.money })
  .max(INT4_MAX, { error: FIELD_MESSAGES.money })
  .nullish()
  .transform((v) => v ?? 0);
const optionalId = idParam()
  .nullish()
  .transform((v) => v ?? null);
const text = (max: number) =>
  storableText()
    .max(max)
    .nullish()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim()));
const specDate = storableText()
  .regex(/^\d{2}-\d{2}-\d{4}$/, { error: M.invalidDate })
  .nullish()
  .transform((v) => v ?? null);

/** A one-time card: lives only for the gateway call (never an event, a table or a log). Part 2 §9 lengths. */
export const oneTimeCardSchema = z.object({
  nameOnCard: storableText().max(100).default(''),
  cardNumber: storableText().max(16, { error: M.cardNumberInvalid }).default(''),
  expiration: storableText().max(5).default(''),
  securityCode: storableText().max(4).default(''),
  billingZipcode: storableText().max(10).default(''),
  /** Accept.js's opaque data in place of cardNumber and securityCode (which then stay empty). */
  dataDescriptor: storableText().max(100).default(''),
  dataValue: storableText().max(8192).default(''),
});

/** The transaction as the form (and the completion's payment step) sends it. */
export const transactionBodySchema = z.object({
  customerId: optionalId,
  /** The spec's Transaction names the customer's user (`userId`); ours is `customerId`. Either is taken. */
  userId: optionalId,
  appointmentId: optionalId,
  reasonId: optionalId,
  /** 'MM-DD-YYYY'; the business's today when left out. */
  transactionDate: specDate,
  notes: text(1000),
  serviceFeeGroom: money,
  serviceFeeTrip: money,
  serviceFeeGenerator: money,
  serviceFeeFuel: money,
  serviceDiscountTotal: money,
  serviceFeeSalesTax: money,
  serviceFeeOther: signedMoney,
  serviceFee: money,
  cancelFee: money,
  returnedFee: money,
  reprocessFee: money,
  gratuity: money,
  gratuityMethod: z.enum(GRATUITY_METHODS).nullish().transform((v) => v ?? null),
  creditCardAmount: money,
  cashAmount: money,
  checkAmount: money,
  checkNumber: text(50),
  checkDate: specDate,
  giftCardAmount: money,
  giftCardNumber: text(50),
  creditAmount: money,
  isOneTimePayment: z.boolean().nullish().transform((v) => v ?? false),
  creditCardId: optionalId,
  oneTimeCard: oneTimeCardSchema.nullish().transform((v) => v ?? null),
});
export type TransactionBody = z.output<typeof transactionBodySchema>;
/** What a client sends (defaults and the spec's alternative names may be left out). */
export type TransactionRequest = z.input<typeof transactionBodySchema>;

/**
 * Why a void or refund was made, recorded in its event. Required, by the server as by the web form
 * (which validates with these very schemas): a blank reason is a 400 with the form's message, and
 * nothing is written (docs/DECISIONS.md, "A void's or refund's reason").
 */
export const REASON_MAX = 500;
const changeReason = (required: string) =>
  storableText({ error: required })
    .trim()
    .min(1, { error: required })
    .max(REASON_MAX, { error: `The reason can be at most ${REASON_MAX} characters.` });

/** Part 2 §5.6: refund (amount, refTransactionId); `transactionId` is accepted for refTransactionId. */
export const refundBodySchema = z
  .object({
    refTransactionId: optionalId,
    transactionId: optionalId,
    amount: z.number({ error: M.refundAmountInvalid }).int({ error: M.refundAmountInvalid }).min(1, { error: M.refundAmountInvalid }).max(CENTS_MAX, { error: M.refundAmountInvalid }),
    reason: changeReason(M.refundReasonRequired),
  })
  .transform(({ refTransactionId, transactionId, amount, reason }) => ({ transactionId: refTransactionId ?? transactionId, amount, reason }));

/** Part 2 §5.6: void (refTransactionId); `transactionId` is accepted for refTransactionId. */
export const voidBodySchema = z
  .object({ refTransactionId: optionalId, transactionId: optionalId, reason: changeReason(M.voidReasonRequired) })
  .transform(({ refTransactionId, transactionId, reason }) => ({ transactionId: refTransactionId ?? transactionId, reason }));

export const CHECK_IN_MAX = 500;
export const checkInBodySchema = z.object({
  transactionIds: z.array(idParam(), { error: 'Select at least one transaction to check in.' }).min(1, { error: 'Select at least one transaction to check in.' }).max(CHECK_IN_MAX),
});

export const RECEIPT_METHODS = ['email', 'text', 'none'] as const;
/** `transactionId`, or `appointmentId` (the receipt of the appointment's live payment, sent later). */
export const sendReceiptBodySchema = z.object({
  transactionId: idParam().nullish().transform((v) => v ?? null),
  appointmentId: idParam().nullish().transform((v) => v ?? null),
  method: z.enum(RECEIPT_METHODS, { error: 'Please choose Email, Text or None.' }),
  value: storableText().max(254).nullish().transform((v) => (v ?? '').trim()),
});
export type SendReceiptBody = z.input<typeof sendReceiptBodySchema>;

const requiredSpecDate = storableText({ error: 'A start date, end date and email are required.' }).regex(/^\d{2}-\d{2}-\d{4}$/, { error: 'Dates must be MM-DD-YYYY.' });
/**
 * `customerId` (the spec's: the customer's transactions), or `employeeId` in its place (from a
 * profile that is not a customer's, the transactions of the appointments that employee worked).
 */
export const SUMMARY_WHO_REQUIRED = 'A customer or an employee is required for the summary.';
export const sendSummaryBodySchema = z
  .object({
    customerId: idParam().nullish().transform((v) => v ?? null),
    employeeId: idParam().nullish().transform((v) => v ?? null),
    startDate: requiredSpecDate,
    endDate: requiredSpecDate,
    emailAddress: storableText({ error: 'A start date, end date and email are required.' }).max(254),
  })
  .refine((b) => (b.customerId === null) !== (b.employeeId === null), { error: SUMMARY_WHO_REQUIRED, path: ['customerId'] });

export const sendInvoiceBodySchema = z.object({
  customerId: idParam(),
  appointmentId: idParam(),
  emailAddress: storableText({ error: 'An email address is required.' }).max(254),
});

/** The transaction as the web sends it (the schema's input: empty money fields may be left out). */
export type TransactionBodyInput = z.input<typeof transactionBodySchema>;
export type SendSummaryBody = z.input<typeof sendSummaryBodySchema>;
export type SendInvoiceBody = z.input<typeof sendInvoiceBodySchema>;
export type RefundBody = z.input<typeof refundBodySchema>;
export type VoidBody = z.input<typeof voidBodySchema>;
export type CheckInBody = z.input<typeof checkInBodySchema>;

/**
 * GET transactions/getAll's table state (part 2 §7.5) as the web's table holds it: `sorted` [{id, desc}]
 * and `filtered` [{id, value}] travel as JSON text; query-api (transactions/listQuery.ts) reads these
 * (and the same lists with 'true'/'false' or numbers) and checks the columns.
 */
export const transactionSortSchema = z.object({ id: z.string(), desc: z.boolean() });
export const transactionFilterSchema = z.object({ id: z.string(), value: z.string() });
export const transactionsQuerySchema = z.object({
  /** 'MM-DD-YYYY' */
  startDate: z.string(),
  endDate: z.string(),
  /** 0-based. */
  page: z.number(),
  pageSize: z.number(),
  sorted: z.array(transactionSortSchema),
  filtered: z.array(transactionFilterSchema),
});
export type TransactionSort = z.infer<typeof transactionSortSchema>;
export type TransactionFilter = z.infer<typeof transactionFilterSchema>;
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;

/** POST management/testPaymentGateway (Management's "Test the gateway"): no fields. */
export const testPaymentGatewayBodySchema = z.object({});
export type TestPaymentGatewayBody = z.input<typeof testPaymentGatewayBodySchema>;
