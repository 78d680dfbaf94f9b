import { describe, expect, it } from 'vitest';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '../options';
import type { CommandContext } from '../shared/decider';
import { givenWhenThen, type Then } from '../shared/givenWhenThen';
import { EVENT_SCHEMAS, eventDataProblem } from '../registry/eventSchemas';
import { checkStream } from '../testing/streamCheck';
import { sampleEvent } from '../testing/sampleEvents';
import { ACTIONS_BY_STATUS, APPOINTMENT_ACTIONS, actionRefusedMessage, isTerminalStatus, TERMINAL_STATUSES, type AppointmentAction } from './actions';
import type { AppointmentCommand, Placement } from './commands';
import { appointmentDecider, decideAppointment } from './decider';
import { APPOINTMENT_EVENT_SCHEMAS, type AppointmentEvent, type ConflictReason } from './events';
import { evolveAppointment, initialAppointmentState, type AppointmentState } from './evolve';

const now = '2026-11-25T15:00:00.000Z';
const ctx: CommandContext = { now, actorUserId: 2 };
const id = 1;

const REQUIRED = 'Please fill out the required fields for the appointment.';
const BLOCKED = 'Cannot auto select stylist due to blocking complaint. Block must be removed to assign stylist.';

const placement = (over: Partial<Placement> = {}): Placement => ({
  employeeId: 6,
  appointmentDate: '2026-11-30',
  startTime: '09:00',
  endTime: '10:30',
  resolveConfliction: false,
  conflicts: [],
  blocked: false,
  ...over,
});
const create = (over: Partial<Placement> & { addToWaitingList?: boolean; estimateId?: number | null; initialComment?: string | null; isStanding?: boolean } = {}): AppointmentCommand => ({
  type: 'CreateAppointment',
  data: { appointmentId: id, estimateId: 5, customerId: 3, addToWaitingList: false, initialComment: null, isStanding: false, standingId: null, ...placement(), ...over },
});
const update = (over: Partial<Placement> = {}): AppointmentCommand => ({ type: 'UpdateAppointment', data: { appointmentId: id, ...placement({ startTime: '11:00', endTime: '12:30', ...over }) } });
const schedule = (over: Partial<Placement> = {}): AppointmentCommand => ({ type: 'ScheduleAppointment', data: { appointmentId: id, ...placement({ appointmentDate: '2026-12-01', ...over }) } });
const plain = (type: 'ConfirmAppointment' | 'RescheduleAppointment' | 'CancelAppointment' | 'StartAppointment' | 'MarkStylistEnRoute' | 'DeleteAppointment'): AppointmentCommand =>
  ({ type, data: { appointmentId: id } }) as AppointmentCommand;
const serviceIssue = (comment: string | null = 'Missed a nail'): AppointmentCommand => ({ type: 'CreateServiceIssue', data: { appointmentId: id, comment } });
const resolve = (conflicts: ConflictReason[] = []): AppointmentCommand => ({ type: 'ResolveServiceIssue', data: { appointmentId: id, conflicts } });
const requestStanding = (comment: string | null = 'Every 4 weeks'): AppointmentCommand => ({ type: 'RequestStanding', data: { appointmentId: id, comment } });
const upload = (fileName = 'pic1.jpg', visibleToCustomer = false): AppointmentCommand => ({ type: 'UploadAppointmentPicture', data: { appointmentId: id, fileName, visibleToCustomer } });
const removePicture = (fileName = 'pic1.jpg'): AppointmentCommand => ({ type: 'RemoveAppointmentPicture', data: { appointmentId: id, fileName } });
const visibility = (fileName = 'pic1.jpg', visibleToCustomer = true): AppointmentCommand => ({ type: 'SetAppointmentPictureVisibility', data: { appointmentId: id, fileName, visibleToCustomer } });
const rate = (rating = 5, comment: string | null = 'Lovely cut'): AppointmentCommand => ({ type: 'SubmitAppointmentRating', data: { appointmentId: id, rating, comment } });

