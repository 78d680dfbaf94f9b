import type { CommandContext, Decider, DomainEvent } from '../shared/decider';
import { DomainError } from '../shared/errors';
import type { EmployeeDetailsUpdated, EmployeeEvent, StylistDetailsUpdated } from './events';
import { EMPLOYEE_MESSAGES as M, MAX_PET_WEIGHT } from './messages';
import { employeeDetailsProblem, isCommissionRate, isIsoDate, isTimeOfDay } from './bodies';

export type EmployeeDetails = Omit<EmployeeDetailsUpdated['data'], 'employeeId' | 'updatedAt'>;
export type StylistDetails = Omit<StylistDetailsUpdated['data'], 'employeeId' | 'updatedAt'>;

/** The `Employee-<employeeId>` stream. */
export interface CreateEmployee {
  type: 'CreateEmployee';
  data: { employeeId: number; userId: number };
}
export interface UpdateEmployeeDetails {
  type: 'UpdateEmployeeDetails';
  data: { employeeId: number } & EmployeeDetails;
}
export interface UpdateStylistDetails {
  type: 'UpdateStylistDetails';
  data: { employeeId: number } & StylistDetails;
}
export type EmployeeCommand = CreateEmployee | UpdateEmployeeDetails | UpdateStylistDetails;

export type EmployeeState =
  | { status: 'none' }
  | { status: 'created'; employeeId: number; userId: number; details: EmployeeDetails | null; stylist: StylistDetails | null };

export const initialEmployeeState = (): EmployeeState => ({ status: 'none' });

function detailsOf({ employeeId: _e, updatedAt: _u, ...rest }: EmployeeDetailsUpdated['data']): EmployeeDetails {
  return rest;
}
function stylistOf({ employeeId: _e, updatedAt: _u, ...rest }: StylistDetailsUpdated['data']): StylistDetails {
  return { ...rest, stylistBreedRestrictions: [...rest.stylistBreedRestrictions] };
}

/** Total: events this state does not read leave it unchanged. */
export function evolveEmployee(state: EmployeeState, anyEvent: DomainEvent): EmployeeState {
  const event = anyEvent as EmployeeEvent;
  switch (event.type) {
    case 'EmployeeCreated':
      if (state.status !== 'none') return state;
      return { status: 'created', employeeId: event.data.employeeId, userId: event.data.userId, details: null, stylist: null };
    case 'EmployeeDetailsUpdated':
      return state.status === 'created' ? { ...state, details: detailsOf(event.data) } : state;
    case 'StylistDetailsUpdated':
      return state.status === 'created' ? { ...state, stylist: stylistOf(event.data) } : state;
    default:
      return state;
  }
}

const positiveInt = (n: number) => Number.isInteger(n) && n >= 1 && n <= 2_147_483_647;
const canonical = (o: object) => JSON.stringify(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
const same = (a: object | null, b: object) => a !== null && canonical(a) === canonical(b);

function checkDetails(d: EmployeeDetails): void {
  for (const [field, value] of [['dateHired', d.dateHired], ['dateTerminated', d.dateTerminated]] as const) {
    if (value !== null && !isIsoDate(value)) throw new DomainError(400, M.dates, { [field]: M.dates });
  }
  for (const [field, value] of [['workDayStartTime', d.workDayStartTime], ['workDayEndTime', d.workDayEndTime]] as const) {
    if (value !== null && !isTimeOfDay(value)) throw new DomainError(400, M.times, { [field]: M.times });
  }
  const problem = employeeDetailsProblem(d);
  if (problem) throw new DomainError(400, problem.message, { [problem.field]: problem.message });
}

function checkStylist(s: StylistDetails): void {
  if (!positiveInt(s.petsPerDay)) throw new DomainError(400, M.petsPerDay, { petsPerDay: M.petsPerDay });
  if (!positiveInt(s.minutesPerPet)) throw new DomainError(400, M.minutesPerPet, { minutesPerPet: M.minutesPerPet });
  if (!Number.isInteger(s.maxPetWeight) || s.maxPetWeight < 1 || s.maxPetWeight > MAX_PET_WEIGHT) {
    throw new DomainError(400, M.maxPetWeight, { maxPetWeight: M.maxPetWeight });
  }
  if (!isCommissionRate(s.commissionRate)) throw new DomainError(400, M.commissionRate, { commissionRate: M.commissionRate });
}

export function decideEmployee(command: EmployeeCommand, state: EmployeeState, { now }: CommandContext): EmployeeEvent[] {
  switch (command.type) {
    case 'CreateEmployee': {
      if (state.status !== 'none') throw new DomainError(409, M.exists);
      const { employeeId, userId } = command.data;
      return [{ type: 'EmployeeCreated', data: { employeeId, userId, createdAt: now } }];
    }
    case 'UpdateEmployeeDetails': {
      if (state.status !== 'created') throw new DomainError(404, M.notFound);
      const { employeeId: _id, ...details } = command.data;
      checkDetails(details);
      if (same(state.details, details)) return [];
      return [{ type: 'EmployeeDetailsUpdated', data: { employeeId: state.employeeId, ...details, updatedAt: now } }];
    }
    case 'UpdateStylistDetails': {
      if (state.status !== 'created') throw new DomainError(404, M.notFound);
      const { employeeId: _id, ...raw } = command.data;
      checkStylist(raw);
      const stylist = { ...raw, stylistBreedRestrictions: [...new Set(raw.stylistBreedRestrictions)].sort((a, b) => a - b) };
      if (same(state.stylist, stylist)) return [];
      return [{ type: 'StylistDetailsUpdated', data: { employeeId: state.employeeId, ...stylist, updatedAt: now } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown employee command ${JSON.stringify(unknown)}`);
    }
  }
}

export const employeeDecider: Decider<EmployeeCommand, EmployeeEvent, EmployeeState> = {
  initialState: initialEmployeeState,
  evolve: evolveEmployee,
  decide: decideEmployee,
};
