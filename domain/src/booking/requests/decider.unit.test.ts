import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../shared/decider';
import { DomainError } from '../../shared/errors';
import { decideOnlineBooking, decideOnlineCustomer, type OnlineBookingFacts } from '../decider';
import { ONLINE_BOOKING_MESSAGES } from '../messages';
import { DEFAULT_BOOKING_SETTINGS, bookingSettingsDecider } from '../settings';
import { bookingRequestDecider, evolveBookingRequest, type BookingRequestCommand } from './decider';
import { acceptRequestBodySchema, declineRequestBodySchema } from './bodies';
import { BOOKING_REQUEST_MESSAGES as M } from './messages';

const ctx = { now: '2026-02-20T15:00:00Z', actorUserId: 7 };
const requested: DomainEvent = {
  type: 'BookingRequested',
  data: { requestId: 5, customerId: 3, customerUserId: 8, petIds: [11], estimateId: 9, wanted: { employeeId: 4, appointmentDate: '2026-03-02', startTime: '09:00' }, note: '', newClient: false, outsideArea: false, requestedAt: ctx.now },
};
const answered = (type: string): DomainEvent => ({ type, data: { requestId: 5, customerId: 3 } });
const accept: BookingRequestCommand = { type: 'AcceptBookingRequest', data: { requestId: 5, appointmentId: 77 } };
const decline: BookingRequestCommand = { type: 'DeclineBookingRequest', data: { requestId: 5, reason: ' Fully booked that week ' } };
const waitlist: BookingRequestCommand = { type: 'WaitlistBookingRequest', data: { requestId: 5 } };
const withdraw = (customerId = 3): BookingRequestCommand => ({ type: 'WithdrawBookingRequest', data: { requestId: 5, customerId } });
const request = (over: Record<string, unknown> = {}): BookingRequestCommand => {
  const { requestedAt: _at, ...data } = requested.data as Record<string, unknown>;
  return { type: 'RequestBooking', data: { ...data, ...over } } as BookingRequestCommand;
};

/** Given the stream's events, when the command, then the event types written or the refusal. */
const then = (given: DomainEvent[], when: BookingRequestCommand): string => {
  const state = given.reduce(evolveBookingRequest, bookingRequestDecider.initialState());
  try {
    const events = bookingRequestDecider.decide(when, state, ctx);
    return events.length ? events.map((e) => e.type).join(',') : 'nothing';
  } catch (e) {
    return e instanceof DomainError ? `${e.statusCode} ${e.message}` : String(e);
  }
};

describe('a booking request (docs/RULES.md OB-REQUEST; given/when/then)', () => {
  it.each<[string, DomainEvent[], BookingRequestCommand, string]>([
    ['a new request is recorded open', [], request(), 'BookingRequested'],
    ['outside the area a request may carry no time', [], request({ wanted: null, outsideArea: true }), 'BookingRequested'],
    ['inside the area a request names a time', [], request({ wanted: null }), `400 ${M.timeRequired}`],
    ['no pets', [], request({ petIds: [] }), `400 ${M.petsRequired}`],
    ['the same request twice', [requested], request(), `409 ${M.exists}`],
    ['accept an open request', [requested], accept, 'BookingRequestAccepted'],
    ['accept a waitlisted request', [requested, answered('BookingRequestWaitlisted')], accept, 'BookingRequestAccepted'],
    ['accept an accepted request', [requested, answered('BookingRequestAccepted')], accept, `409 ${M.alreadyAnswered}`],
    ['accept a declined request', [requested, answered('BookingRequestDeclined')], accept, `409 ${M.alreadyAnswered}`],
    ['accept a withdrawn request', [requested, answered('BookingRequestWithdrawn')], accept, `409 ${M.alreadyAnswered}`],
    ['accept a missing request', [], accept, `404 ${M.notFound}`],
    ['decline an open request with a reason', [requested], decline, 'BookingRequestDeclined'],
    ['decline without a reason', [requested], { type: 'DeclineBookingRequest', data: { requestId: 5, reason: '  ' } }, `400 ${M.reasonRequired}`],
    ['decline an accepted request', [requested, answered('BookingRequestAccepted')], decline, `409 ${M.alreadyAnswered}`],
    ['waitlist an open request', [requested], waitlist, 'BookingRequestWaitlisted'],
    ['waitlist it again: nothing to record', [requested, answered('BookingRequestWaitlisted')], waitlist, 'nothing'],
    ['waitlist a declined request', [requested, answered('BookingRequestDeclined')], waitlist, `409 ${M.notWaitlistable}`],
    ['the customer withdraws their open request', [requested], withdraw(), 'BookingRequestWithdrawn'],
    ['the customer withdraws their waitlisted request', [requested, answered('BookingRequestWaitlisted')], withdraw(), 'BookingRequestWithdrawn'],
    ['another customer cannot withdraw it (not found, nothing told)', [requested], withdraw(4), `404 ${M.notFound}`],
    ['withdrawn twice: nothing more', [requested, answered('BookingRequestWithdrawn')], withdraw(), 'nothing'],
    ['withdraw an accepted request: call the office', [requested, answered('BookingRequestAccepted')], withdraw(), `409 ${M.alreadyAnswered}`],
  ])('%s', (_rule, given, when, expected) => {
    expect(then(given, when)).toBe(expected);
  });

  it('records the answer with who gave it and when, the reason trimmed', () => {
    const state = evolveBookingRequest(bookingRequestDecider.initialState(), requested);
    expect(bookingRequestDecider.decide(decline, state, ctx)).toEqual([
      { type: 'BookingRequestDeclined', data: { requestId: 5, customerId: 3, reason: 'Fully booked that week', declinedByUserId: 7, declinedAt: ctx.now } },
    ]);
  });
});

