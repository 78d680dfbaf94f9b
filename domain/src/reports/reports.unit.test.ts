import { describe, expect, it } from 'vitest';
import { decideTransaction, type ChargedParts, evolveTransaction, initialTransactionState, type TransactionFacts, type TransactionState, type TransactionCommand } from '../transactions';
import { dailyTips, payrollByStylist, rateInForce, reportLines, salesTaxByDay, type RateChange, type ReportAppointment, type ReportLine } from './lines';

/**
 * The reports as worked examples with the cents written out (part 2 §9; docs/RULES.md
 * "Reports", "How a refund reaches the reports"). Every transaction is made by the real Transaction
 * decider. October 2026:
 *
 *   Alice (employee 11): 40 % from 09-01, 50 % from 10-15.   Bob (employee 12): 35 % from 09-01.
 *   A1 Alice 10-05 completed  T1 groom 80.00 trip 39.00 generator 10.00 fuel 1.46 discount 5.00 tax 10.34
 *                                  = service fee 135.80, tip 15.00 (customer 1, taxed)
 *   A2 Alice 10-20 completed  T2 groom 60.00 trip 39.00 fuel 1.46 tax 8.23 = service fee 108.69, cancel fee
 *                                  25.00 collected from an earlier late cancellation, tip 10.00 (customer 2, taxed)
 *   A3 Bob   10-10 completed  T3 groom 70.00 trip 39.00 generator 10.00 fuel 1.46 tax 0 = service fee 120.46,
 *                                  tip 20.00 (customer 3, TAX EXEMPT); refunded 40.00 on 10-12 (a concession)
 *   A4 Bob   10-22 cancelled  T4 a cancel fee of 25.00 on its own (customer 2)
 *   T5 customer 1, no appointment, service fee 50.00, voided.
 */
const ALICE = 11;
const BOB = 12;
const NOW = '2026-10-01T15:00:00.000Z';

function charged(p: Partial<ChargedParts>): ChargedParts {
  const c: ChargedParts = {
    serviceFeeGroom: 0, serviceFeeTrip: 0, serviceFeeGenerator: 0, serviceFeeFuel: 0, serviceDiscountTotal: 0, serviceFeeSalesTax: 0,
    serviceFeeOther: 0, serviceFee: 0, cancelFee: 0, returnedFee: 0, reprocessFee: 0, gratuity: 0, ...p,
  };
  c.serviceFee = c.serviceFeeGroom + c.serviceFeeTrip + c.serviceFeeGenerator + c.serviceFeeFuel - c.serviceDiscountTotal + c.serviceFeeSalesTax + c.serviceFeeOther;
  return c;
}

/** A transaction paid in full by card, run through the decider, with the commands after it. */
function transaction(id: number, customerId: number, appointmentId: number | null, date: string, parts: ChargedParts, then: TransactionCommand[] = []): TransactionFacts {
  const total = parts.serviceFee + parts.cancelFee + parts.returnedFee + parts.reprocessFee + parts.gratuity;
  let state: TransactionState = initialTransactionState();
  const run = (c: TransactionCommand) => {
    for (const e of decideTransaction(c, state, { now: NOW, actorUserId: 2 })) state = evolveTransaction(state, e);
  };
  run({
    type: 'CreateTransaction',
    data: {
      transactionId: id, customerId, appointmentId, reasonId: 1, transactionDate: date, notes: null, charged: parts,
      received: {
        card: { amount: total, status: 'capturedPendingSettlement', creditCardId: null, isOneTimePayment: true, last4: '4242', brand: 'Visa', gatewayTransactionId: `g-${id}` },
        cashAmount: 0, checkAmount: 0, checkNumber: null, checkDate: null, giftCardAmount: 0, giftCardNumber: null,
      },
      creditAmount: 0,
      gratuityMethod: parts.gratuity > 0 ? 'creditCard' : null,
    },
  });
  then.forEach(run);
  if (state.kind !== 'recorded') throw new Error('not recorded');
  return state;
}

const T1 = transaction(1, 1, 101, '2026-10-05', charged({ serviceFeeGroom: 8000, serviceFeeTrip: 3900, serviceFeeGenerator: 1000, serviceFeeFuel: 146, serviceDiscountTotal: 500, serviceFeeSalesTax: 1034, gratuity: 1500 }));
const T2 = transaction(2, 2, 102, '2026-10-20', charged({ serviceFeeGroom: 6000, serviceFeeTrip: 3900, serviceFeeFuel: 146, serviceFeeSalesTax: 823, cancelFee: 2500, gratuity: 1000 }));
const T3 = transaction(3, 3, 103, '2026-10-10', charged({ serviceFeeGroom: 7000, serviceFeeTrip: 3900, serviceFeeGenerator: 1000, serviceFeeFuel: 146, gratuity: 2000 }), [
  { type: 'SettleTransaction', data: { transactionId: 3 } },
  { type: 'RefundTransaction', data: { refTransactionId: 3, refundTransactionId: 30, amount: 4000, refundDate: '2026-10-12', gatewayTransactionId: 'r-30' } },
]);
const T4 = transaction(4, 2, 104, '2026-10-22', charged({ cancelFee: 2500 }));
const T5 = transaction(5, 1, null, '2026-10-07', charged({ serviceFeeGroom: 5000 }), [{ type: 'VoidTransaction', data: { refTransactionId: 5 } }]);

