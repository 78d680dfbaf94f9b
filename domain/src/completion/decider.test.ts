import { describe, expect, it } from 'vitest';
import { appointmentDecider, type AppointmentEvent, APPOINTMENT_MESSAGES } from '../appointments';
import type { EstimateSavedData } from '../estimates';
import { petDecider, type PetEvent } from '../pets';
import { fold, type CommandContext } from '../shared/decider';
import { SAMPLE_EVENT_DATA } from '../testing/sampleEvents';
import { type CardPart, TRANSACTION_MESSAGES as TM } from '../transactions';
import { decideCompletion, planCompletion, type CompletionBody, type CompletionPayment, type CompletionState } from './decider';
import { COMPLETION_MESSAGES as C } from './messages';
import { decideAppointmentPayment } from './appointmentPayment';
import { paymentPartsRefusal, type PaymentParts } from './paymentParts';

/*
 * appointments/complete's decision as given/when/then tables: given the loaded streams,
 * when the body (and the gateway's answer) arrive, then the appends per stream, or the refusal.
 */
const now = '2026-11-25T21:00:00.000Z';
const context: CommandContext = { now, actorUserId: 6 };
const at = '2026-11-25T14:00:00.000Z';
const estimate = SAMPLE_EVENT_DATA.EstimateSaved as EstimateSavedData;
const fee = estimate.figures.feeTotal;
const petId = estimate.pets[0]!.petId;

const created: AppointmentEvent = {
  type: 'AppointmentCreated',
  data: {
    appointmentId: 1, estimateId: estimate.estimateId, customerId: estimate.customerId, status: 'scheduled', employeeId: 6,
    appointmentDate: '2026-11-25', startTime: '09:00', endTime: '10:30', conflicts: [], resolveConfliction: false,
    initialComment: null, isStanding: false, standingId: null, createdByUserId: 2, createdAt: at,
  },
};
const started: AppointmentEvent = { type: 'AppointmentStarted', data: { appointmentId: 1, at, startedByUserId: 6 } };
const paidBefore: AppointmentEvent = { type: 'AppointmentPaymentRecorded', data: { appointmentId: 1, at, transactionId: 40 } };
const completed: AppointmentEvent = { type: 'AppointmentCompleted', data: { appointmentId: 1, at, isCustomerAbsent: false, transactionId: 41, signatureFileName: null } };
const petAdded = { type: 'PetAdded', data: SAMPLE_EVENT_DATA.PetAdded } as PetEvent;
const petDeleted = { type: 'PetDeleted', data: SAMPLE_EVENT_DATA.PetDeleted } as PetEvent;

const payment = (p: Partial<CompletionPayment> = {}): CompletionPayment => ({
  reasonId: null, transactionDate: null, notes: null, cancelFee: 0, gratuity: 0, gratuityMethod: null,
  creditCardAmount: 0, cashAmount: 0, checkAmount: 0, checkNumber: null, checkDate: null, giftCardAmount: 0, giftCardNumber: null,
  creditAmount: 0, isOneTimePayment: false, creditCardId: null, oneTimeCard: null, ...p,
});
const body = (p: Partial<CompletionPayment> = {}, extra: Partial<CompletionBody> = {}): CompletionBody => ({
  appointmentId: 1, isCustomerAbsent: false, signatureFileName: null, transaction: payment(p), ...extra,
});
const CARD = { nameOnCard: 'Pat', cardNumber: '4111111111111111', expiration: '12/39', securityCode: '123', billingZipcode: '75205' };
const gatewayCard = (amount: number): CardPart => ({
  amount, status: 'capturedPendingSettlement', creditCardId: null, isOneTimePayment: true, last4: '1111', brand: 'Visa', gatewayTransactionId: 'sbx_1',
});

