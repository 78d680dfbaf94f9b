import { APPOINTMENT_MESSAGES as M, DomainError, idParam, pictureFileName } from '@pawroute/domain';
import { describedRule, isStaff, permissionOr, queryRoute, routerFor, type Actor, nowOf } from '@pawroute/platform';
import { PAYMENT_VOIDED_SQL, selectAppointmentRows } from '@pawroute/projections';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { binaryRoute } from '../pictures';
import { assertMayReadAppointment, mayReadCustomerAppointments } from './access';
import { checkConflicts } from './checkConflicts';
import { readConfirmationBoard } from './confirmations';
import { businessToday } from '../shared/localTime';
import { dateParam, flagParam, optionalId, pageParam, pageSizeParam, statusesParam, timeParam } from '../shared/params';
import { pictureBlob, readAppointmentPictures } from './pictures';
import { readDaySchedule } from './readDaySchedule';
import { readVisit } from './readVisit';
import {
  CUSTOMER_PAGE_SIZE,
  readCustomerPrevious,
  readCustomerUpcoming,
  readEmployeeUpcoming,
  readHistory,
  readServiceIssues,
  readStatuses,
  readWaitingList,
  SERVICE_ISSUE_STATUSES,
  SERVICE_ISSUES_PAGE_SIZE,
  WAITING_LIST_PAGE_SIZE,
  WAITING_LIST_STATUSES,
} from './readLists';
import { readOpenSlots } from './readOpenSlots';
import { STYLIST_DAYS_SCOPE } from '../shared/stylistDays';
import { readStandingsPage } from '../standings';
import { rankOpenSlotsByDriving } from '../route';

/** Ours. */
export const READ_MESSAGES = {
  historyPastToday: 'History cannot go past today.',
  appointmentId: 'A valid appointment ID is required.',
  employeeId: 'A valid employee ID is required.',
  userId: 'A valid user ID is required.',
  estimateId: 'A valid estimate ID is required.',
  fileName: 'A valid file name is required.',
  onlyStandings: 'onlyStandings must be true or false.',
  onlyCustomer: 'onlyCustomer must be true or false.',
  onlyUnconfirmed: 'onlyUnconfirmed must be true or false.',
} as const;

const getAllSchema = z.object({
  date: dateParam().optional(),
  employeeId: optionalId(READ_MESSAGES.employeeId),
  statuses: statusesParam.optional(),
  includeCustomerRating: z.unknown().optional(),
  page: pageParam,
  pageSize: pageSizeParam,
  onlyStandings: flagParam(READ_MESSAGES.onlyStandings),
});
type GetAllInput = z.output<typeof getAllSchema>;

/** appointments/getAll answers four lists (part 1 §7); its parameters say which. */
type GetAllKind = 'standings' | 'serviceIssues' | 'waitingList' | 'statuses' | 'day';
const within = (statuses: readonly string[], set: readonly string[]) => statuses.every((s) => set.includes(s));
function kindOf(input: GetAllInput): GetAllKind {
  if (input.onlyStandings) return 'standings';
  if (input.statuses) {
    if (within(input.statuses, SERVICE_ISSUE_STATUSES)) return 'serviceIssues';
    return within(input.statuses, WAITING_LIST_STATUSES) ? 'waitingList' : 'statuses';
  }
  return 'day';
}

const mayGetAll = describedRule<GetAllInput>(
  {
    anyOf: ['ViewAllAppointments'],
    inputChecks: ['EditStandingAppointments', 'ViewServiceIssues', 'ViewAppointmentHistory', 'ViewAppointments'],
    otherwise:
      "by list: standings EditStandingAppointments; service issues ViewServiceIssues or ViewAppointmentHistory; a day's schedule with ViewAppointments, the stylist's own only",
  },
  mayGetAllCheck,
);

function mayGetAllCheck(actor: Actor, input: GetAllInput): boolean {
  const p = actor.permissions;
  switch (kindOf(input)) {
    case 'standings':
      return p.EditStandingAppointments === true;
    case 'serviceIssues':
      return p.ViewServiceIssues === true || p.ViewAppointmentHistory === true;
    case 'waitingList':
    case 'statuses':
      return p.ViewAllAppointments === true;
    case 'day':
      // ViewAppointments alone: the stylist's own day only.
      return p.ViewAllAppointments === true || (p.ViewAppointments === true && isStaff(actor) && (input.employeeId === undefined || input.employeeId === actor.userId));
  }
}

/**
 * appointments/getAllHistory (part 1 §7, the history screen of ViewAppointmentHistory): every stylist's
 * appointments of the date with ViewAllAppointments too ("only users with this permission load all
 * appointments", part 2 §6), otherwise the caller's own, as getAll's day schedule does.
 */