const rateByCustomer = (rating = 5): AppointmentCommand => ({ type: 'SubmitAppointmentRating', data: { appointmentId: id, rating, comment: 'Lovely cut', byCustomer: true } });
const completedEv = { type: 'AppointmentCompleted', data: { appointmentId: id, at: now, isCustomerAbsent: false, transactionId: null, signatureFileName: null } } as AppointmentEvent;

const created = (status: 'waiting' | 'scheduled' | 'conflicting', over: Partial<Extract<AppointmentEvent, { type: 'AppointmentCreated' }>['data']> = {}): AppointmentEvent => ({
  type: 'AppointmentCreated',
  data: {
    appointmentId: id, estimateId: 5, customerId: 3, status,
    employeeId: status === 'waiting' ? null : 6, appointmentDate: status === 'waiting' ? null : '2026-11-30',
    startTime: status === 'waiting' ? null : '09:00', endTime: status === 'waiting' ? null : '10:30',
    conflicts: status === 'conflicting' ? ['overlap'] : [], resolveConfliction: false, initialComment: null,
    isStanding: false, standingId: null, createdByUserId: 2, createdAt: now, ...over,
  },
});
const ev = <T extends AppointmentEvent['type']>(type: T, data: object): AppointmentEvent => ({ type, data: { appointmentId: id, at: now, ...data } }) as AppointmentEvent;
const confirmed = ev('AppointmentConfirmed', {});
const started = ev('AppointmentStarted', { startedByUserId: 2 });
const rescheduled = ev('AppointmentRescheduled', {});
const cancelled = ev('AppointmentCancelled', {});
const deleted = ev('AppointmentDeleted', {});
const standingRequested = ev('AppointmentStandingRequested', { comment: 'Every 4 weeks' });
const issueFrom = (previousStatus: AppointmentStatus) => ev('AppointmentServiceIssueCreated', { comment: 'Missed a nail', previousStatus });
const uploaded = (fileName = 'pic1.jpg', visibleToCustomer = false) => ev('AppointmentPictureUploaded', { fileName, visibleToCustomer });

/** One stream per status. `completed` is written by the completion feature (part 2), so its state is built directly. */
const GIVEN: Record<Exclude<AppointmentStatus, 'completed'>, AppointmentEvent[]> = {
  waiting: [created('waiting')],
  scheduled: [created('scheduled')],
  conflicting: [created('conflicting')],
  confirmed: [created('scheduled'), confirmed],
  inProgress: [created('scheduled'), confirmed, started],
  rescheduled: [created('scheduled'), rescheduled],
  standingRequest: [created('scheduled'), standingRequested],
  serviceIssue: [created('scheduled'), issueFrom('scheduled')],
  cancelled: [created('scheduled'), cancelled],
};
const fold = (events: readonly AppointmentEvent[]): AppointmentState => events.reduce(evolveAppointment, initialAppointmentState());
const stateOf = (status: AppointmentStatus): AppointmentState => {
  if (status === 'completed') {
    const s = fold(GIVEN.inProgress);
    return s.kind === 'active' ? { ...s, status: 'completed' } : s;
  }
  return fold(GIVEN[status]);
};

const COMMAND_OF: Record<AppointmentAction, AppointmentCommand> = {
  schedule: schedule(),
  update: update(),
  confirm: plain('ConfirmAppointment'),
  reschedule: plain('RescheduleAppointment'),
  cancel: plain('CancelAppointment'),
  start: plain('StartAppointment'),
  stylistEnRoute: plain('MarkStylistEnRoute'),
  createServiceIssue: serviceIssue(),
  resolveServiceIssue: resolve(),
  requestStanding: requestStanding(),
  delete: plain('DeleteAppointment'),
};

/**
 * Part 1 §4 "Actions available by status", written out by hand: the status each accepted action leaves
 * (or 'deleted'); every action not listed is refused with a 409. The choices where §4 is silent are
 * named in actions.ts (confirmed, conflicting, standingRequest, service issues and standing requests).
 */
