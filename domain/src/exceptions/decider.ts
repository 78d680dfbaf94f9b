import type { CommandContext, Decider, DomainEvent } from '../shared/decider';
import { DomainError } from '../shared/errors';
import type { ScheduleExceptionEvent } from './events';
import type { ExceptionEventInput } from './bodies';
import { EXCEPTION_MESSAGES } from './messages';
import { normalizeEvent } from './normalizeEvent';

/** The `ScheduleException-<id>` stream (part 2 §2.4, §3 "Schedule exception"). */
export interface CreateException {
  type: 'CreateException';
  data: { exceptionId: number; employeeId: number; isWorking: boolean; event: ExceptionEventInput; timeZone: string };
}
export interface UpdateException {
  type: 'UpdateException';
  data: { exceptionId: number; isWorking: boolean; event: ExceptionEventInput; timeZone: string };
}
export interface DeleteException {
  type: 'DeleteException';
  data: { exceptionId: number };
}
export type ExceptionCommand = CreateException | UpdateException | DeleteException;

export type ExceptionState =
  | { status: 'none' }
  | { status: 'active' | 'deleted'; exceptionId: number; employeeId: number; isRecurring: boolean };

export const initialExceptionState = (): ExceptionState => ({ status: 'none' });

/** Total: events this state does not read leave it unchanged. */
export function evolveException(state: ExceptionState, anyEvent: DomainEvent): ExceptionState {
  const event = anyEvent as ScheduleExceptionEvent;
  switch (event.type) {
    case 'ScheduleExceptionCreated':
      return { status: 'active', exceptionId: event.data.exceptionId, employeeId: event.data.employeeId, isRecurring: event.data.event.isRecurring };
    case 'ScheduleExceptionUpdated':
      return state.status === 'none' ? state : { ...state, isRecurring: event.data.event.isRecurring };
    case 'ScheduleExceptionDeleted':
      return state.status === 'none' ? state : { ...state, status: 'deleted' };
    default:
      return state;
  }
}

export function decideException(command: ExceptionCommand, state: ExceptionState, { now }: CommandContext): ScheduleExceptionEvent[] {
  if (command.type === 'CreateException') {
    if (state.status !== 'none') throw new DomainError(409, EXCEPTION_MESSAGES.exists);
    const { exceptionId, employeeId, isWorking, timeZone } = command.data;
    const event = normalizeEvent(command.data.event);
    return [{ type: 'ScheduleExceptionCreated', data: { exceptionId, employeeId, isWorking, event, timeZone, createdAt: now } }];
  }
  if (state.status !== 'active') throw new DomainError(404, EXCEPTION_MESSAGES.notFound);
  switch (command.type) {
    case 'UpdateException': {
      const event = normalizeEvent(command.data.event);
      // Part 2 §5.7: the recurring flag cannot be changed on an existing exception.
      if (event.isRecurring !== state.isRecurring) {
        throw new DomainError(400, EXCEPTION_MESSAGES.recurringLocked, { isRecurring: EXCEPTION_MESSAGES.recurringLocked });
      }
      const { exceptionId, employeeId } = state;
      return [{ type: 'ScheduleExceptionUpdated', data: { exceptionId, employeeId, isWorking: command.data.isWorking, event, timeZone: command.data.timeZone, updatedAt: now } }];
    }
    case 'DeleteException':
      return [{ type: 'ScheduleExceptionDeleted', data: { exceptionId: state.exceptionId, employeeId: state.employeeId, deletedAt: now } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown exception command ${JSON.stringify(unknown)}`);
    }
  }
}

export const exceptionDecider: Decider<ExceptionCommand, ScheduleExceptionEvent, ExceptionState> = {
  initialState: initialExceptionState,
  evolve: evolveException,
  decide: decideException,
};