const appointments: ReportAppointment[] = [
  { appointmentId: 101, employeeId: ALICE, appointmentDate: '2026-10-05', completed: true },
  { appointmentId: 102, employeeId: ALICE, appointmentDate: '2026-10-20', completed: true },
  { appointmentId: 103, employeeId: BOB, appointmentDate: '2026-10-10', completed: true },
  { appointmentId: 104, employeeId: BOB, appointmentDate: '2026-10-22', completed: false },
];
const rates: Record<number, RateChange[]> = {
  [ALICE]: [{ effectiveDate: '2026-09-01', ratePercent: 40 }, { effectiveDate: '2026-10-15', ratePercent: 50 }],
  [BOB]: [{ effectiveDate: '2026-09-01', ratePercent: 35 }],
};
const exempt = new Set([3]);

function linesOf(t: TransactionFacts): ReportLine[] {
  const appointment = appointments.find((a) => a.appointmentId === t.appointmentId) ?? null;
  return reportLines(t, { isTaxExempt: exempt.has(t.customerId), appointment, rates: appointment?.employeeId ? rates[appointment.employeeId] ?? [] : [] });
}
const lines = [T1, T2, T3, T4, T5].flatMap(linesOf);

describe('the commission rate in force on a date (docs/RULES.md "Payroll": the rate in force on the appointment\'s date)', () => {
  it.each<[string, string, number]>([
    ['before any change: the default 45 percent (part 2 §3, §9)', '2026-08-31', 45],
    ['from the day of a change', '2026-09-01', 40],
    ['the day before the mid-month change', '2026-10-14', 40],
    ['the day of the mid-month change takes the new rate', '2026-10-15', 50],
  ])('%s', (_rule, date, expected) => expect(rateInForce(rates[ALICE]!, date)).toBe(expected));

  it('two changes on one day: the last one made', () => {
    expect(rateInForce([{ effectiveDate: '2026-10-15', ratePercent: 50 }, { effectiveDate: '2026-10-15', ratePercent: 47.5 }], '2026-10-20')).toBe(47.5);
  });
});