interface Given {
  appointment: AppointmentEvent[];
  estimate?: EstimateSavedData | null;
  pet?: PetEvent[];
}
const given = ({ appointment, estimate: saved = estimate, pet = [petAdded] }: Given): CompletionState => ({
  appointment: { state: fold(appointmentDecider, appointment as never[]), revision: appointment.length - 1 },
  estimate: saved,
  pets: [{ petId, state: fold(petDecider, pet as never[]), revision: pet.length - 1 }],
  storedCard: null,
  timeZone: 'America/Chicago',
});

/** What a decision looks like in a table: each stream with its expected revision and event types. */
const shape = (decided: ReturnType<typeof decideCompletion>) =>
  decided.kind === 'refused'
    ? { refused: [decided.status, decided.message] }
    : { appends: decided.appends.map((a) => `${a.stream}@${a.expectedRevision}: ${a.events.map((e) => e.type).join(', ') || '-'}`), result: decided.result };

describe('completion decider: given the loaded streams, when completing, then the appends per stream', () => {
  const rows: { name: string; given: Given; when: { body: CompletionBody; transactionId: number | null; card: CardPart | null }; then: ReturnType<typeof shape> }[] = [
    {
      name: 'cash for the estimate: the transaction, the pet moved forward, the appointment completed naming it',
      given: { appointment: [created, started] },
      when: { body: body({ cashAmount: fee }), transactionId: 41, card: null },
      then: {
        appends: ['Transaction-41@-1: TransactionCreated', `Pet-${petId}@0: PetDetailsChanged`, 'Appointment-1@1: AppointmentCompleted'],
        result: { transactionId: 41, cardStatus: null, totalFee: fee },
      },
    },
    {
      name: 'a card: the gateway\'s answer is recorded, its status answered',
      given: { appointment: [created, started] },
      when: { body: body({ creditCardAmount: fee, isOneTimePayment: true, oneTimeCard: CARD }), transactionId: 42, card: gatewayCard(fee) },
      then: {
        appends: ['Transaction-42@-1: TransactionCreated', `Pet-${petId}@0: PetDetailsChanged`, 'Appointment-1@1: AppointmentCompleted'],
        result: { transactionId: 42, cardStatus: 'capturedPendingSettlement', totalFee: fee },
      },
    },
    {
      name: 'paid before (appointments/createTransaction): no new transaction, the completion names the payment',
      given: { appointment: [created, started, paidBefore] },
      when: { body: body(), transactionId: null, card: null },
      then: { appends: [`Pet-${petId}@0: PetDetailsChanged`, 'Appointment-1@2: AppointmentCompleted'], result: { transactionId: 40, cardStatus: null, totalFee: fee } },
    },
    {
      name: 'a pet deleted since: left out',
      given: { appointment: [created, started], pet: [petAdded, petDeleted] },
      when: { body: body({ cashAmount: fee }), transactionId: 43, card: null },
      then: { appends: ['Transaction-43@-1: TransactionCreated', 'Appointment-1@1: AppointmentCompleted'], result: { transactionId: 43, cardStatus: null, totalFee: fee } },
    },
    {
      name: 'not inProgress: refused with the spec\'s message',
      given: { appointment: [created] },
      when: { body: body({ cashAmount: fee }), transactionId: 44, card: null },
      then: { refused: [409, APPOINTMENT_MESSAGES.completionNotInProgress] },
    },
    {
      name: 'completed already (a retry that lost its answer decides again): refused, the route answers the first result before deciding',
      given: { appointment: [created, started, completed] },
      when: { body: body({ cashAmount: fee }), transactionId: 44, card: null },
      then: { refused: [409, APPOINTMENT_MESSAGES.completionNotInProgress] },
    },
    {
      name: 'paid before and the body pays again: refused',
      given: { appointment: [created, started, paidBefore] },
      when: { body: body({ cashAmount: 100 }), transactionId: null, card: null },
      then: { refused: [409, APPOINTMENT_MESSAGES.paymentAlreadyRecorded(40)] },
    },
    {
      name: 'no saved estimate: refused',
      given: { appointment: [created, started], estimate: null },
      when: { body: body({ cashAmount: fee }), transactionId: 45, card: null },
      then: { refused: [409, C.estimateMissing] },
    },
    {
      name: '§5.4: a card amount without a card',
      given: { appointment: [created, started] },
      when: { body: body({ creditCardAmount: fee }), transactionId: 45, card: null },
      then: { refused: [400, C.cardRequired] },
    },
    {
      name: '§5.4: a check without its number and date',
      given: { appointment: [created, started] },
      when: { body: body({ checkAmount: fee, checkNumber: '12' }), transactionId: 45, card: null },
      then: { refused: [400, C.checkRequired] },
    },
    {
      name: 'a tip without its method',
      given: { appointment: [created, started] },
      when: { body: body({ cashAmount: fee + 100, gratuity: 100 }), transactionId: 45, card: null },
      then: { refused: [400, TM.gratuityMethodRequired] },
    },
  ];

  for (const row of rows) {
    it(row.name, () => {
      expect(shape(decideCompletion(row.when.body, given(row.given), { transactionId: row.when.transactionId, card: row.when.card }, context))).toEqual(row.then);
    });
  }
});