type After = AppointmentStatus | 'deleted';
const EXPECTED: Record<AppointmentStatus, Partial<Record<AppointmentAction, After>>> = {
  // §4 waiting: 'Schedule' and 'Cancel'
  waiting: { schedule: 'scheduled', cancel: 'cancelled', createServiceIssue: 'serviceIssue', requestStanding: 'standingRequest', delete: 'deleted' },
  // §4 rescheduled: Save and 'Cancel'; Schedule as the estimate's Schedule button (waiting or rescheduled)
  rescheduled: { schedule: 'scheduled', update: 'scheduled', cancel: 'cancelled', createServiceIssue: 'serviceIssue', requestStanding: 'standingRequest', delete: 'deleted' },
  // §4 scheduled: Save, Confirm, Reschedule, Cancel; start and en route (part 2 §4.2)
  scheduled: {
    update: 'scheduled', confirm: 'confirmed', reschedule: 'rescheduled', cancel: 'cancelled', start: 'inProgress', stylistEnRoute: 'scheduled',
    createServiceIssue: 'serviceIssue', requestStanding: 'standingRequest', delete: 'deleted',
  },
  confirmed: {
    update: 'confirmed', reschedule: 'rescheduled', cancel: 'cancelled', start: 'inProgress', stylistEnRoute: 'confirmed',
    createServiceIssue: 'serviceIssue', requestStanding: 'standingRequest', delete: 'deleted',
  },
  conflicting: { update: 'scheduled', reschedule: 'rescheduled', cancel: 'cancelled', createServiceIssue: 'serviceIssue', requestStanding: 'standingRequest', delete: 'deleted' },
  // §4 inProgress: Save, Reschedule, Cancel
  inProgress: { update: 'inProgress', reschedule: 'rescheduled', cancel: 'cancelled', createServiceIssue: 'serviceIssue', delete: 'deleted' },
  standingRequest: { cancel: 'cancelled', delete: 'deleted' },
  // §4 serviceIssue: 'Resolve Service Issue'; Delete never (§4)
  serviceIssue: { resolveServiceIssue: 'scheduled' },
  // §4 completed or cancelled: no action buttons; Delete is available except for serviceIssue
  completed: { delete: 'deleted' },
  cancelled: { delete: 'deleted' },
};

const statusAfter = (state: AppointmentState): After => (state.kind === 'active' ? state.status : state.kind === 'deleted' ? 'deleted' : ('none' as never));

describe('appointment: every status × action (part 1 §4)', () => {
  const rows = APPOINTMENT_STATUSES.flatMap(({ status }) => APPOINTMENT_ACTIONS.map((action) => [status, action] as const));
  it('covers all 10 statuses × 11 actions', () => expect(rows).toHaveLength(110));
  it.each(rows)('%s × %s', (status, action) => {
    const state = stateOf(status);
    const expected = EXPECTED[status][action];
    let outcome: { events: AppointmentEvent[] } | { error: [number, string] };
    try {
      outcome = { events: decideAppointment(COMMAND_OF[action], state, ctx) };
    } catch (e) {
      outcome = { error: [(e as { statusCode: number }).statusCode, (e as Error).message] };
    }
    if (expected === undefined) {
      expect(outcome).toEqual({ error: [409, actionRefusedMessage(status, action)] });
    } else {
      expect('events' in outcome && outcome.events.length).toBe(1);
      const events = (outcome as { events: AppointmentEvent[] }).events;
      for (const e of events) expect(eventDataProblem(EVENT_SCHEMAS, e.type, e.data)).toBeNull();
      expect(statusAfter(events.reduce(evolveAppointment, state))).toBe(expected);
    }
  });
  it('the table the web reads is the same table', () => {
    for (const { status } of APPOINTMENT_STATUSES) expect([...ACTIONS_BY_STATUS[status]].sort()).toEqual(Object.keys(EXPECTED[status]).sort());
  });
  it('a refusal names the status and the action', () => {
    expect(actionRefusedMessage('cancelled', 'confirm')).toBe('A Cancelled appointment cannot be confirmed.');
    expect(actionRefusedMessage('inProgress', 'start')).toBe('An In Progress appointment cannot be started.');
  });
});

