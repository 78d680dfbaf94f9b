import {
  DomainError,
  TRANSACTION_MESSAGES as M,
  appointmentDecider,
  appointmentStream,
  appointmentFeesCharged,
  businessDateOf,
  decideCheckIn,
  foldTransaction,
  refusalError,
  decideTransaction,
  fold,
  fromSpecDate,
  isEmail,
  transactionDecider,
  transactionStream,
  type AppointmentState,
  type TransactionFacts,
  renderBoth,
  checkInTransactionsAnswerSchema,
  createTransactionAnswerSchema,
  refundTransactionAnswerSchema,
  sendInvoiceAnswerSchema,
  sendReceiptAnswerSchema,
  sendTransactionSummaryAnswerSchema,
  voidTransactionAnswerSchema,
} from '@pawroute/domain';
import { allOf, commandRoute, mailerFor, paymentGatewayFor, type CommandHandlerContext } from '@pawroute/platform';
import { textCustomer } from '../messages';
import type { FastifyInstance } from 'fastify';
import { receiptKeyPrefix } from '@pawroute/domain';
import { checkInBodySchema, refundBodySchema, sendInvoiceBodySchema, sendReceiptBodySchema, sendSummaryBodySchema, transactionBodySchema, voidBodySchema } from '@pawroute/domain';
import { customerEmails, loadCustomer } from '../shared/customers';
import { firstWrite } from '../shared/firstWrite';
import { loadStream, streamEvents } from '../shared/streams';
import { atGateway, gatewayRequestKey, syncSettlement } from './gateway';
import { loadRecorded } from './load';
import { oneAtATime } from '../shared/oneAtATime';
import { invoiceText, receiptFacts, summaryText } from './mail';
import { loadMessageTemplate } from '../messageTemplates';
import { receiptContextOf } from './receiptFacts';
import { groomingReportMailText } from '../groomingReport';
import { TRANSACTION_SEQUENCE, recordTransaction } from './record';
import { loadCustomerOfUser } from '../estimates';
import { assertEmployeeExists } from '../employees';

const url = (name: string) => `/api/v4/transactions/${name}`;

export const TRANSACTION_WRITE_MESSAGES = {
  receiptSent: 'Receipt sent.',
  receiptEmailInvalid: 'Please enter a valid email address for the receipt.',
  receiptPhoneInvalid: 'Please enter a valid phone number for the receipt.',
  summaryFieldsRequired: 'A start date, end date and email are required.',
  emailInvalid: 'Please enter a valid email...',
  summarySent: 'Sent the transaction summary.',
  invoiceSent: 'Sent the invoice.',
  invoiceNothing: 'This appointment has no transaction to invoice yet.',
  appointmentNotCustomers: "The appointment is not this customer's.",
  receiptWhich: 'A transaction or an appointment is required for the receipt.',
  receiptNothing: 'This appointment has no payment to send a receipt for.',
  feesAlreadyCharged: (id: number) => `This appointment's fees are already charged on transaction #${id}. Enter only the payment.`,
} as const;
const W = TRANSACTION_WRITE_MESSAGES;

async function appointmentOf(ctx: Pick<CommandHandlerContext, 'services'>, appointmentId: number): Promise<AppointmentState> {
  return fold(appointmentDecider, (await streamEvents(ctx.services.store, appointmentStream(appointmentId))) as never[]);
}

/** The transactions the appointment's completion recorded (its fees), folded. */
async function completionTransactions(ctx: Pick<CommandHandlerContext, 'services'>, appointmentId: number): Promise<TransactionFacts[]> {
  const events = await streamEvents(ctx.services.store, appointmentStream(appointmentId));
  // Its completion's, or the payment appointments/createTransaction recorded before it.
  const ids = events
    .filter((e) => e.type === 'AppointmentCompleted' || e.type === 'AppointmentPaymentRecorded')
    .map((e) => (e.data as { transactionId: number | null }).transactionId)
    .filter((id): id is number => id !== null);
  return Promise.all([...new Set(ids)].map((id) => loadRecorded(ctx.services.store, id)));
}

/**
 * Every transaction recorded against the appointment: its completion's (from the appointment's own
 * stream) and those `transactions/create` recorded with its appointmentId (the read model's index,
 * waited up to the store's head, as sendSummary does; figures from the streams). The completion's
 * alone missed the second kind, so sendInvoice answered 409 for a transaction getInvoice shows.
 */