describe('completion decider: what the transaction and the pet carry', () => {
  it('TXN-CANCEL-NEXT: a cancel fee still owed goes on the completion\'s transaction, untaxed (the service fee and tax are the estimate\'s)', () => {
    const decided = decideCompletion(body({ cashAmount: fee + 2500, cancelFee: 2500 }), given({ appointment: [created, started] }), { transactionId: 41, card: null }, context);
    if (decided.kind !== 'decided') throw new Error(decided.message);
    const tx = decided.appends[0]!.events[0]!.data as { charged: Record<string, number>; transactionDate: string; reasonId: number };
    expect(tx.charged).toMatchObject({ cancelFee: 2500, serviceFee: fee, serviceFeeSalesTax: estimate.figures.feeSalesTax, serviceFeeOther: 0 });
    expect(tx.reasonId).toBe(1);
    // The business's date of now (America/Chicago), not UTC's.
    expect(tx.transactionDate).toBe('2026-11-25');
  });

  it('the pet\'s last groom is the appointment\'s date; nothing charged and nothing received writes no transaction', () => {
    const free = { ...estimate, figures: { ...estimate.figures, feeServices: 0, feeTrip: 0, feeGenerator: 0, feeFuel: 0, discount: 0, feeSalesTax: 0, feeTotal: 0 } };
    const decided = decideCompletion(body(), given({ appointment: [created, started], estimate: free }), { transactionId: null, card: null }, context);
    if (decided.kind !== 'decided') throw new Error(decided.message);
    expect(decided.appends.map((a) => a.stream)).toEqual([`Pet-${petId}`, 'Appointment-1']);
    expect(decided.appends[0]!.events[0]!.data).toMatchObject({ changes: { lastGroomDate: '2026-11-25' } });
    expect(decided.result.transactionId).toBeNull();
  });

  it('the plan before the gateway: what the card must take, and refusals before any money moves', () => {
    const state = given({ appointment: [created, started] });
    expect(planCompletion(body({ creditCardAmount: fee, isOneTimePayment: true, oneTimeCard: CARD }), state, context)).toMatchObject({ kind: 'plan', cardAmount: fee, paidBy: null, totalFee: fee });
    expect(planCompletion(body({ creditCardAmount: fee, isOneTimePayment: true, oneTimeCard: CARD }), given({ appointment: [created] }), context)).toMatchObject({ kind: 'refused', status: 409 });
    // The card as the gateway would record it is checked too: a card tip needs a card amount.
    expect(planCompletion(body({ cashAmount: fee + 100, gratuity: 100, gratuityMethod: 'creditCard' }), state, context)).toMatchObject({ kind: 'refused', status: 400, message: TM.gratuityMethodUnpaid('credit card') });
  });
});

