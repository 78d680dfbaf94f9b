import { describe, expect, it } from 'vitest';
import { EVENT_SCHEMAS, eventDataProblem } from '../registry/eventSchemas';
import type { CommandContext } from '../shared/decider';
import { givenWhenThen, type Then } from '../shared/givenWhenThen';
import { sampleEvent } from '../testing/sampleEvents';
import { checkStream } from '../testing/streamCheck';
import type { CreateTransaction, TransactionCommand } from './commands';
import { checkTransactionForm, transactionDecider, type TransactionFormInput } from './decider';
import type { CardPart, CardStatus, ChargedParts, ReceivedParts, TransactionEvent } from './events';
import { appointmentFeesCharged, evolveTransaction, foldTransaction, ledgerEntryOf, type TransactionFacts } from './evolve';
import { TRANSACTION_MESSAGES as M } from './messages';
import { balanceEffect, totalCharged } from './money';

/**
 * The Transaction-<id> decider (part 2 §3, §4.3, §5.4, §5.6; docs/RULES.md).
 * Each title names the rule it holds.
 */
const now = '2026-11-25T15:00:00.000Z';
const ctx: CommandContext = { now, actorUserId: 2 };
const id = 10;

const noCharge: ChargedParts = {
  serviceFeeGroom: 0, serviceFeeTrip: 0, serviceFeeGenerator: 0, serviceFeeFuel: 0, serviceDiscountTotal: 0,
  serviceFeeSalesTax: 0, serviceFeeOther: 0, serviceFee: 0, cancelFee: 0, returnedFee: 0, reprocessFee: 0, gratuity: 0,
};
/** A $50.00 groom with nothing else: the "settled $50 payment". */
const fifty: ChargedParts = { ...noCharge, serviceFeeGroom: 5000, serviceFee: 5000 };
const noPayment: ReceivedParts = { card: null, cashAmount: 0, checkAmount: 0, checkNumber: null, checkDate: null, giftCardAmount: 0, giftCardNumber: null };
const card = (amount: number, status: CardStatus = 'capturedPendingSettlement', over: Partial<CardPart> = {}): CardPart => ({
  amount, status, creditCardId: 2, isOneTimePayment: false, last4: '4242', brand: 'Visa', gatewayTransactionId: 'gw-1', ...over,
});

type CreateData = CreateTransaction['data'];
const createData = (over: Partial<CreateData> = {}): CreateData => ({
  transactionId: id, customerId: 3, appointmentId: 1, reasonId: 1, transactionDate: '2026-11-25', notes: null,
  charged: fifty, received: { ...noPayment, card: card(5000) }, creditAmount: 0, gratuityMethod: null, ...over,
});
const create = (over: Partial<CreateData> = {}): TransactionCommand => ({ type: 'CreateTransaction', data: createData(over) });
const created = (over: Partial<CreateData> = {}): TransactionEvent => {
  const d = createData(over);
  return {
    type: 'TransactionCreated',
    data: { ...d, customerId: d.customerId as number, reasonId: d.reasonId as number, createdByUserId: 2, createdAt: now },
  };
};
const settled: TransactionEvent = { type: 'TransactionSettled', data: { transactionId: id, settledAt: now } };
const voided: TransactionEvent = { type: 'TransactionVoided', data: { transactionId: id, voidedByUserId: 2, voidedAt: now } };
const checkedIn: TransactionEvent = { type: 'TransactionCheckedIn', data: { transactionId: id, checkedInByUserId: 2, checkedInAt: now } };

const settle: TransactionCommand = { type: 'SettleTransaction', data: { transactionId: id } };
const voidIt = (refTransactionId: number | null = id): TransactionCommand => ({ type: 'VoidTransaction', data: { refTransactionId } });
let nextRefundId = 100;
const refund = (amount: number, over: Partial<Extract<TransactionCommand, { type: 'RefundTransaction' }>['data']> = {}): TransactionCommand => ({
  type: 'RefundTransaction',
  data: { refTransactionId: id, refundTransactionId: nextRefundId++, amount, refundDate: '2026-11-27', gatewayTransactionId: null, ...over },
});
const checkIn: TransactionCommand = { type: 'CheckInTransaction', data: { transactionId: id } };
const review = (approved: boolean, transactionId = id): TransactionCommand => ({ type: 'ReviewTransactionCard', data: { transactionId, approved } });
const reviewed = (approved: boolean, amount = 5000): TransactionEvent => ({ type: 'TransactionCardReviewed', data: { transactionId: id, approved, amount, reviewedAt: now } });