const mayReadHistory = describedRule<{ date: string }>(
  { allOf: ['ViewAppointmentHistory'], inputChecks: ['ViewAllAppointments'], note: "everyone's appointments with ViewAllAppointments, else the caller's own" },
  (actor) => actor.permissions.ViewAppointmentHistory === true,
);

/** A customer's appointment lists (mayReadCustomerAppointments). */
const customerAppointmentsRule = describedRule<{ userId: number }>(
  { anyOf: ['ViewCustomers'], otherwise: 'the customer themself with ViewCustomerDashboard', inputChecks: ['ViewCustomerDashboard'] },
  (actor, { userId }) => mayReadCustomerAppointments(actor, userId),
);

/** One appointment: the handler loads its parties and checks them (assertMayReadAppointment). */
const appointmentPartyRule = permissionOr<{ appointmentId: number }>(
  'ViewAllAppointments',
  "the assigned stylist or the appointment's customer (checked once the appointment is loaded)",
);

/** The appointment reads of docs/APPOINTMENTS.md "Reads" (part 1 §7 appointments). */
export async function appointmentsQueries(app: FastifyInstance): Promise<void> {
  const { db, config } = app.services;
  const today = () => businessToday(app.services);

  queryRoute(app, {
    url: '/api/v4/appointments/getAll',
    cache: true,
    schema: getAllSchema,
    permission: mayGetAll,
    async handle(input, { actor }) {
      switch (kindOf(input)) {
        case 'standings':
          return readStandingsPage(db, { employeeId: input.employeeId, page: input.page ?? 0, pageSize: input.pageSize ?? SERVICE_ISSUES_PAGE_SIZE });
        case 'serviceIssues':
          return { data: await readServiceIssues(db, { page: input.page ?? 0, pageSize: input.pageSize ?? SERVICE_ISSUES_PAGE_SIZE }) };
        case 'waitingList':
          return readWaitingList(db, { page: input.page ?? 0, pageSize: input.pageSize ?? WAITING_LIST_PAGE_SIZE });
        case 'statuses':
          return readStatuses(db, { statuses: input.statuses!, page: input.page ?? 0, pageSize: input.pageSize ?? WAITING_LIST_PAGE_SIZE });
        case 'day': {
          const employeeId = input.employeeId ?? (actor.permissions.ViewAllAppointments ? null : actor.userId);
          return readDaySchedule(db, { date: input.date ?? today(), employeeId, timeZone: config.timeZone, now: nowOf(app.services) });
        }
      }
    },
  });

  queryRoute(app, {
    url: '/api/v4/appointments/getAllHistory',
    schema: z.object({ date: dateParam() }),
    permission: mayReadHistory,
    async handle({ date }, { actor }) {
      if (date > today()) throw new DomainError(400, READ_MESSAGES.historyPastToday, { date: READ_MESSAGES.historyPastToday });
      // everyone's day only with ViewAllAppointments (as getAll); otherwise the caller's own.
      const employeeId = actor.permissions.ViewAllAppointments === true ? null : actor.userId;
      return { date, rows: await readHistory(db, date, employeeId) };
    },
  });

  const userQuery = z.object({ userId: idParam(READ_MESSAGES.userId) });

  queryRoute(app, {
    url: '/api/v4/appointments/findUpcomingByCustomer',
    schema: userQuery,
    permission: customerAppointmentsRule,
    handle: async ({ userId }) => ({ rows: await readCustomerUpcoming(db, userId, today()) }),
  });

  queryRoute(app, {
    url: '/api/v4/appointments/findByCustomer',
    schema: userQuery.extend({ page: pageParam, pageSize: pageSizeParam }),
    permission: customerAppointmentsRule,
    handle: ({ userId, page, pageSize }) => readCustomerPrevious(db, { userId, today: today(), page: page ?? 0, pageSize: pageSize ?? CUSTOMER_PAGE_SIZE }),
  });

  // completed appointments whose payment was voided and not yet replaced, oldest first.
  queryRoute(app, {
    url: '/api/v4/appointments/findPaymentVoided',
    schema: z.object({}),
    permission: 'ViewAllTransactions',
    handle: async () => ({
      rows: await selectAppointmentRows(db, { where: `NOT a.is_deleted AND ${PAYMENT_VOIDED_SQL('a')}`, orderBy: 'a.date, a.start_time, a.id', limit: 500 }),
    }),
  });

  queryRoute(app, {
    url: '/api/v4/appointments/findById',
    schema: z.object({ appointmentId: idParam(READ_MESSAGES.appointmentId) }),
    permission: appointmentPartyRule,
    async handle({ appointmentId }, { actor }) {
      await assertMayReadAppointment(db, actor, appointmentId);
      const [appointment] = await selectAppointmentRows(db, { where: 'a.id = $1 AND NOT a.is_deleted', params: [appointmentId] });
      if (!appointment) throw new DomainError(404, M.notFound);
      // staff (the assigned stylist, the office) also get what the groomer needs at the door.
      if (!isStaff(actor)) return { appointment };
      const visit = await readVisit(db, appointmentId);
      return visit ? { appointment, visit } : { appointment };
    },
  });

  queryRoute(app, {
    url: '/api/v4/profile/getAppointmentsByEmployee',
    schema: z.object({ employeeId: optionalId(READ_MESSAGES.employeeId) }),
    permission: describedRule<{ employeeId?: number }>(
      // Part 2 §7.2: the daily route's list (ViewDailyRoute, part 2 §2.2) of the signed-in employee.
      { anyOf: ['ViewAllAppointments'], otherwise: 'ViewDailyRoute, for their own appointments', inputChecks: ['ViewDailyRoute'] },
      (actor, { employeeId }) =>
        actor.permissions.ViewAllAppointments === true ||
        (isStaff(actor) && actor.permissions.ViewDailyRoute === true && (employeeId === undefined || employeeId === actor.userId)),
    ),
    handle: async ({ employeeId }, { actor }) => ({ rows: await readEmployeeUpcoming(db, employeeId ?? actor.userId, today()) }),
  });

  queryRoute(app, {
    url: '/api/v4/appointments/getOpenSlots',
    schema: z.object({ date: dateParam(), estimateId: idParam(READ_MESSAGES.estimateId), rankBy: z.enum(['time', 'driving']).optional() }),
    permission: 'EditAppointments',
    memoScope: STYLIST_DAYS_SCOPE,
    async handle({ date, estimateId, rankBy }, { memoStamp }) {
      const answer = await readOpenSlots(db, { date, estimateId, timeZone: config.timeZone, now: nowOf(app.services), knownStamp: memoStamp });
      // rankBy=driving: least added driving first, each slot with extraDriveMinutes.
      return rankBy === 'driving' ? rankOpenSlotsByDriving(db, routerFor(app.services), estimateId, answer) : answer;
    },
  });

  queryRoute(app, {
    url: '/api/v4/appointments/checkConflicts',
    schema: z.object({
      employeeId: idParam(READ_MESSAGES.employeeId),
      appointmentDate: dateParam(),
      startTime: timeParam(),
      endTime: z.preprocess((v) => (v === '' || v === null ? undefined : v), timeParam().optional()),
      estimateId: idParam(READ_MESSAGES.estimateId),
      appointmentId: optionalId(READ_MESSAGES.appointmentId),
    }),
    permission: 'EditAppointments',
    handle: (input) =>
      checkConflicts(db, {
        employeeId: input.employeeId,
        date: input.appointmentDate,
        start: input.startTime,
        end: input.endTime,
        estimateId: input.estimateId,
        appointmentId: input.appointmentId,
      }),
  });

  // path ours: the confirmation board (/dashboard/appointments/confirmations).
  queryRoute(app, {
    url: '/api/v4/appointments/getConfirmations',
    schema: z.object({ onlyUnconfirmed: flagParam(READ_MESSAGES.onlyUnconfirmed) }),
    permission: 'ViewAllAppointments',
    handle: ({ onlyUnconfirmed }) => readConfirmationBoard(db, { today: today(), now: nowOf(app.services), onlyUnconfirmed, timeZone: config.timeZone }),
  });

  queryRoute(app, {
    url: '/api/v4/appointments/getPicturePaths',
    schema: z.object({ appointmentId: idParam(READ_MESSAGES.appointmentId), onlyCustomer: flagParam(READ_MESSAGES.onlyCustomer) }),
    permission: appointmentPartyRule,
    async handle({ appointmentId, onlyCustomer }, { actor }) {
      await assertMayReadAppointment(db, actor, appointmentId);
      return { rows: await readAppointmentPictures(db, appointmentId, onlyCustomer || !isStaff(actor)) };
    },
  });

  binaryRoute(app, {
    url: '/api/v4/appointments/getPicture',
    schema: z.object({ appointmentId: idParam(READ_MESSAGES.appointmentId), fileName: pictureFileName(READ_MESSAGES.fileName) }),
    permission: appointmentPartyRule,
    notFound: M.pictureNotFound,
    async find({ appointmentId, fileName }, actor) {
      await assertMayReadAppointment(db, actor!, appointmentId);
      return pictureBlob(db, appointmentId, fileName, !isStaff(actor!));
    },
  });
}

