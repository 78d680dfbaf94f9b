import { randomUUID } from 'node:crypto';
import {
  appointmentStream,
  decideTransaction,
  employeeStream,
  evolveTransaction,
  initialTransactionState,
  transactionStream,
  USER_TYPE_IDS,
  type ChargedParts,
  type TransactionCommand,
  type TransactionState,
} from '@pawroute/domain';
import { hashPassword, setPasswordHash } from '@pawroute/platform';
import type { TestClient } from '../testing/httpClient';
import type { TestServer } from '../testing/testServer';

/**
 * Last month's payroll, written as the write side would have written it (tests, API and
 * browser): two new stylists, Riley Reyes (40 % from the 1st, 50 % from the 15th) and Jordan Jones
 * (45 %, the default restated), and completed appointments with their transactions:
 *   A1 Riley  day 5   T1 groom 80.00 trip 39.00 generator 10.00 fuel 1.46 discount 5.00 tax 10.34 tip 15.00
 *   A2 Riley  day 20  T2 groom 60.00 trip 39.00 fuel 1.46 tax 8.23 cancel fee 25.00 tip 10.00
 *   A3 Jordan day 10  T3 groom 70.00 trip 39.00 generator 10.00 fuel 1.46, tax exempt customer, tip 20.00;
 *                     40.00 refunded on day 12
 *   A4 Jordan day 22  cancelled; its cancel fee 25.00 charged on a transaction of its own (T4)
 * Expected (docs/RULES.md "Payroll, per stylist"):
 *   Riley:  2 appointments, commissionable 175.00, rates 40 and 50, commission 36.00 + 42.50 = 78.50, tips 25.00
 *   Jordan: 1 appointment, commissionable 80.00 - 22.78 = 57.22, rate 45, commission 36.00 - 10.25 = 25.75,
 *           tips 20.00 - 5.70 = 14.30
 */
export interface PayrollFixture {
  month: { startDate: string; endDate: string };
  day: (d: number) => string;
  riley: number;
  jordan: number;
  transactions: { T1: number; T2: number; T3: number; R3: number; T4: number };
  manager: { emailAddress: string; password: string };
}

export const FIXTURE_PASSWORD = 'reports-manager-1';

function ok<T>(what: string, response: { status: number; body: T }): T {
  if (response.status !== 200) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** The first and last days of the month before `today` ('YYYY-MM-DD'). */
export function lastMonthOf(today: string): { startDate: string; endDate: string } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 2, 1));
  const last = new Date(Date.UTC(y, m - 1, 0));
  return { startDate: first.toISOString().slice(0, 10), endDate: last.toISOString().slice(0, 10) };
}

const businessToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

async function append(t: TestServer, stream: string, events: { type: string; data: unknown }[]) {
  const appended = await t.services.store.appendToStream(
    stream,
    events.map((e) => ({
      id: randomUUID(),
      type: e.type,
      data: e.data,
      metadata: { actorUserId: null, correlationId: randomUUID(), causationId: null, commandName: 'Test', idempotencyKey: null, occurredAt: new Date().toISOString(), schemaVersion: 1 },
    })),
    { expected: 'any' },
  );
  return appended.position;
}

const charged = (p: Partial<ChargedParts>): ChargedParts => {
  const c: ChargedParts = {
    serviceFeeGroom: 0, serviceFeeTrip: 0, serviceFeeGenerator: 0, serviceFeeFuel: 0, serviceDiscountTotal: 0, serviceFeeSalesTax: 0,
    serviceFeeOther: 0, serviceFee: 0, cancelFee: 0, returnedFee: 0, reprocessFee: 0, gratuity: 0, ...p,
  };
  c.serviceFee = c.serviceFeeGroom + c.serviceFeeTrip + c.serviceFeeGenerator + c.serviceFeeFuel - c.serviceDiscountTotal + c.serviceFeeSalesTax;
  return c;
};

async function newStaff(admin: TestClient, firstName: string, lastName: string, userType: keyof typeof USER_TYPE_IDS): Promise<{ userId: number; emailAddress: string }> {
  const emailAddress = `${firstName}.${lastName}.${randomUUID().slice(0, 6)}@example.com`.toLowerCase();
  const created = ok('user/create', await admin.post<{ userId: number }>('/api/v4/user/create', { firstName, lastName, emailAddress, isAccount: true, UserTypeID: USER_TYPE_IDS[userType] }));
  return { userId: created.userId, emailAddress };
}

async function newCustomer(admin: TestClient, firstName: string, lastName: string): Promise<{ userId: number; customerId: number }> {
  return ok('user/create', await admin.post<{ userId: number; customerId: number }>('/api/v4/user/create', {
    firstName, lastName, emailAddress: `${firstName}.${lastName}.${randomUUID().slice(0, 6)}@example.com`.toLowerCase(),
    AddressInfo: { address: '4512 Mockingbird Ln', city: 'Dallas', state: 'TX', zipcode: '75205', mapsco: '334D-H' }, isAccount: false,
  }));
}

