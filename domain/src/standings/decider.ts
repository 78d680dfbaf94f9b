import type { CommandContext, Decider, DomainEvent } from '../shared/decider';
import { DomainError } from '../shared/errors';
import type { StandingEvent, StandingStreamEvent } from './events';
import type { StandingEventInput } from './bodies';
import { STANDING_MESSAGES as M } from './messages';
import { normalizeStandingEvent, standingDate, standingTimes } from './normalize';

/**
 * The `Standing-<id>` stream: a standing (recurring) appointment made from a standing request
 * (part 1 §4, §7 createStanding, updateStanding, updateStandingEvent, deleteStanding, createInstance).
 * Times are business-local 'HH:MM'; the HTTP layer converts the spec's 'h:mm A' and 'MM-DD-YYYY'.
 */
export interface CreateStanding {
  type: 'CreateStanding';
  data: {
    standingId: number;
    appointmentId: number;
    customerId: number;
    estimateId: number;
    employeeId: number;
    startTime: string | null | undefined;
    endTime: string | null | undefined;
    event: StandingEventInput;
    timeZone: string;
  };
}
export interface UpdateStanding {
  type: 'UpdateStanding';
  data: { standingId: number; employeeId: number; startTime: string | null | undefined; endTime: string | null | undefined };
}
/** 'Edit Standing Appointment Recurrence'. */
export interface UpdateStandingEvent {
  type: 'UpdateStandingEvent';
  data: { standingId: number; event: StandingEventInput; timeZone: string };
}
export interface DeleteStanding {
  type: 'DeleteStanding';
  data: { standingId: number };
}
/**
 * 'Create Instance': the placeholder of `date` becomes the appointment `appointmentId`. Whether the
 * recurrence falls on `date` needs the RRULE expanded in the time zone (standings/placeholders.ts,
 * kept out of the package index with the Temporal polyfill): the caller asks `isStandingOccurrence`
 * and passes the answer, as the schedule's deciders take the expanded exceptions.
 */
export interface CreateStandingInstance {
  type: 'CreateStandingInstance';
  data: { standingId: number; date: string; appointmentId: number; isOccurrence: boolean };
}
export type StandingCommand = CreateStanding | UpdateStanding | UpdateStandingEvent | DeleteStanding | CreateStandingInstance;

export interface StandingFacts {
  standingId: number;
  appointmentId: number;
  customerId: number;
  estimateId: number;
  employeeId: number;
  startTime: string;
  endTime: string;
  event: StandingEvent;
  timeZone: string;
  /** Local date -> the appointment made for it. */
  instances: Readonly<Record<string, number>>;
}
export type StandingState = { status: 'none' } | ({ status: 'active' | 'deleted' } & StandingFacts);

export const initialStandingState = (): StandingState => ({ status: 'none' });

/** Total: events this state does not read leave it unchanged. */
export function evolveStanding(state: StandingState, anyEvent: DomainEvent): StandingState {
  const event = anyEvent as StandingStreamEvent;
  switch (event.type) {
    case 'StandingCreated': {
      const { createdAt: _at, ...facts } = event.data;
      // Made again after a delete: the instances already made stay theirs.
      return { status: 'active', ...facts, instances: state.status === 'none' ? {} : state.instances };
    }
    case 'StandingUpdated': {
      if (state.status === 'none') return state;
      const { employeeId, startTime, endTime } = event.data;
      return { ...state, employeeId, startTime, endTime };
    }
    case 'StandingEventUpdated':
      return state.status === 'none' ? state : { ...state, event: event.data.event, timeZone: event.data.timeZone };
    case 'StandingDeleted':
      return state.status === 'none' ? state : { ...state, status: 'deleted' };
    case 'StandingInstanceCreated':
      return state.status === 'none' ? state : { ...state, instances: { ...state.instances, [event.data.date]: event.data.appointmentId } };
    default:
      return state;
  }
}

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export function decideStanding(command: StandingCommand, state: StandingState, { now }: CommandContext): StandingStreamEvent[] {
  if (command.type === 'CreateStanding') {
    // A deleted standing may be made again from its standing request (which is back on the service issues list).
    if (state.status === 'active') throw new DomainError(409, M.exists);
    const { standingId, appointmentId, customerId, estimateId, employeeId, timeZone } = command.data;
    const times = standingTimes(command.data.startTime, command.data.endTime);
    const event = normalizeStandingEvent(command.data.event);
    return [{ type: 'StandingCreated', data: { standingId, appointmentId, customerId, estimateId, employeeId, ...times, event, timeZone, createdAt: now } }];
  }
  if (state.status !== 'active') throw new DomainError(404, M.notFound);
  const { standingId } = state;
  switch (command.type) {
    case 'UpdateStanding': {
      const { employeeId } = command.data;
      const times = standingTimes(command.data.startTime, command.data.endTime);
      if (employeeId === state.employeeId && times.startTime === state.startTime && times.endTime === state.endTime) return [];
      return [{ type: 'StandingUpdated', data: { standingId, employeeId, ...times, updatedAt: now } }];
    }
    case 'UpdateStandingEvent': {
      const event = normalizeStandingEvent(command.data.event);
      const { timeZone } = command.data;
      if (sameJson(event, state.event) && timeZone === state.timeZone) return [];
      return [{ type: 'StandingEventUpdated', data: { standingId, event, timeZone, updatedAt: now } }];
    }
    case 'DeleteStanding':
      return [{ type: 'StandingDeleted', data: { standingId, deletedAt: now } }];
    case 'CreateStandingInstance': {
      const { appointmentId, isOccurrence } = command.data;
      const date = standingDate(command.data.date, 'date', M.invalidDate);
      // 'Create Instance' is disabled once created (part 1 §4): a date becomes an appointment once.
      if (Object.prototype.hasOwnProperty.call(state.instances, date)) throw new DomainError(409, M.instanceExists);
      const { startDate, endDate } = state.event;
      if (!isOccurrence || date < startDate || (endDate !== null && date > endDate)) throw new DomainError(400, M.notAnOccurrence, { date: M.notAnOccurrence });
      return [{ type: 'StandingInstanceCreated', data: { standingId, date, appointmentId, createdAt: now } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown standing command ${JSON.stringify(unknown)}`);
    }
  }
}

export const standingDecider: Decider<StandingCommand, StandingStreamEvent, StandingState> = {
  initialState: initialStandingState,
  evolve: evolveStanding,
  decide: decideStanding,
};
