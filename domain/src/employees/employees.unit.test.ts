import { describe, expect, it } from 'vitest';
import type { CommandContext } from '../shared/decider';
import { givenWhenThen, type Then } from '../shared/givenWhenThen';
import { checkStream } from '../testing/streamCheck';
import { sampleEvent } from '../testing/sampleEvents';
import { employeeDecider, evolveEmployee, type EmployeeCommand, type EmployeeDetails, type StylistDetails } from './decider';
import type { EmployeeEvent } from './events';
import { EMPLOYEE_MESSAGES as M } from './messages';
import { updateEmployeeDetailsSchema, updateStylistDetailsSchema } from './bodies';

const context: CommandContext = { now: '2026-03-01T15:00:00.000Z', actorUserId: 1 };
const now = context.now;
const created: EmployeeEvent = { type: 'EmployeeCreated', data: { employeeId: 6, userId: 6, createdAt: now } };
const create: EmployeeCommand = { type: 'CreateEmployee', data: { employeeId: 6, userId: 6 } };

const details: EmployeeDetails = {
  dateHired: '2024-03-01', dateTerminated: null, workDayStartTime: '08:00', workDayEndTime: '17:00',
  worksMonday: true, worksTuesday: true, worksWednesday: true, worksThursday: true, worksFriday: true,
  worksSaturday: false, worksSunday: false, emergencyContactName: null, emergencyContactPhone: null,
};
const stylist: StylistDetails = {
  petsPerDay: 6, minutesPerPet: 90, maxPetWeight: 150, commissionRate: 45.25, servicesCats: true,
  isSmoker: false, hasGeneratorVehicle: false, stylistBreedRestrictions: [],
};
const updateDetails = (over: Partial<EmployeeDetails> = {}): EmployeeCommand => ({ type: 'UpdateEmployeeDetails', data: { employeeId: 6, ...details, ...over } });
const updateStylist = (over: Partial<StylistDetails> = {}): EmployeeCommand => ({ type: 'UpdateStylistDetails', data: { employeeId: 6, ...stylist, ...over } });
const detailsUpdated = (over: Partial<EmployeeDetails> = {}): EmployeeEvent => ({ type: 'EmployeeDetailsUpdated', data: { employeeId: 6, ...details, ...over, updatedAt: now } });
const stylistUpdated = (over: Partial<StylistDetails> = {}): EmployeeEvent => ({ type: 'StylistDetailsUpdated', data: { employeeId: 6, ...stylist, ...over, updatedAt: now } });

const cases: [string, EmployeeEvent[], EmployeeCommand, Then<EmployeeEvent>][] = [
  ['a staff user gets an employee record', [], create, { events: [created] }],
  ['a second EmployeeCreated is refused', [created], create, { error: [409, M.exists] }],
  ['employee details saved whole', [created], updateDetails(), { events: [detailsUpdated()] }],
  ['the same details again write nothing', [created, detailsUpdated()], updateDetails(), { events: [] }],
  ['terminated on the hire date is fine', [created], updateDetails({ dateTerminated: '2024-03-01' }), { events: [detailsUpdated({ dateTerminated: '2024-03-01' })] }],
  ['termination before hire is refused', [created], updateDetails({ dateTerminated: '2024-02-29' }), { error: [400, M.terminatedBeforeHired] }],
  ['the day ending before it starts is refused', [created], updateDetails({ workDayEndTime: '07:59' }), { error: [400, M.endBeforeStart] }],
  ['the day ending when it starts is refused', [created], updateDetails({ workDayEndTime: '08:00' }), { error: [400, M.endBeforeStart] }],
  ['a date that is no date is refused', [created], updateDetails({ dateHired: '2024-02-30' }), { error: [400, M.dates] }],
  ['a time that is no time is refused', [created], updateDetails({ workDayStartTime: '24:00' }), { error: [400, M.times] }],
  ['details of an unknown employee: 404', [], updateDetails(), { error: [404, M.notFound] }],
  ['stylist details saved whole', [created], updateStylist(), { events: [stylistUpdated()] }],
  ['max pet weight 1000 is accepted', [created], updateStylist({ maxPetWeight: 1000 }), { events: [stylistUpdated({ maxPetWeight: 1000 })] }],
  ['max pet weight 1001 is refused', [created], updateStylist({ maxPetWeight: 1001 }), { error: [400, M.maxPetWeight] }],
  ['max pet weight 0 is refused', [created], updateStylist({ maxPetWeight: 0 }), { error: [400, M.maxPetWeight] }],
  ['0 pets per day is refused', [created], updateStylist({ petsPerDay: 0 }), { error: [400, M.petsPerDay] }],
  ['1.5 pets per day is refused', [created], updateStylist({ petsPerDay: 1.5 }), { error: [400, M.petsPerDay] }],
  ['0 minutes per pet is refused', [created], updateStylist({ minutesPerPet: 0 }), { error: [400, M.minutesPerPet] }],
  ['commission 0 is fine', [created], updateStylist({ commissionRate: 0 }), { events: [stylistUpdated({ commissionRate: 0 })] }],
  ['commission 100 is fine', [created], updateStylist({ commissionRate: 100 }), { events: [stylistUpdated({ commissionRate: 100 })] }],
  ['commission 0.29 (binary fraction) is fine', [created], updateStylist({ commissionRate: 0.29 }), { events: [stylistUpdated({ commissionRate: 0.29 })] }],
  ['commission 45.255 is refused', [created], updateStylist({ commissionRate: 45.255 }), { error: [400, M.commissionRate] }],
  ['commission 101 is refused', [created], updateStylist({ commissionRate: 101 }), { error: [400, M.commissionRate] }],
  ['commission -1 is refused', [created], updateStylist({ commissionRate: -1 }), { error: [400, M.commissionRate] }],
  ['breed restrictions sorted, once each', [created], updateStylist({ stylistBreedRestrictions: [5, 2, 5] }), { events: [stylistUpdated({ stylistBreedRestrictions: [2, 5] })] }],
  ['the same stylist details again write nothing', [created, stylistUpdated()], updateStylist(), { events: [] }],
  ['a new rate is a new event (the history keeps the old one)', [created, stylistUpdated()], updateStylist({ commissionRate: 50 }), { events: [stylistUpdated({ commissionRate: 50 })] }],
  ['stylist details of an unknown employee: 404', [], updateStylist(), { error: [404, M.notFound] }],
];