const run = (given: readonly TransactionEvent[], when: TransactionCommand) => givenWhenThen(transactionDecider, given, when, ctx);
const refused = (status: number, message: string): Then<TransactionEvent> => ({ error: [status, message] });
const types = (then: ReturnType<typeof run>): string[] | [number, string] => ('events' in then ? then.events.map((e) => e.type) : then.error);

/** Apply what the decider decided (a refusal fails the test with its message). */
function applyDecided(given: TransactionEvent[], when: TransactionCommand): TransactionEvent[] {
  const then = run(given, when);
  if ('error' in then) throw new Error(`refused: ${then.error.join(' ')}`);
  for (const e of then.events) expect(eventDataProblem(EVENT_SCHEMAS, e.type, e.data)).toBeNull();
  return [...given, ...then.events];
}

describe('create: the sales receipt (part 2 §5.6, §5.4; docs/RULES.md)', () => {
  it('records the charged and received parts as one TransactionCreated, valid for the store', () => {
    const then = run([], create({ notes: '  Left at the door  ' }));
    expect(then).toEqual({ events: [created({ notes: 'Left at the door' })] });
    if ('events' in then) expect(eventDataProblem(EVENT_SCHEMAS, 'TransactionCreated', then.events[0]?.data)).toBeNull();
  });

  const withCheck = (checkNumber: string | null, checkDate: string | null): Partial<CreateData> => ({ received: { ...noPayment, checkAmount: 5000, checkNumber, checkDate } });
  const withGift = (giftCardNumber: string | null): Partial<CreateData> => ({ received: { ...noPayment, giftCardAmount: 5000, giftCardNumber } });
  it.each<[string, Partial<CreateData>, Then<TransactionEvent>]>([
    ['§5.6 a reason is required', { reasonId: null }, refused(400, 'A reason for the transaction is required')],
    ['§5.6 a check amount needs a check number', withCheck(null, '2026-11-25'), refused(400, 'A check date and number are required when inputting a check amount.')],
    ['§5.6 a check amount needs a check date', withCheck('1001', null), refused(400, 'A check date and number are required when inputting a check amount.')],
    ['§5.6 a gift card amount needs its number', withGift('  '), refused(400, 'A gift card number is required when inputting a gift card amount.')],
    ['§5.6 a stored-card payment needs a stored card', { received: { ...noPayment, card: card(5000, 'capturedPendingSettlement', { creditCardId: null }) } },
      refused(400, 'A credit card must be selected when not making a one time payment.')],
    ['§5.6 saving needs a customer', { customerId: null }, refused(400, M.customerRequired)],
    ['§4.3 the service fee equals its breakdown', { charged: { ...fifty, serviceFee: 4999 } }, refused(400, M.serviceFeeMismatch)],
    ['a declined card records nothing', { received: { ...noPayment, card: card(5000, 'declined') } }, refused(422, M.cardNotRecorded)],
    ['§5.4 a gratuity needs a gratuity method', { charged: { ...fifty, gratuity: 500 }, received: { ...noPayment, card: card(5500) } },
      refused(400, 'A gratuity method is required when a gratuity is specified')],
    ['§5.4 a check gratuity only with a check amount', { charged: { ...fifty, gratuity: 500 }, gratuityMethod: 'check' }, refused(400, M.gratuityMethodUnpaid('check'))],
    ['rules: a cash tip only when cash is part of the payment', { charged: { ...fifty, gratuity: 500 }, gratuityMethod: 'cash' }, refused(400, M.gratuityMethodUnpaid('cash'))],
    ['a transaction charges or receives something', { charged: noCharge, received: noPayment }, refused(400, M.nothingToRecord)],
    ['money is integer cents of 0 or more', { received: { ...noPayment, cashAmount: -1 } }, refused(400, 'Please enter a valid dollar amount.')],
    ['money is whole cents', { charged: { ...fifty, cancelFee: 0.5 } }, refused(400, 'Please enter a valid dollar amount.')],
    ['the transaction date is a calendar day', { transactionDate: '2026-02-30' }, refused(400, M.invalidDate)],
  ])('%s', (_rule, over, then) => {
    expect(run([], create(over))).toEqual(then);
  });

  it('§5.6 checks in its order: the reason first, then the check, then the gift card', () => {
    const everythingMissing = create({ reasonId: null, received: { ...noPayment, checkAmount: 1, giftCardAmount: 1 } });
    expect(types(run([], everythingMissing))).toEqual([400, M.reasonRequired]);
    expect(types(run([], create({ received: { ...noPayment, checkAmount: 1, giftCardAmount: 1 } })))).toEqual([400, M.checkDetailsRequired]);
  });

  it('§5.4 an account-credit gratuity needs no payment; docs/RULES.md: account credit is charged but not received', () => {
    const then = run([], create({ charged: { ...fifty, gratuity: 500 }, received: noPayment, creditAmount: 5500, gratuityMethod: 'accountCredit' }));
    expect(types(then)).toEqual(['TransactionCreated']);
    const state = foldTransaction('events' in then ? then.events : []);
    expect(balanceEffect(ledgerEntryOf(state)!)).toBe(5500);
  });

  it('a $0 card part is no card part; check and gift card numbers are kept only with their amounts', () => {
    const then = run([], create({ received: { ...noPayment, card: card(0), cashAmount: 5000, checkNumber: '12', giftCardNumber: 'G1' } }));
    expect('events' in then && then.events[0]?.type === 'TransactionCreated' && then.events[0].data.received).toEqual({ ...noPayment, cashAmount: 5000 });
  });

  it('a transaction is created once', () => {
    expect(run([created()], create())).toEqual(refused(409, M.exists));
  });
});