describe('payroll per stylist (part 2 §9; docs/RULES.md "Payroll, per stylist")', () => {
  it('October: two stylists with different rates, Alice\'s changed mid-month, Bob\'s refund and cancelled appointment', () => {
    expect(payrollByStylist(lines, appointments, '2026-10-01', '2026-10-31')).toEqual([
      // A1: (80.00 groom + 10.00 generator) x 40 % = 36.00; A2: (60.00 + 25.00 cancel fee) x 50 % = 42.50.
      // Trip, fuel, tax and tips never count; the 5.00 discount does not reduce it.
      { employeeId: ALICE, appointments: 2, commissionable: 17500, rates: [40, 50], commission: 7850, tips: 2500, total: 10350 },
      // A3: (70.00 + 10.00) x 35 % = 28.00, tip 20.00; the 40.00 refund of 140.46 charged takes
      // 80.00 x 40.00/140.46 = 22.78, 28.00 x 40.00/140.46 = 7.97 and 20.00 x 40.00/140.46 = 5.70 (half up).
      // A4 was cancelled: neither its appointment nor its own cancel fee counts.
      { employeeId: BOB, appointments: 1, commissionable: 8000 - 2278, rates: [35], commission: 2800 - 797, tips: 2000 - 570, total: 2003 + 1430 },
    ]);
  });

  it('a cancel fee on a transaction of its own earns no commission; one on a completed appointment\'s transaction does', () => {
    expect(linesOf(T4)).toMatchObject([{ transactionId: 4, payroll: null, taxable: 0, exempt: 0, tax: 0 }]);
    expect(linesOf(T2)[0]!.payroll).toEqual({ employeeId: ALICE, date: '2026-10-20', commissionable: 8500, ratePercent: 50, commission: 4250, gratuity: 1000 });
  });

  it('the first half of the month takes the old rate only', () => {
    expect(payrollByStylist(lines, appointments, '2026-10-01', '2026-10-14')).toEqual([
      { employeeId: ALICE, appointments: 1, commissionable: 9000, rates: [40], commission: 3600, tips: 1500, total: 5100 },
      { employeeId: BOB, appointments: 1, commissionable: 8000 - 2278, rates: [35], commission: 2003, tips: 1430, total: 3433 },
    ]);
  });

  it('refund shares are subtracted on the refund\'s own date (10-12), not the appointment\'s (10-10)', () => {
    expect(payrollByStylist(lines, appointments, '2026-10-10', '2026-10-11')).toEqual([
      { employeeId: BOB, appointments: 1, commissionable: 8000, rates: [35], commission: 2800, tips: 2000, total: 4800 },
    ]);
    expect(payrollByStylist(lines, appointments, '2026-10-12', '2026-10-12')).toEqual([
      { employeeId: BOB, appointments: 0, commissionable: -2278, rates: [35], commission: -797, tips: -570, total: -1367 },
    ]);
  });

  it('a void removes the transaction and its refunds from every report', () => {
    expect(linesOf(T5)).toEqual([]);
    const voidedRefund = transaction(6, 3, 103, '2026-10-10', charged({ serviceFeeGroom: 7000, gratuity: 2000 }), [{ type: 'VoidTransaction', data: { refTransactionId: 6 } }]);
    expect(linesOf(voidedRefund)).toEqual([]);
  });

  it('an appointment not completed earns nothing, and a transaction without an appointment counts in sales tax only', () => {
    const open = reportLines(T1, { isTaxExempt: false, appointment: { ...appointments[0]!, completed: false }, rates: rates[ALICE]! });
    expect(open.map((l) => l.payroll)).toEqual([null]);
    expect(open[0]).toMatchObject({ taxable: 12546, tax: 1034 });
  });

  it('a full refund of a transaction paid wholly by card takes all of every figure', () => {
    const full = transaction(7, 1, 101, '2026-10-05', charged({ serviceFeeGroom: 8000, serviceFeeGenerator: 1000, serviceFeeSalesTax: 743, gratuity: 1500 }), [
      { type: 'SettleTransaction', data: { transactionId: 7 } },
      { type: 'RefundTransaction', data: { refTransactionId: 7, refundTransactionId: 70, amount: 6000, refundDate: '2026-10-06', gatewayTransactionId: 'r-70' } },
      { type: 'RefundTransaction', data: { refTransactionId: 7, refundTransactionId: 71, amount: 11243 - 6000, refundDate: '2026-10-07', gatewayTransactionId: 'r-71' } },
    ]);
    const l = linesOf(full);
    const sum = (f: (x: ReportLine) => number) => l.reduce((a, x) => a + f(x), 0);
    expect(l.map((x) => x.payroll!.commission)).toEqual([3600, -1921, -1679]);
    expect([sum((x) => x.taxable), sum((x) => x.tax), sum((x) => x.payroll!.commissionable), sum((x) => x.payroll!.commission), sum((x) => x.payroll!.gratuity)]).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('sales tax by day (docs/RULES.md "Sales tax, per day and for the range")', () => {
  it('taxable and exempt sales are the service fee less tax; a tax-exempt customer\'s are exempt; refunds are negative rows on their date', () => {
    expect(salesTaxByDay(lines, '2026-10-01', '2026-10-31')).toEqual([
      // T1: 135.80 - 10.34 = 125.46 taxable, 10.34 tax.
      { date: '2026-10-05', taxable: 12546, exempt: 0, tax: 1034, transactions: 1 },
      // T3 (customer 3 is tax exempt): 120.46 exempt, no tax.
      { date: '2026-10-10', taxable: 0, exempt: 12046, tax: 0, transactions: 1 },
      // Its 40.00 refund: 120.46 x 40.00/140.46 = 34.30 of exempt sales back, on 10-12.
      { date: '2026-10-12', taxable: 0, exempt: -3430, tax: 0, transactions: 1 },
      // T2: 108.69 - 8.23 = 100.46; its 25.00 cancel fee is not a sale (none is taxed).
      { date: '2026-10-20', taxable: 10046, exempt: 0, tax: 823, transactions: 1 },
      // T4: a cancel fee alone: no sale, no tax. (T5, voided on 10-07, is not there at all.)
      { date: '2026-10-22', taxable: 0, exempt: 0, tax: 0, transactions: 1 },
    ]);
  });

  it('the range bounds both ends, inclusive', () => {
    expect(salesTaxByDay(lines, '2026-10-10', '2026-10-12').map((d) => d.date)).toEqual(['2026-10-10', '2026-10-12']);
  });
});

describe('daily tips (part 2 §9 "Today\'s gratuity is the sum of gratuities"; docs/RULES.md "Daily tips")', () => {
  it('per day and per stylist, completed appointments only, less refund shares of gratuity on the refund\'s date', () => {
    expect(dailyTips(lines, '2026-10-01', '2026-10-31')).toEqual([
      { date: '2026-10-05', employeeId: ALICE, tips: 1500 },
      { date: '2026-10-10', employeeId: BOB, tips: 2000 },
      { date: '2026-10-12', employeeId: BOB, tips: -570 },
      { date: '2026-10-20', employeeId: ALICE, tips: 1000 },
    ]);
    expect(dailyTips(lines, '2026-10-05', '2026-10-05')).toEqual([{ date: '2026-10-05', employeeId: ALICE, tips: 1500 }]);
  });
});