describe('appointment payment (appointments/createTransaction): the completion\'s plan, then AppointmentPaymentRecorded', () => {
  const rows: { name: string; given: Given; when: { body: CompletionBody; transactionId: number | null; card: CardPart | null }; then: ReturnType<typeof shape> }[] = [
    {
      name: 'cash for the estimate: the transaction and the appointment naming it, in one write',
      given: { appointment: [created, started] },
      when: { body: body({ cashAmount: fee }), transactionId: 41, card: null },
      then: { appends: ['Transaction-41@-1: TransactionCreated', 'Appointment-1@1: AppointmentPaymentRecorded'], result: { transactionId: 41, cardStatus: null, totalFee: fee } },
    },
    {
      name: 'a card: the gateway\'s answer is recorded',
      given: { appointment: [created, started] },
      when: { body: body({ creditCardAmount: fee, isOneTimePayment: true, oneTimeCard: CARD }), transactionId: 42, card: gatewayCard(fee) },
      then: { appends: ['Transaction-42@-1: TransactionCreated', 'Appointment-1@1: AppointmentPaymentRecorded'], result: { transactionId: 42, cardStatus: 'capturedPendingSettlement', totalFee: fee } },
    },
    {
      name: 'paid before: refused with the transaction named',
      given: { appointment: [created, started, paidBefore] },
      when: { body: body({ cashAmount: fee }), transactionId: 43, card: null },
      then: { refused: [409, APPOINTMENT_MESSAGES.paymentAlreadyRecorded(40)] },
    },
    {
      name: 'not inProgress: refused before any money moves',
      given: { appointment: [created] },
      when: { body: body({ cashAmount: fee }), transactionId: 43, card: null },
      then: { refused: [409, APPOINTMENT_MESSAGES.completionNotInProgress] },
    },
    {
      name: '§5.4: the same rule as the completion (a gift card amount without its number)',
      given: { appointment: [created, started] },
      when: { body: body({ giftCardAmount: fee }), transactionId: 43, card: null },
      then: { refused: [400, C.giftCardRequired] },
    },
  ];
  for (const row of rows) {
    it(row.name, () => {
      expect(shape(decideAppointmentPayment(row.when.body, given(row.given), { transactionId: row.when.transactionId, card: row.when.card }, context))).toEqual(row.then);
    });
  }
});

describe('payment parts (part 2 §5.4): one rule for the server and the stylist\'s form', () => {
  const parts = (p: Partial<PaymentParts> = {}): PaymentParts => ({
    creditCardAmount: 0, isOneTimePayment: false, creditCardId: null, oneTimeCard: null,
    checkAmount: 0, checkNumber: null, checkDate: null, giftCardAmount: 0, giftCardNumber: null, ...p,
  });
  const rows: { given: Partial<PaymentParts>; then: string | null }[] = [
    { given: {}, then: null },
    { given: { creditCardAmount: 100 }, then: C.cardRequired },
    { given: { creditCardAmount: 100, creditCardId: 4 }, then: null },
    { given: { creditCardAmount: 100, isOneTimePayment: true, oneTimeCard: CARD }, then: null },
    { given: { creditCardAmount: 100, isOneTimePayment: true, oneTimeCard: { ...CARD, billingZipcode: ' ' } }, then: C.cardRequired },
    // Accept.js's token stands for the number and the code, which never reach us.
    { given: { creditCardAmount: 100, isOneTimePayment: true, oneTimeCard: { ...CARD, cardNumber: '', securityCode: '', dataValue: 'opaque' } }, then: null },
    { given: { checkAmount: 100, checkNumber: '101' }, then: C.checkRequired },
    { given: { checkAmount: 100, checkNumber: '101', checkDate: '11-25-2026' }, then: null },
    { given: { giftCardAmount: 100, giftCardNumber: '  ' }, then: C.giftCardRequired },
    // In the spec's order: the card first.
    { given: { creditCardAmount: 100, giftCardAmount: 100 }, then: C.cardRequired },
  ];
  for (const row of rows) {
    it(`given ${JSON.stringify(row.given)} then ${row.then ?? 'accepted'}`, () => {
      expect(paymentPartsRefusal(parts(row.given))?.message ?? null).toBe(row.then);
    });
  }
});