describe('the office\'s answer bodies', () => {
  it('accepts at the wanted time, or at another time given whole', () => {
    expect(acceptRequestBodySchema.safeParse({ requestId: 5 }).success).toBe(true);
    expect(acceptRequestBodySchema.safeParse({ requestId: 5, employeeId: 4, appointmentDate: '03-02-2026', startTime: '9:00 AM' }).success).toBe(true);
    expect(acceptRequestBodySchema.safeParse({ requestId: 5, appointmentDate: '03-02-2026' }).error?.issues[0]?.message).toBe(M.timeRequired);
    expect(declineRequestBodySchema.safeParse({ requestId: 5, reason: ' ' }).error?.issues[0]?.message).toBe(M.reasonRequired);
  });
});

describe('who may book or request online', () => {
  const settings = { ...DEFAULT_BOOKING_SETTINGS, blockedCustomerIds: [3], requireCardOnFile: true };
  const outcome = (run: () => void) => {
    try {
      run();
      return 'ok';
    } catch (e) {
      return e instanceof DomainError ? `${e.statusCode} ${e.message}` : String(e);
    }
  };
  it.each([
    ['a blocked client: refused, neutrally', 3, true, `403 ${M.blocked}`],
    ['a card required and none on file', 8, false, `409 ${M.cardRequired}`],
    ['a card on file', 8, true, 'ok'],
  ])('%s', (_rule, customerId, hasCard, expected) => {
    expect(outcome(() => decideOnlineCustomer(settings, customerId, hasCard))).toBe(expected);
  });

  const facts = (asking: 'book' | 'request', acceptMode: 'automatic' | 'request'): OnlineBookingFacts => ({
    settings: { ...DEFAULT_BOOKING_SETTINGS, enabled: true, acceptMode, employeeIds: [4], packages: ['b&b'] },
    timeZone: 'America/Chicago', packages: ['b&b'], employeeId: 4, date: '2026-03-02', start: '09:00',
    gridStarts: ['09:00'], openStarts: ['09:00'], asking,
  });
  it.each([
    ['request mode takes a request of an offered time (OB-SAME)', facts('request', 'request'), 'ok'],
    ['request mode refuses a held booking', facts('book', 'request'), `409 ${ONLINE_BOOKING_MESSAGES.requestsNotYet}`],
    ['automatic mode refuses a request', facts('request', 'automatic'), `409 ${M.notRequestMode}`],
    ['a request of a time never offered', { ...facts('request', 'request'), start: '09:17' }, `400 ${ONLINE_BOOKING_MESSAGES.notOffered}`],
  ])('%s', (_rule, given, expected) => {
    expect(outcome(() => decideOnlineBooking(given, ctx.now))).toBe(expected);
  });
});

describe('the settings stream reads old events', () => {
  it('an event without the card and blocked-client fields takes their defaults', () => {
    const { requireCardOnFile: _c, blockedCustomerIds: _b, ...old } = DEFAULT_BOOKING_SETTINGS;
    const state = bookingSettingsDecider.evolve(DEFAULT_BOOKING_SETTINGS, { type: 'OnlineBookingSettingsSet', data: { ...old, enabled: true } } as never);
    expect(state).toMatchObject({ enabled: true, requireCardOnFile: false, blockedCustomerIds: [] });
  });
});