describe('the new-transaction form (part 2 §5.6, before the gateway sees a card)', () => {
  const form = (over: Partial<TransactionFormInput> = {}): TransactionFormInput => ({
    reasonId: 1, checkAmount: 0, checkNumber: null, checkDate: null, giftCardAmount: 0, giftCardNumber: null,
    creditCardAmount: 5000, isOneTimePayment: true, creditCardId: null,
    oneTimeCard: { nameOnCard: 'Pat Doe', cardNumber: '4111111111111111', expiration: '12/30', securityCode: '123', billingZipcode: '75201' },
    ...over,
  });
  const message = (f: TransactionFormInput): string | null => {
    try {
      checkTransactionForm(f);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };
  it.each<[string, Partial<TransactionFormInput>, string | null]>([
    ['a complete one-time card passes', {}, null],
    ['§5.6 a one-time card needs all five fields', { oneTimeCard: { nameOnCard: 'Pat', cardNumber: '4111111111111111', expiration: '', securityCode: '1', billingZipcode: '1' } },
      'A name on card, card number, expiration date, security code, and billing zipcode are required for one time payment methods.'],
    ['§5.6 the card number must be valid', { oneTimeCard: { nameOnCard: 'Pat', cardNumber: '4111111111111112', expiration: '12/30', securityCode: '1', billingZipcode: '1' } },
      'Credit card number is invalid'],
    ['§5.6 not one-time: a stored card must be selected', { isOneTimePayment: false, oneTimeCard: null }, 'A credit card must be selected when not making a one time payment.'],
    ['§5.6 no card amount: no card needed', { creditCardAmount: 0, isOneTimePayment: false, oneTimeCard: null }, null],
  ])('%s', (_rule, over, expected) => {
    expect(message(form(over))).toBe(expected);
  });
});

/**
 * Part 2 §4.3 and docs/RULES.md, per card status: capturedPendingSettlement and authorizedPendingCapture
 * allow Void; settledSuccessfully allows Refund; a voided transaction allows neither.
 */
describe('payment lifecycle per status: void and refund allowed or refused', () => {
  const cardGiven = (status: CardStatus): TransactionEvent[] => [created({ received: { ...noPayment, card: card(5000, status) } })];
  const LIFECYCLE: [string, TransactionEvent[], { void: Then<TransactionEvent> | 'allowed'; refund: Then<TransactionEvent> | 'allowed' }][] = [
    ['authorizedPendingCapture', cardGiven('authorizedPendingCapture'), { void: 'allowed', refund: refused(409, M.refundNotSettled) }],
    ['capturedPendingSettlement', cardGiven('capturedPendingSettlement'), { void: 'allowed', refund: refused(409, M.refundNotSettled) }],
    ['settledSuccessfully (settled by the daily batch)', [...cardGiven('capturedPendingSettlement'), settled], { void: refused(409, M.voidAfterSettlement), refund: 'allowed' }],
    ['settledSuccessfully (recorded settled)', cardGiven('settledSuccessfully'), { void: refused(409, M.voidAfterSettlement), refund: 'allowed' }],
    ['voided', [...cardGiven('capturedPendingSettlement'), voided], { void: refused(409, M.alreadyVoided), refund: refused(409, M.refundVoided) }],
    ['cash only, not checked in', [created({ received: { ...noPayment, cashAmount: 5000 } })], { void: 'allowed', refund: refused(409, M.refundWithoutCard) }],
    ['cash only, checked in', [created({ received: { ...noPayment, cashAmount: 5000 } }), checkedIn], { void: refused(409, M.voidAfterCheckIn), refund: refused(409, M.refundWithoutCard) }],
    ['check, checked in', [created({ received: { ...noPayment, checkAmount: 5000, checkNumber: '1001', checkDate: '2026-11-25' } }), checkedIn],
      { void: refused(409, M.voidAfterCheckIn), refund: refused(409, M.refundWithoutCard) }],
    ['gift card, checked in', [created({ received: { ...noPayment, giftCardAmount: 5000, giftCardNumber: 'G-1' } }), checkedIn],
      { void: refused(409, M.voidAfterCheckIn), refund: refused(409, M.refundWithoutCard) }],
    ['card captured + cash checked in: whole or not at all', [created({ received: { ...noPayment, card: card(2000), cashAmount: 3000 } }), checkedIn],
      { void: refused(409, M.voidAfterCheckIn), refund: refused(409, M.refundNotSettled) }],
    ['card settled + cash not checked in: whole or not at all', [created({ received: { ...noPayment, card: card(2000), cashAmount: 3000 } }), settled],
      { void: refused(409, M.voidAfterSettlement), refund: 'allowed' }],
    ['card captured, checked in (check-in binds only cash, check and gift card)', [...cardGiven('capturedPendingSettlement'), checkedIn], { void: 'allowed', refund: refused(409, M.refundNotSettled) }],
  ];
  it.each(LIFECYCLE)('%s', (_status, given, expected) => {
    const voidThen = run(given, voidIt());
    if (expected.void === 'allowed') expect(types(voidThen)).toEqual(['TransactionVoided']);
    else expect(voidThen).toEqual(expected.void);
    const refundThen = run(given, refund(1000));
    if (expected.refund === 'allowed') expect(types(refundThen)).toEqual(['TransactionRefunded']);
    else expect(refundThen).toEqual(expected.refund);
  });

  it('§5.6 void and refund need the transaction id', () => {
    expect(run(cardGiven('settledSuccessfully'), voidIt(null))).toEqual(refused(400, 'No Transaction ID available for voiding'));
    expect(run(cardGiven('settledSuccessfully'), refund(100, { refTransactionId: null }))).toEqual(refused(400, 'No Transaction ID available for refund'));
  });

  it.each<[string, TransactionCommand, string | undefined]>([
    ['a void records its reason, trimmed', { type: 'VoidTransaction', data: { refTransactionId: id, reason: '  Wrong customer ' } }, 'Wrong customer'],
    ['a void without one (the spec\'s body) records none', voidIt(), undefined],
    ['a blank reason is none', { type: 'VoidTransaction', data: { refTransactionId: id, reason: '   ' } }, undefined],
    ['a refund records its reason', refund(100, { reason: 'Nail trim skipped' }), 'Nail trim skipped'],
    ['a refund without one records none', refund(100), undefined],
  ])('%s', (_name, when, reason) => {
    // A void before settlement, a refund after it.
    const given = when.type === 'VoidTransaction' ? cardGiven('capturedPendingSettlement') : cardGiven('settledSuccessfully');
    const then = run(given, when);
    expect('events' in then ? then.events.map((e) => ('reason' in e.data ? e.data.reason : undefined)) : then).toEqual([reason]);
  });

  it('a transaction that does not exist is a 404', () => {
    for (const command of [settle, voidIt(), refund(100), checkIn]) expect(run([], command)).toEqual(refused(404, M.notFound));
  });

  it.each<[string, TransactionEvent[], Then<TransactionEvent> | 'settles' | 'nothing']>([
    ['the daily settlement moves a captured card part to settledSuccessfully', cardGiven('capturedPendingSettlement'), 'settles'],
    ['settling a settled payment again changes nothing (the batch may rerun)', [...cardGiven('capturedPendingSettlement'), settled], 'nothing'],
    ['an authorization not captured does not settle', cardGiven('authorizedPendingCapture'), refused(409, M.settleNotCaptured)],
    ['a voided transaction does not settle', [...cardGiven('capturedPendingSettlement'), voided], refused(409, M.settleVoided)],
    ['a transaction without a card part does not settle', [created({ received: { ...noPayment, cashAmount: 5000 } })], refused(409, M.settleWithoutCard)],
  ])('settle: %s', (_rule, given, expected) => {
    const then = run(given, settle);
    if (expected === 'settles') expect(types(then)).toEqual(['TransactionSettled']);
    else if (expected === 'nothing') expect(then).toEqual({ events: [] });
    else expect(then).toEqual(expected);
  });

  it('a void removes the whole transaction from the balance (rules: as if it had never been made)', () => {
    const events = applyDecided([created({ charged: { ...fifty, gratuity: 700 }, gratuityMethod: 'cash', received: { ...noPayment, cashAmount: 2000 } })], voidIt());
    expect(balanceEffect(ledgerEntryOf(foldTransaction(events))!)).toBe(0);
    expect(balanceEffect(ledgerEntryOf(foldTransaction(events.slice(0, 1)))!)).toBe(3700);
  });
});

describe('check-in (part 2 §4.3: only unchecked transactions with an appointment; cannot be undone)', () => {
  it.each<[string, TransactionEvent[], Then<TransactionEvent> | 'allowed']>([
    ['an unchecked transaction with an appointment checks in', [created()], 'allowed'],
    ['a transaction without an appointment cannot be selected', [created({ appointmentId: null })], refused(409, M.checkInWithoutAppointment)],
    ['a checked-in transaction stays checked in (irreversible)', [created(), checkedIn], refused(409, M.alreadyCheckedIn)],
    ['a voided transaction is not checked in', [created(), voided], refused(409, M.checkInVoided)],
  ])('%s', (_rule, given, expected) => {
    const then = run(given, checkIn);
    if (expected === 'allowed') expect(types(then)).toEqual(['TransactionCheckedIn']);
    else expect(then).toEqual(expected);
  });

  it('no command unchecks: after check-in the state stays checked in whatever follows', () => {
    const events = applyDecided([created({ received: { ...noPayment, card: card(5000), cashAmount: 0 } }), checkedIn, settled], refund(500));
    const state = foldTransaction(events);
    expect(state.kind === 'recorded' && state.checkedIn).toBe(true);
  });
});

describe('refund limits (docs/RULES.md: only a settled card part, at most that part less earlier refunds)', () => {
  const settledFifty: TransactionEvent[] = [created(), settled];

  it('the issue case as a pure fold: 50 refunds of $1 on a settled $50 card payment succeed, the 51st is refused', () => {
    let events = settledFifty;
    for (let i = 0; i < 50; i += 1) events = applyDecided(events, refund(100));
    expect(run(events, refund(100))).toEqual(refused(409, M.refundNothingLeft));
    const state = foldTransaction(events);
    expect(state.kind === 'recorded' && [state.refunds.length, state.refunded, state.conceded]).toEqual([50, 5000, 5000]);
    // A concession: the charge and the payment fall alike, so the balance does not move.
    expect(balanceEffect(ledgerEntryOf(state)!)).toBe(0);
  });

  it('a refund above what remains is refused, naming what remains', () => {
    const events = applyDecided(settledFifty, refund(4950));
    expect(run(events, refund(51))).toEqual(refused(409, 'The refund is more than what remains of the card payment ($0.50).'));
    expect(types(run(events, refund(50)))).toEqual(['TransactionRefunded']);
    expect(run(settledFifty, refund(5001))).toEqual(refused(409, 'The refund is more than what remains of the card payment ($50.00).'));
  });

  it('only the card part is refundable, not the cash beside it', () => {
    const given = [created({ received: { ...noPayment, card: card(2000), cashAmount: 3000 } }), settled];
    expect(run(given, refund(2001))).toEqual(refused(409, 'The refund is more than what remains of the card payment ($20.00).'));
  });

  it.each([0, -100, 1.5])('a refund of %s cents is refused', (amount) => {
    expect(run(settledFifty, refund(amount))).toEqual(refused(400, M.refundAmountInvalid));
  });

  it('one refund row is recorded once', () => {
    const events = applyDecided(settledFifty, refund(100, { refundTransactionId: 7 }));
    expect(run(events, refund(100, { refundTransactionId: 7 }))).toEqual(refused(409, M.refundIdTaken));
  });
});

describe('refund split and shares (docs/RULES.md "Balance, voids and refunds", "How a refund reaches the reports")', () => {
  it('a refund first returns the overpayment (the balance rises by it), the rest is a concession (the balance does not move)', () => {
    // Charged $50, paid $60 by card: $10 overpaid.
    const given = [created({ received: { ...noPayment, card: card(6000) } }), settled];
    expect(balanceEffect(ledgerEntryOf(foldTransaction(given))!)).toBe(-1000);
    const then = run(given, refund(1500));
    expect('events' in then && then.events[0]?.type === 'TransactionRefunded' && then.events[0].data).toMatchObject({
      amount: 1500, overpayment: 1000, concession: 500, charged: 5000, concededBefore: 0, concededSoFar: 500,
      shares: { serviceFee: 500, sales: 500, commissionable: 500, gratuity: 0 },
    });
    const after = foldTransaction([...given, ...('events' in then ? then.events : [])]);
    expect(balanceEffect(ledgerEntryOf(after)!)).toBe(0);
  });

  it('shares: each refund takes round half up(F × conceded so far ÷ charged) less what earlier ones took; a full refund takes all of F', () => {
    // $100.00 charged: serviceFee $90.00 (tax $6.86), gratuity $10.00; all by card.
    const charged: ChargedParts = { ...noCharge, serviceFeeGroom: 7500, serviceFeeTrip: 639, serviceFeeSalesTax: 686, serviceFeeFuel: 175, serviceFee: 9000, gratuity: 1000 };
    const given = [created({ charged, received: { ...noPayment, card: card(10000) }, gratuityMethod: 'creditCard' }), settled];
    expect(totalCharged(charged)).toBe(10000);
    let events = given;
    const sharesTaken: Record<string, number>[] = [];
    for (const amount of [333, 333, 9334]) {
      events = applyDecided(events, refund(amount));
      const last = events[events.length - 1];
      if (last?.type === 'TransactionRefunded') sharesTaken.push(last.data.shares);
    }
    // First: round(686 × 333 / 10000) = round(22.84) = 23; then round(686 × 666 / 10000) = round(45.69) = 46 → 23; the rest 640.
    expect(sharesTaken.map((s) => s.serviceFeeSalesTax)).toEqual([23, 23, 640]);
    // Gratuity: round(33.3) = 33; round(66.6) = 67 → 34; the rest 933.
    expect(sharesTaken.map((s) => s.gratuity)).toEqual([33, 34, 933]);
    const sum = (key: string) => sharesTaken.reduce((t, s) => t + (s[key] ?? 0), 0);
    expect([sum('serviceFee'), sum('sales'), sum('serviceFeeSalesTax'), sum('gratuity'), sum('commissionable')]).toEqual([9000, 8314, 686, 1000, 7500]);
  });
});

describe("an appointment's fees are charged once (docs/RULES.md)", () => {
  const facts = (events: TransactionEvent[]): TransactionFacts => {
    const state = foldTransaction(events);
    if (state.kind !== 'recorded') throw new Error('not recorded');
    return state;
  };
  it('charged on its transaction; after a void, the replacing transaction may charge them again', () => {
    const first = facts([created()]);
    expect(appointmentFeesCharged([first], 1)).toBe(true);
    expect(appointmentFeesCharged([first], 2)).toBe(false);
    expect(appointmentFeesCharged([facts([created(), voided])], 1)).toBe(false);
    // A later payment of what is still owed charges nothing.
    expect(appointmentFeesCharged([facts([created({ charged: noCharge, received: { ...noPayment, cashAmount: 1000 } })])], 1)).toBe(false);
  });
});

describe('every Transaction-<id> stream takes any event and still answers every command', () => {
  it('Transaction-<id>', () => {
    const { decided, refused: refusedCount } = checkStream({
      ...transactionDecider,
      evolve: evolveTransaction,
      events: (['TransactionCreated', 'TransactionCheckedIn', 'TransactionSettled', 'TransactionCardReviewed', 'TransactionRefunded', 'TransactionVoided'] as const).map((t) => sampleEvent(t)),
      commands: [create({ transactionId: 1 }), settle, voidIt(1), refund(100, { refTransactionId: 1 }), checkIn, refund(0), create({ reasonId: null }), review(true, 1), review(false, 1)],
    });
    expect(decided).toBeGreaterThan(0);
    expect(refusedCount).toBeGreaterThan(0);
  });
});

describe('a card held for review by the gateway (docs/DECISIONS.md "Payments: held for review"; docs/RULES.md "Balance": received is money the business has)', () => {
  const held = (over: Partial<ReceivedParts> = {}): TransactionEvent => created({ received: { ...noPayment, card: card(5000, 'heldForReview'), ...over } });
  const balanceOf = (events: TransactionEvent[]) => balanceEffect(ledgerEntryOf(foldTransaction(events))!);
  const statusOf = (events: TransactionEvent[]) => {
    const state = foldTransaction(events);
    return state.kind === 'recorded' ? state.cardStatus : null;
  };

  it.each<[string, TransactionEvent[], TransactionCommand, Then<TransactionEvent>]>([
    ['a held card part is recorded (the hold is not lost)', [], create({ received: { ...noPayment, card: card(5000, 'heldForReview') } }), { events: [held()] }],
    ['a held card alone, charging nothing, is still something to record', [], create({ charged: noCharge, received: { ...noPayment, card: card(5000, 'heldForReview') } }),
      { events: [created({ charged: noCharge, received: { ...noPayment, card: card(5000, 'heldForReview') } })] }],
    ['the review approved it: reviewed, approved', [held()], review(true), { events: [reviewed(true)] }],
    ['the review declined it (or it expired): reviewed, not approved', [held()], review(false), { events: [reviewed(false)] }],
    ['an outcome noticed twice (sweep and webhook) is recorded once', [held(), reviewed(true)], review(false), { events: [] }],
    ['a card part never held has no review', [created()], review(true), { events: [] }],
    ['a held transaction voided (cancelled by the office) takes no review', [held(), voided], review(true), { events: [] }],
    ['a review of a transaction that does not exist is a 404', [], review(true), refused(404, M.notFound)],
    ['a held card does not settle', [held()], settle, refused(409, M.settleNotCaptured)],
    ['a held card is not refunded (nothing was taken)', [held()], refund(1000), refused(409, M.refundNotSettled)],
    ['a declined review is not refunded', [held(), reviewed(false)], refund(1000), refused(409, M.refundNotSettled)],
    ['once approved, the daily settlement settles it', [held(), reviewed(true)], settle, { events: [settled] }],
  ])('%s', (_rule, given, when, then) => {
    expect(run(given, when)).toEqual(then);
  });

  it.each<[string, TransactionEvent[], 'allowed' | Then<TransactionEvent>]>([
    ['a held card part voids (Authorize.net voids a held charge)', [held()], 'allowed'],
    ['a card part the review declined does not stand in the way of a void', [held(), reviewed(false)], 'allowed'],
    ['an approved one voids before settlement as any captured card', [held(), reviewed(true)], 'allowed'],
    ['an approved one settled refunds instead', [held(), reviewed(true), settled], refused(409, M.voidAfterSettlement)],
  ])('void: %s', (_rule, given, expected) => {
    const then = run(given, voidIt());
    if (expected === 'allowed') expect(types(then)).toEqual(['TransactionVoided']);
    else expect(then).toEqual(expected);
  });

  it.each<[string, TransactionEvent[], CardStatus | null, number]>([
    ['held: the card amount is owed, not received', [held()], 'heldForReview', 5000],
    ['held, with cash: only the cash is received', [created({ received: { ...noPayment, card: card(3000, 'heldForReview'), cashAmount: 2000 } })], 'heldForReview', 3000],
    ['approved: received from then', [held(), reviewed(true)], 'capturedPendingSettlement', 0],
    ['approved and settled', [held(), reviewed(true), settled], 'settledSuccessfully', 0],
    ['declined: nothing received by it, still owed', [held(), reviewed(false)], 'declined', 5000],
    ['voided while held: as if never made', [held(), voided], 'voided', 0],
  ])('balance: %s', (_rule, given, status, balance) => {
    expect(statusOf(given)).toBe(status);
    expect(balanceOf(given)).toBe(balance);
  });

  it('the events are valid for the store', () => {
    const events = applyDecided(applyDecided([], create({ received: { ...noPayment, card: card(5000, 'heldForReview') } })), review(true));
    expect(events.map((e) => e.type)).toEqual(['TransactionCreated', 'TransactionCardReviewed']);
  });
});