async function appointmentTransactions(ctx: Pick<CommandHandlerContext, 'services'>, appointmentId: number): Promise<TransactionFacts[]> {
  const ids = new Set<number>();
  const events = await streamEvents(ctx.services.store, appointmentStream(appointmentId));
  for (const e of events) {
    if (e.type !== 'AppointmentCompleted') continue;
    const id = (e.data as { transactionId: number | null }).transactionId;
    if (id !== null) ids.add(id);
  }
  const head = await ctx.services.store.headPosition();
  if (head !== null) await ctx.services.waitForPosition(head);
  const { rows } = await ctx.services.db.query<{ id: number }>(`SELECT id FROM transactions WHERE appointment_id = $1 AND NOT is_refund ORDER BY id`, [appointmentId]);
  for (const r of rows) ids.add(Number(r.id));
  return Promise.all([...ids].sort((a, b) => a - b).map((id) => loadRecorded(ctx.services.store, id)));
}

/**
 * The receipt an appointment's "Send receipt" sends: its newest live (not voided)
 * transaction, its completion's or one recorded for it afterwards. 409 when it has none.
 */
async function receiptTransactionOf(ctx: Pick<CommandHandlerContext, 'services'>, appointmentId: number): Promise<number> {
  const appointment = await appointmentOf(ctx, appointmentId);
  if (appointment.kind !== 'active') throw new DomainError(404, 'Appointment not found.', { appointmentId: 'Appointment not found.' });
  const live = (await appointmentTransactions(ctx, appointmentId)).filter((t) => !t.voided);
  if (live.length === 0) throw new DomainError(409, W.receiptNothing);
  return live[live.length - 1]!.transactionId;
}

/**
 * The ledger's writes, under /api/v4/transactions/. Money is integer cents; every write
 * honours the Idempotency-Key; a card is charged, voided and refunded through the gateway port with a
 * request key derived from it.
 */