describe('employee: given, when, then', () => {
  it.each(cases)('%s', (_n, g, w, t) => expect(givenWhenThen(employeeDecider, g, w, context)).toEqual(t));
});

describe('POST user/updateEmployeeDetails body', () => {
  const body = { employeeId: 6, firstName: 'Sty', lastName: 'List', ...details };
  const parse = (over: object) => {
    const r = updateEmployeeDetailsSchema.safeParse({ ...body, ...over });
    return r.success ? r.data : r.error.issues[0].message;
  };
  it('blank optional fields are null, booleans default to false', () =>
    expect(parse({ dateHired: '', workDayStartTime: null, emergencyContactName: '', worksMonday: undefined })).toMatchObject({ dateHired: null, workDayStartTime: null, emergencyContactName: null, worksMonday: false }));
  it('HH:MM:SS keeps HH:MM', () => expect(parse({ workDayStartTime: '08:00:00' })).toMatchObject({ workDayStartTime: '08:00' }));
  it('termination before hire', () => expect(parse({ dateTerminated: '2024-01-01' })).toBe(M.terminatedBeforeHired));
  it('end before start', () => expect(parse({ workDayEndTime: '06:00' })).toBe(M.endBeforeStart));
  it('a bad date', () => expect(parse({ dateHired: '2024-02-30' })).toBe(M.dates));
  it("the spec's MM-DD-YYYY and h:mm AM/PM are taken beside ours", () => {
    expect(parse({ dateHired: '03-01-2024', dateTerminated: null, workDayStartTime: '8:30 AM', workDayEndTime: '4:45 PM' })).toMatchObject({ dateHired: '2024-03-01', workDayStartTime: '08:30', workDayEndTime: '16:45' });
  });
  it('a bad time', () => expect(parse({ workDayEndTime: '5pm' })).toBe(M.times));
  it('no employee id', () => expect(parse({ employeeId: 'x' })).toBe(M.employeeRequired));
  it('NUL in a name is refused', () => expect(parse({ firstName: 'a\u0000' })).toBe('Text cannot contain control characters.'));
});

describe('POST user/updateStylistDetails body', () => {
  const parse = (over: object) => {
    const r = updateStylistDetailsSchema.safeParse({ employeeId: 6, ...stylist, ...over });
    return r.success ? r.data : r.error.issues[0].message;
  };
  it('1000 lbs ok', () => expect(parse({ maxPetWeight: 1000 })).toMatchObject({ maxPetWeight: 1000 }));
  it('1001 lbs refused', () => expect(parse({ maxPetWeight: 1001 })).toBe(M.maxPetWeight));
  it('0 pets refused', () => expect(parse({ petsPerDay: 0 })).toBe(M.petsPerDay));
  it('1.5 pets refused', () => expect(parse({ petsPerDay: 1.5 })).toBe(M.petsPerDay));
  it('"6" pets refused (numbers only)', () => expect(parse({ petsPerDay: '6' })).toBe(M.petsPerDay));
  it('45.25 ok', () => expect(parse({ commissionRate: 45.25 })).toMatchObject({ commissionRate: 45.25 }));
  it('45.255 refused', () => expect(parse({ commissionRate: 45.255 })).toBe(M.commissionRate));
  it('101 refused', () => expect(parse({ commissionRate: 101 })).toBe(M.commissionRate));
  it('restrictions deduplicated and sorted', () => expect(parse({ stylistBreedRestrictions: [3, 1, 3] })).toMatchObject({ stylistBreedRestrictions: [1, 3] }));
});

describe('every stream type: Employee-<id>', () => {
  it('takes any event and still answers every command', () => {
    const { decided, refused } = checkStream({
      ...employeeDecider,
      evolve: evolveEmployee,
      events: [sampleEvent('EmployeeCreated'), sampleEvent('EmployeeDetailsUpdated'), sampleEvent('StylistDetailsUpdated')],
      commands: [create, updateDetails(), updateDetails({ dateTerminated: '2020-01-01' }), updateStylist(), updateStylist({ maxPetWeight: 1001 })],
    });
    expect(decided).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  });
});