/** Writes the fixture and waits until every projector has it. */
export async function seedLastMonthPayroll(t: TestServer, ids = 960_000): Promise<PayrollFixture> {
  const admin = await t.loginAs('admin');
  const month = lastMonthOf(businessToday());
  const day = (d: number) => `${month.startDate.slice(0, 8)}${String(d).padStart(2, '0')}`;
  const manager = await newStaff(admin, 'Morgan', 'Manager', 'Manager');
  await setPasswordHash(t.services.db, manager.userId, await hashPassword(FIXTURE_PASSWORD));
  const riley = (await newStaff(admin, 'Riley', 'Reyes', 'Stylist')).userId;
  const jordan = (await newStaff(admin, 'Jordan', 'Jones', 'Stylist')).userId;
  const taxed = await newCustomer(admin, 'Tess', 'Taxed');
  const exempt = await newCustomer(admin, 'Ezra', 'Exempt');
  ok('updateCustomerDetails', await admin.post('/api/v4/user/updateCustomerDetails', { customerId: exempt.customerId, isTaxExempt: true }));

  const details = (employeeId: number, commissionRate: number, updatedAt: string) => ({
    type: 'StylistDetailsUpdated',
    data: { employeeId, petsPerDay: 6, minutesPerPet: 90, maxPetWeight: 150, commissionRate, servicesCats: true, isSmoker: false, hasGeneratorVehicle: true, stylistBreedRestrictions: [], updatedAt },
  });
  await append(t, employeeStream(riley), [details(riley, 40, `${day(1)}T15:00:00.000Z`), details(riley, 50, `${day(15)}T15:00:00.000Z`)]);
  await append(t, employeeStream(jordan), [details(jordan, 45, `${day(1)}T15:00:00.000Z`)]);

  const A = { A1: ids + 1, A2: ids + 2, A3: ids + 3, A4: ids + 4 };
  const T = { T1: ids + 11, T2: ids + 12, T3: ids + 13, R3: ids + 23, T4: ids + 14 };
  const at = new Date().toISOString();
  const appointment = async (appointmentId: number, customerId: number, employeeId: number, date: string, last: { type: string; data: unknown }) =>
    append(t, appointmentStream(appointmentId), [
      {
        type: 'AppointmentCreated',
        data: {
          appointmentId, estimateId: appointmentId, customerId, status: 'scheduled', employeeId, appointmentDate: date, startTime: '09:00', endTime: '10:30',
          conflicts: [], resolveConfliction: false, initialComment: null, isStanding: false, standingId: null, createdByUserId: null, createdAt: at,
        },
      },
      last,
    ]);
  const completed = (appointmentId: number, transactionId: number) => ({ type: 'AppointmentCompleted', data: { appointmentId, at, isCustomerAbsent: false, transactionId, signatureFileName: null } });

  const states = new Map<number, TransactionState>();
  const write = async (transactionId: number, command: TransactionCommand) => {
    const state = states.get(transactionId) ?? initialTransactionState();
    const events = decideTransaction(command, state, { now: at, actorUserId: 2 });
    states.set(transactionId, events.reduce(evolveTransaction, state));
    await append(t, transactionStream(transactionId), events);
  };
  const create = (transactionId: number, customerId: number, appointmentId: number, date: string, parts: ChargedParts) => {
    const total = parts.serviceFee + parts.cancelFee + parts.gratuity;
    return write(transactionId, {
      type: 'CreateTransaction',
      data: {
        transactionId, customerId, appointmentId, reasonId: 1, transactionDate: date, notes: null, charged: parts,
        received: {
          card: { amount: total, status: 'capturedPendingSettlement', creditCardId: null, isOneTimePayment: true, last4: '4242', brand: 'Visa', gatewayTransactionId: `g-${transactionId}` },
          cashAmount: 0, checkAmount: 0, checkNumber: null, checkDate: null, giftCardAmount: 0, giftCardNumber: null,
        },
        creditAmount: 0,
        gratuityMethod: parts.gratuity > 0 ? 'creditCard' : null,
      },
    });
  };

  await create(T.T1, taxed.customerId, A.A1, day(5), charged({ serviceFeeGroom: 8000, serviceFeeTrip: 3900, serviceFeeGenerator: 1000, serviceFeeFuel: 146, serviceDiscountTotal: 500, serviceFeeSalesTax: 1034, gratuity: 1500 }));
  await appointment(A.A1, taxed.customerId, riley, day(5), completed(A.A1, T.T1));
  await create(T.T2, taxed.customerId, A.A2, day(20), charged({ serviceFeeGroom: 6000, serviceFeeTrip: 3900, serviceFeeFuel: 146, serviceFeeSalesTax: 823, cancelFee: 2500, gratuity: 1000 }));
  await appointment(A.A2, taxed.customerId, riley, day(20), completed(A.A2, T.T2));
  await create(T.T3, exempt.customerId, A.A3, day(10), charged({ serviceFeeGroom: 7000, serviceFeeTrip: 3900, serviceFeeGenerator: 1000, serviceFeeFuel: 146, gratuity: 2000 }));
  await appointment(A.A3, exempt.customerId, jordan, day(10), completed(A.A3, T.T3));
  await write(T.T3, { type: 'SettleTransaction', data: { transactionId: T.T3 } });
  await write(T.T3, { type: 'RefundTransaction', data: { refTransactionId: T.T3, refundTransactionId: T.R3, amount: 4000, refundDate: day(12), gatewayTransactionId: `r-${T.R3}` } });
  await appointment(A.A4, taxed.customerId, jordan, day(22), { type: 'AppointmentCancelled', data: { appointmentId: A.A4, at } });
  await create(T.T4, taxed.customerId, A.A4, day(22), charged({ cancelFee: 2500 }));
  await t.settle();
  return { month, day, riley, jordan, transactions: T, manager: { emailAddress: manager.emailAddress, password: FIXTURE_PASSWORD } };
}