describe('terminal statuses (part 1 §4)', () => {
  it('completed, cancelled and serviceIssue are terminal; nothing else is', () => {
    expect([...TERMINAL_STATUSES].sort()).toEqual(['cancelled', 'completed', 'serviceIssue']);
    for (const { status } of APPOINTMENT_STATUSES) expect(isTerminalStatus(status)).toBe(['completed', 'cancelled', 'serviceIssue'].includes(status));
  });
  it.each(['completed', 'cancelled'] as const)('%s offers no action but delete', (status) => expect(ACTIONS_BY_STATUS[status]).toEqual(['delete']));
  it('serviceIssue offers only Resolve Service Issue, never delete', () => expect(ACTIONS_BY_STATUS.serviceIssue).toEqual(['resolveServiceIssue']));
});

const placed = (type: 'AppointmentUpdated' | 'AppointmentScheduled', status: AppointmentStatus, over: object = {}): AppointmentEvent =>
  ({
    type,
    data: {
      appointmentId: id, employeeId: 6, appointmentDate: type === 'AppointmentScheduled' ? '2026-12-01' : '2026-11-30',
      startTime: type === 'AppointmentScheduled' ? '09:00' : '11:00', endTime: type === 'AppointmentScheduled' ? '10:30' : '12:30',
      conflicts: [], resolveConfliction: false, status, ...(type === 'AppointmentScheduled' ? { scheduledAt: now } : { updatedAt: now }), ...over,
    },
  }) as AppointmentEvent;