export async function transactionsCommands(app: FastifyInstance): Promise<void> {
  commandRoute(app, {
    method: 'POST',
    url: url('create'),
    name: 'CreateTransaction',
    answer: createTransactionAnswerSchema,
    schema: transactionBodySchema,
    permission: 'CreateTransactions',
    async handle(given, ctx) {
      // The spec's `userId` (the customer's user) names the customer when `customerId` is not given.
      const body = given.customerId === null && given.userId !== null
        ? { ...given, customerId: (await loadCustomerOfUser(ctx.services.store, given.userId)).user.customerId }
        : given;
      let appointmentCustomerId: number | null = null;
      if (body.appointmentId !== null) {
        const appointment = await appointmentOf(ctx, body.appointmentId);
        if (appointment.kind !== 'active') throw new DomainError(404, 'Appointment not found.', { appointmentId: 'Appointment not found.' });
        appointmentCustomerId = appointment.customerId;
        // docs/RULES.md: an appointment's fees are charged once; another transaction pays what is owed.
        const earlier = await completionTransactions(ctx, body.appointmentId);
        if (body.serviceFee > 0 && appointmentFeesCharged(earlier, body.appointmentId)) {
          const charging = earlier.find((t) => !t.voided && t.charged.serviceFee > 0)!;
          throw new DomainError(409, W.feesAlreadyCharged(charging.transactionId), { serviceFee: W.feesAlreadyCharged(charging.transactionId) });
        }
      }
      const { transactionId, cardStatus } = await recordTransaction(ctx, body, { appointmentCustomerId });
      return { transactionId, ID: transactionId, status: cardStatus };
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: url('refund'),
    name: 'RefundTransaction',
    answer: refundTransactionAnswerSchema,
    schema: refundBodySchema,
    permission: 'RefundTransactions',
    async handle({ transactionId, amount, reason }, ctx) {
      if (transactionId === null) throw new DomainError(400, M.refundIdRequired);
      return oneAtATime(transactionStream(transactionId), async () => {
        // The gateway's word on settlement first: a settled charge is recorded settled, then refunded.
        const facts = await syncSettlement(ctx, await loadRecorded(ctx.services.store, transactionId));
        const refundTransactionId = await ctx.nextId(TRANSACTION_SEQUENCE);
        const refund = (gatewayTransactionId: string | null) => ({
          type: 'RefundTransaction' as const,
          data: { refTransactionId: transactionId, refundTransactionId, amount, refundDate: businessDateOf(ctx.now, ctx.services.config.timeZone), gatewayTransactionId, reason },
        });
        // Refused (not settled, more than remains, voided, no card) before the gateway moves money.
        decideTransaction(refund('pending'), facts, { now: ctx.now, actorUserId: ctx.actor.userId });
        const answer = await atGateway(() =>
          paymentGatewayFor(ctx.services).refund({ requestKey: gatewayRequestKey(ctx, 'refund', refundTransactionId), transactionId: facts.received.card!.gatewayTransactionId!, amountCents: amount }),
        );
        await ctx.execute(transactionStream(transactionId), transactionDecider, refund(answer.transactionId));
        const after = await loadRecorded(ctx.services.store, transactionId);
        return { transactionId, refundTransactionId, amount, refunded: after.refunded, remaining: (after.received.card?.amount ?? 0) - after.refunded };
      });
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: url('void'),
    name: 'VoidTransaction',
    answer: voidTransactionAnswerSchema,
    schema: voidBodySchema,
    permission: 'VoidTransactions',
    async handle({ transactionId, reason }, ctx) {
      if (transactionId === null) throw new DomainError(400, M.voidIdRequired);
      return oneAtATime(transactionStream(transactionId), async () => {
        const facts = await syncSettlement(ctx, await loadRecorded(ctx.services.store, transactionId));
        const command = { type: 'VoidTransaction' as const, data: { refTransactionId: transactionId, reason } };
        decideTransaction(command, facts, { now: ctx.now, actorUserId: ctx.actor.userId });
        const gatewayId = facts.received.card?.gatewayTransactionId ?? null;
        // The gateway voids only before settlement (voiding a voided one answers it unchanged); a held
        // charge voids there too; a card part the review declined took nothing, so there is nothing to void.
        if (gatewayId !== null && facts.received.card!.amount > 0 && facts.cardStatus !== 'declined') await atGateway(() => paymentGatewayFor(ctx.services).void(gatewayId));
        await ctx.execute(transactionStream(transactionId), transactionDecider, command);
        return { transactionId, isVoided: true };
      });
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: url('checkIn'),
    name: 'CheckInTransactions',
    answer: checkInTransactionsAnswerSchema,
    schema: checkInBodySchema,
    permission: allOf('CreateTransactions', 'ViewAllTransactions'),
    async handle({ transactionIds }, ctx) {
      const ids = [...new Set(transactionIds)];
      // All or nothing (check-in cannot be undone): decided together (domain decideCheckIn) and
      // appended in one write; a retry whose key wrote them answers the first answer.
      return ctx.retrying(async () => {
        const replay = await firstWrite(ctx, ids.map(transactionStream));
        if (replay) return { transactionIds: ids, checkedIn: ids.length, position: replay.position };
        const given = await Promise.all(
          ids.map(async (transactionId) => {
            const loaded = await loadStream(ctx.services.store, transactionStream(transactionId));
            return { transactionId, state: foldTransaction(loaded.events), revision: loaded.revision };
          }),
        );
        const decided = decideCheckIn(given, { now: ctx.now, actorUserId: ctx.actor.userId });
        if (decided.kind === 'refused') throw refusalError(decided);
        await ctx.appendAll(decided.appends);
        return decided.result;
      });
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: url('sendReceipt'),
    name: 'SendReceipt',
    answer: sendReceiptAnswerSchema,
    schema: sendReceiptBodySchema,
    permission: 'CreateTransactions',
    async handle({ transactionId: givenId, appointmentId, method, value }, ctx) {
      const transactionId = givenId ?? (appointmentId === null ? null : await receiptTransactionOf(ctx, appointmentId));
      if (transactionId === null) throw new DomainError(400, W.receiptWhich);
      const facts = await loadRecorded(ctx.services.store, transactionId);
      if (method === 'none') return { transactionId, method, sent: false };
      const dedupeKey = `${receiptKeyPrefix(transactionId, method)}-${ctx.idempotencyKey ?? ctx.correlationId}`;
      if (method === 'email') {
        if (!isEmail(value)) throw new DomainError(400, W.receiptEmailInvalid, { value: W.receiptEmailInvalid });
        // The words are the receipt template's (Management → Message templates).
        const { subject, text } = renderBoth('receipt', receiptFacts(facts, await receiptContextOf(ctx, facts)), await loadMessageTemplate(ctx.services.store, 'receipt')).email;
        // The appointment's grooming report goes with its receipt (plain text, links to the photos in the portal).
        const report = await groomingReportMailText(ctx, facts.appointmentId);
        const { sent } = await mailerFor(ctx.services).send({ to: value.trim(), subject, text: `${text}${report}` }, { dedupeKey });
        return { transactionId, method, sent, message: W.receiptSent };
      }
      // 'text': through the SMS port, once per transaction however often the request is retried.
      const digits = value.replace(/\D/g, '');
      if (digits.length < 10 || digits.length > 15) throw new DomainError(400, W.receiptPhoneInvalid, { value: W.receiptPhoneInvalid });
      const to = digits.length === 10 ? `1${digits}` : digits;
      // Recorded in the customer's conversation (TextSent, kind 'receipt'); none to an opted-out number (REM-REPLY).
      const { sent } = await textCustomer(ctx, {
        customerId: facts.customerId,
        to,
        body: renderBoth('receipt', receiptFacts(facts, await receiptContextOf(ctx, facts)), await loadMessageTemplate(ctx.services.store, 'receipt')).sms,
        kind: 'receipt',
        appointmentId: facts.appointmentId,
        sentBy: ctx.actor?.userId ?? null,
        dedupeKey: receiptKeyPrefix(transactionId, 'text'),
      });
      return { transactionId, method, sent, message: W.receiptSent };
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: url('sendSummary'),
    name: 'SendTransactionSummary',
    answer: sendTransactionSummaryAnswerSchema,
    schema: sendSummaryBodySchema,
    permission: 'SendTransactionSummaries',
    async handle({ customerId, employeeId, startDate, endDate, emailAddress }, ctx) {
      const from = fromSpecDate(startDate);
      const to = fromSpecDate(endDate);
      if (from === null || to === null) throw new DomainError(400, W.summaryFieldsRequired);
      if (!isEmail(emailAddress)) throw new DomainError(400, W.emailInvalid, { emailAddress: W.emailInvalid });
      if (customerId !== null) await loadCustomer(ctx, customerId);
      if (employeeId !== null) await assertEmployeeExists(ctx, employeeId);
      // Which transactions: the read model's index (waited up to the store's head), figures from the streams.
      const head = await ctx.services.store.headPosition();
      if (head !== null) await ctx.services.waitForPosition(head);
      // A customer's own rows, or (a profile that is not a customer's) those of the appointments the employee worked.
      const { rows } =
        customerId !== null
          ? await ctx.services.db.query<{ id: number }>(
              `SELECT id FROM transactions WHERE customer_id = $1 AND NOT is_refund AND transaction_date BETWEEN $2 AND $3 ORDER BY transaction_date, id`,
              [customerId, from, to],
            )
          : await ctx.services.db.query<{ id: number }>(
              `SELECT t.id FROM transactions t JOIN appointments a ON a.id = t.appointment_id
                WHERE a.employee_id = $1 AND NOT t.is_refund AND t.transaction_date BETWEEN $2 AND $3 ORDER BY t.transaction_date, t.id`,
              [employeeId, from, to],
            );
      const transactions = await Promise.all(rows.map((r) => loadRecorded(ctx.services.store, Number(r.id))));
      const employeeName = employeeId === null ? undefined : await employeeNameOf(ctx, employeeId);
      const { subject, text } = summaryText(startDate, endDate, transactions, employeeName);
      const who = customerId !== null ? `Customer-${customerId}` : `Employee-${employeeId}`;
      const { sent } = await mailerFor(ctx.services).send({ to: emailAddress.trim(), subject, text }, { dedupeKey: `Summary-${who}-${from}-${to}-${ctx.idempotencyKey ?? ctx.correlationId}` });
      if (employeeId !== null) return { employeeId, sent, transactions: transactions.length, message: W.summarySent };
      return { customerId, sent, transactions: transactions.length, message: W.summarySent };
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: url('sendInvoice'),
    name: 'SendInvoice',
    answer: sendInvoiceAnswerSchema,
    schema: sendInvoiceBodySchema,
    permission: 'SendInvoices',
    async handle({ customerId, appointmentId, emailAddress }, ctx) {
      if (!isEmail(emailAddress)) throw new DomainError(400, W.emailInvalid, { emailAddress: W.emailInvalid });
      const appointment = await appointmentOf(ctx, appointmentId);
      if (appointment.kind !== 'active') throw new DomainError(404, 'Appointment not found.');
      if (appointment.customerId !== customerId) throw new DomainError(400, W.appointmentNotCustomers);
      const transactions = await appointmentTransactions(ctx, appointmentId);
      if (transactions.length === 0) throw new DomainError(409, W.invoiceNothing);
      const { subject, text } = invoiceText(appointmentId, appointment.appointmentDate, transactions);
      const { sent } = await mailerFor(ctx.services).send({ to: emailAddress.trim(), subject, text }, { dedupeKey: `Invoice-Appointment-${appointmentId}-${ctx.idempotencyKey ?? ctx.correlationId}` });
      return { customerId, appointmentId, sent, message: W.invoiceSent };
    },
  });
}

/** The employee's name as the read model has it (waited up to the store's head by the caller). */
async function employeeNameOf(ctx: CommandHandlerContext, employeeId: number): Promise<string> {
  const { rows } = await ctx.services.db.query<{ first_name: string | null; last_name: string | null }>(`SELECT first_name, last_name FROM users WHERE id = $1`, [employeeId]);
  const row = rows[0];
  return [row?.first_name, row?.last_name].filter((p) => p).join(' ') || `Employee #${employeeId}`;
}