const cases: [string, AppointmentEvent[], AppointmentCommand, Then<AppointmentEvent>][] = [
  // create
  ['create from an estimate, nothing conflicts: scheduled', [], create(), { events: [created('scheduled')] }],
  ['create with the initial comment, trimmed', [], create({ initialComment: '  Side gate ' }), { events: [created('scheduled', { initialComment: 'Side gate' })] }],
  ['create that overlaps: conflicting, and says why', [], create({ conflicts: ['overlap'] }), { events: [created('conflicting')] }],
  ['create on an exception and outside hours: conflicting with both reasons', [], create({ conflicts: ['exception', 'outsideHours'] }),
    { events: [created('conflicting', { conflicts: ['exception', 'outsideHours'] })] }],
  ['create on a day the stylist does not work: conflicting', [], create({ conflicts: ['notWorkingDay'] }), { events: [created('conflicting', { conflicts: ['notWorkingDay'] })] }],
  ['create conflicting with resolveConfliction (Resolve and Schedule): scheduled', [], create({ conflicts: ['overlap'], resolveConfliction: true }),
    { events: [created('scheduled', { conflicts: ['overlap'], resolveConfliction: true })] }],
  ['add to the waiting list: no date, time or stylist needed', [], create({ addToWaitingList: true, employeeId: null, appointmentDate: null, startTime: null, endTime: null }),
    { events: [created('waiting')] }],
  ['waiting list ignores conflicts', [], create({ addToWaitingList: true, employeeId: null, appointmentDate: null, startTime: null, endTime: null, conflicts: ['overlap'] }),
    { events: [created('waiting')] }],
  ['create without a stylist: the spec message', [], create({ employeeId: null }), { error: [400, REQUIRED] }],
  ['create without a date: the spec message', [], create({ appointmentDate: '' }), { error: [400, REQUIRED] }],
  ['create without a start time: the spec message', [], create({ startTime: undefined }), { error: [400, REQUIRED] }],
  ['create without an estimate: the spec message', [], create({ estimateId: null }), { error: [400, REQUIRED] }],
  ['create with a blocked stylist: the spec message, whatever the client sends', [], create({ blocked: true, resolveConfliction: true }), { error: [400, BLOCKED] }],
  ['waiting list with a blocked stylist named: refused too', [], create({ addToWaitingList: true, blocked: true }), { error: [400, BLOCKED] }],
  ['create on 30 February', [], create({ appointmentDate: '2026-02-30' }), { error: [400, 'Please enter a valid appointment date.'] }],
  ['create at 25:00', [], create({ startTime: '25:00' }), { error: [400, 'Please enter a valid time.'] }],
  ['create ending before it starts', [], create({ startTime: '10:00', endTime: '09:30' }), { error: [400, 'The appointment must end after it starts, on the same day.'] }],
  ['create twice', [created('scheduled')], create(), { error: [409, 'This appointment already exists.'] }],
  // update (Save): status recomputed
  ['save a conflicting one with resolveConfliction: scheduled', GIVEN.conflicting, update({ conflicts: ['overlap'], resolveConfliction: true }),
    { events: [placed('AppointmentUpdated', 'scheduled', { conflicts: ['overlap'], resolveConfliction: true })] }],
  ['save a conflicting one, keep confliction: conflicting', GIVEN.conflicting, update({ conflicts: ['overlap'] }),
    { events: [placed('AppointmentUpdated', 'conflicting', { conflicts: ['overlap'] })] }],
  ['save a scheduled one onto an overlap: conflicting', GIVEN.scheduled, update({ conflicts: ['overlap'] }), { events: [placed('AppointmentUpdated', 'conflicting', { conflicts: ['overlap'] })] }],
  ['save a confirmed one, nothing conflicts: still confirmed', GIVEN.confirmed, update(), { events: [placed('AppointmentUpdated', 'confirmed')] }],
  ['save a confirmed one outside hours: conflicting', GIVEN.confirmed, update({ conflicts: ['outsideHours'] }), { events: [placed('AppointmentUpdated', 'conflicting', { conflicts: ['outsideHours'] })] }],
  ['save one in progress: stays in progress, conflicts kept', GIVEN.inProgress, update({ conflicts: ['overlap'] }), { events: [placed('AppointmentUpdated', 'inProgress', { conflicts: ['overlap'] })] }],
  ['save a rescheduled one: scheduled again', GIVEN.rescheduled, update(), { events: [placed('AppointmentUpdated', 'scheduled')] }],
  ['save with a blocked stylist: the spec message', GIVEN.scheduled, update({ blocked: true }), { error: [400, BLOCKED] }],
  ['save without a start time: the spec message', GIVEN.scheduled, update({ startTime: null }), { error: [400, REQUIRED] }],
  ['save without a stylist: the spec message', GIVEN.scheduled, update({ employeeId: undefined }), { error: [400, REQUIRED] }],
  // schedule
  ['schedule from the waiting list', GIVEN.waiting, schedule(), { events: [placed('AppointmentScheduled', 'scheduled')] }],
  ['schedule from the waiting list onto an exception: conflicting', GIVEN.waiting, schedule({ conflicts: ['exception'] }),
    { events: [placed('AppointmentScheduled', 'conflicting', { conflicts: ['exception'] })] }],
  ['schedule with resolveConfliction: scheduled', GIVEN.rescheduled, schedule({ conflicts: ['exception'], resolveConfliction: true }),
    { events: [placed('AppointmentScheduled', 'scheduled', { conflicts: ['exception'], resolveConfliction: true })] }],
  ['schedule a blocked stylist: the spec message', GIVEN.waiting, schedule({ blocked: true }), { error: [400, BLOCKED] }],
  ['schedule without a date: the spec message', GIVEN.waiting, schedule({ appointmentDate: null }), { error: [400, REQUIRED] }],
  // start, en route
  ['start: timeStarted is now, by the actor', GIVEN.scheduled, plain('StartAppointment'), { events: [started] }],
  ['a standing appointment does not start (part 2 §4.2)', [created('scheduled', { isStanding: true, standingId: 4 })], plain('StartAppointment'),
    { error: [409, 'A standing appointment must become an instance before it can be started.'] }],
  ['stylist en route', GIVEN.confirmed, plain('MarkStylistEnRoute'), { events: [ev('AppointmentStylistEnRoute', {})] }],
  // item 7: 'notify on the way' says so in the event; the reactor mails from it.
  ['stylist en route, the customer told', GIVEN.confirmed, { type: 'MarkStylistEnRoute', data: { appointmentId: id, notifyCustomer: true } },
    { events: [ev('AppointmentStylistEnRoute', { notifyCustomer: true })] }],
  // service issues and standing requests carry their comment
  ['service issue with its comment, remembering the status', GIVEN.confirmed, serviceIssue('  Missed a nail '), { events: [issueFrom('confirmed')] }],
  ['service issue without a comment', GIVEN.scheduled, serviceIssue('  '), { error: [400, 'A comment is required to create a service issue.'] }],
  ['resolve: back to the status it was raised from', [...GIVEN.confirmed, issueFrom('confirmed')], resolve(), { events: [ev('AppointmentServiceIssueResolved', { status: 'confirmed', conflicts: [] })] }],
  ['resolve when its time is now taken: conflicting', [...GIVEN.confirmed, issueFrom('confirmed')], resolve(['overlap']),
    { events: [ev('AppointmentServiceIssueResolved', { status: 'conflicting', conflicts: ['overlap'] })] }],
  ['resolve one raised from the waiting list: waiting, conflicts ignored (rules "Schedule": waiting holds no time)', [...GIVEN.waiting, issueFrom('waiting')], resolve(['overlap']),
    { events: [ev('AppointmentServiceIssueResolved', { status: 'waiting', conflicts: [] })] }],
  ['resolve one raised from conflicting, now free: scheduled', [...GIVEN.conflicting, issueFrom('conflicting')], resolve(),
    { events: [ev('AppointmentServiceIssueResolved', { status: 'scheduled', conflicts: [] })] }],
  ['request standing with its comment', GIVEN.scheduled, requestStanding(' Every 4 weeks'), { events: [standingRequested] }],
  ['request standing without a comment', GIVEN.scheduled, requestStanding(null), { error: [400, 'A comment is required to request a standing appointment.'] }],
  // pictures
  ['upload a picture (hidden from the customer by default)', GIVEN.scheduled, upload(), { events: [uploaded()] }],
  ['the 20th picture is fine', [...GIVEN.scheduled, ...Array.from({ length: 19 }, (_, i) => uploaded(`p${i}.jpg`))], upload(), { events: [uploaded()] }],
  ['the 21st picture is refused (part 1 §5: at most 20)', [...GIVEN.scheduled, ...Array.from({ length: 20 }, (_, i) => uploaded(`p${i}.jpg`))], upload(),
    { error: [400, 'An appointment can have at most 20 pictures.'] }],
  ['removing one makes room again', [...GIVEN.scheduled, ...Array.from({ length: 20 }, (_, i) => uploaded(`p${i}.jpg`)), ev('AppointmentPictureRemoved', { fileName: 'p3.jpg' })], upload(),
    { events: [uploaded()] }],
  ['the same picture twice', [...GIVEN.scheduled, uploaded()], upload(), { error: [409, 'This picture is already on the appointment.'] }],
  ['a picture name that is a path', GIVEN.scheduled, upload('../etc/passwd'), { error: [400, 'Invalid picture name.'] }],
  ['pictures on a cancelled appointment too', [...GIVEN.cancelled], upload(), { events: [uploaded()] }],
  ['remove a picture', [...GIVEN.scheduled, uploaded()], removePicture(), { events: [ev('AppointmentPictureRemoved', { fileName: 'pic1.jpg' })] }],
  ['remove a picture that is not there', GIVEN.scheduled, removePicture(), { error: [404, 'Picture not found.'] }],
  ['show a picture to the customer', [...GIVEN.scheduled, uploaded()], visibility(), { events: [ev('AppointmentPictureVisibilitySet', { fileName: 'pic1.jpg', visibleToCustomer: true })] }],
  ['visibility it already has writes nothing', [...GIVEN.scheduled, uploaded('pic1.jpg', true)], visibility(), { events: [] }],
  ['visibility of a missing picture', GIVEN.scheduled, visibility('nope.jpg'), { error: [404, 'Picture not found.'] }],
  // rating
  ['rate an appointment that has started', GIVEN.inProgress, rate(4, ' Lovely cut '), { events: [ev('AppointmentRated', { rating: 4, comment: 'Lovely cut', raterUserId: 2 })] }],
  ['rating without a comment: the issue message', GIVEN.inProgress, rate(5, ''), { error: [400, 'A comment is required to rate an appointment'] }],
  ['rating of 0 stars (part 1 §9: 1-5)', GIVEN.inProgress, rate(0), { error: [400, 'A rating is a whole number of stars from 1 to 5.'] }],
  ['rating of 6 stars', GIVEN.inProgress, rate(6), { error: [400, 'A rating is a whole number of stars from 1 to 5.'] }],
  ['rating of 4.5 stars', GIVEN.inProgress, rate(4.5), { error: [400, 'A rating is a whole number of stars from 1 to 5.'] }],
  ['rated once only', [...GIVEN.inProgress, ev('AppointmentRated', { rating: 5, comment: 'x', raterUserId: 2 })], rate(), { error: [409, 'This appointment has already been rated.'] }],
  ['not rated before it starts', GIVEN.scheduled, rate(), { error: [409, 'An appointment can be rated once it has started.'] }],
  ['the customer rates a completed appointment from the portal', [...GIVEN.inProgress, completedEv], rateByCustomer(5), { events: [ev('AppointmentRated', { rating: 5, comment: 'Lovely cut', raterUserId: 2 })] }],
  ['the customer cannot rate one still in progress', GIVEN.inProgress, rateByCustomer(5), { error: [409, 'An appointment can be rated from the portal once it is completed.'] }],
  // no appointment, deleted appointment
  ['delete', GIVEN.scheduled, plain('DeleteAppointment'), { events: [deleted] }],
  ['anything on a deleted appointment: not found', [...GIVEN.scheduled, deleted], plain('ConfirmAppointment'), { error: [404, 'Appointment not found.'] }],
  ['pictures of a deleted appointment: not found', [...GIVEN.scheduled, deleted], upload(), { error: [404, 'Appointment not found.'] }],
  ['no appointment: not found', [], update(), { error: [404, 'Appointment not found.'] }],
  ['no appointment, rating: not found', [], rate(), { error: [404, 'Appointment not found.'] }],
  ['a deleted appointment is not created again', [...GIVEN.scheduled, deleted], create(), { error: [409, 'This appointment already exists.'] }],
];

describe('appointment: given, when, then', () => {
  it.each(cases)('%s', (_n, g, w, t) => {
    const outcome = givenWhenThen(appointmentDecider, g, w, ctx);
    expect(outcome).toEqual(t);
    if ('events' in outcome) for (const e of outcome.events) expect(eventDataProblem(EVENT_SCHEMAS, e.type, e.data)).toBeNull();
  });
});

describe('every stream type: Appointment-<id>', () => {
  it('takes any event and still answers every command', () => {
    const types = Object.keys(APPOINTMENT_EVENT_SCHEMAS) as (keyof typeof APPOINTMENT_EVENT_SCHEMAS)[];
    const { decided, refused } = checkStream({
      ...appointmentDecider,
      evolve: evolveAppointment,
      events: types.map((t) => sampleEvent(t)),
      commands: [create(), create({ addToWaitingList: true }), ...Object.values(COMMAND_OF), update({ conflicts: ['overlap'] }), upload(), removePicture('a1b2c3.jpg'),
        visibility('a1b2c3.jpg'), rate(), rate(9), serviceIssue(null)],
    });
    expect(decided).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  });
});
