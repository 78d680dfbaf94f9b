import { EMPLOYEE_MESSAGES, USER_MESSAGES, USER_TYPE_IDS, updateStylistDetailsSchema, type EmployeeRow } from '@pawroute/domain';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../lib/session';
import { createEmployeeSchema, staffUserTypes, toCreateUserInput, emptyCreateEmployeeForm } from './api/createEmployee';
import { formatDate, formatTime } from './format';
import { matchesFilters, toStylistBody, type StylistForm } from './logic';
import { updateDisabledForType } from './profile/mayUpdate';

const row = (over: Partial<EmployeeRow> = {}): EmployeeRow => ({
  ID: 5,
  userId: 5,
  firstName: 'Sasha',
  lastName: 'Groomer',
  emailAddress: 'sasha@example.com',
  phoneNumber: null,
  userTypeId: USER_TYPE_IDS.Stylist,
  UserType: 'Stylist',
  dateHired: '2024-03-01',
  dateTerminated: null,
  isTerminated: false,
  isStylist: true,
  IsDeleted: false,
  ...over,
});
const noFilter = { text: '', userType: '', showTerminated: false };

describe('employee list filters (part 2 §2.4)', () => {
  it('hides terminated employees unless the toggle is on', () => {
    const gone = row({ isTerminated: true, dateTerminated: '2024-05-01' });
    expect(matchesFilters(gone, noFilter)).toBe(false);
    expect(matchesFilters(gone, { ...noFilter, showTerminated: true })).toBe(true);
  });
  it('searches name (either order) and email, case-insensitively', () => {
    for (const text of ['sasha', 'GROOMER', 'Sasha Groomer', 'groomer sasha', '@example']) expect(matchesFilters(row(), { ...noFilter, text })).toBe(true);
    expect(matchesFilters(row(), { ...noFilter, text: 'nobody' })).toBe(false);
  });
  it('filters by user type', () => {
    expect(matchesFilters(row(), { ...noFilter, userType: String(USER_TYPE_IDS.Stylist) })).toBe(true);
    expect(matchesFilters(row(), { ...noFilter, userType: String(USER_TYPE_IDS.Office) })).toBe(false);
  });
});

describe('new employee form (part 2 §5.3)', () => {
  const parse = (over: Partial<typeof emptyCreateEmployeeForm>) =>
    createEmployeeSchema.safeParse(toCreateUserInput({ ...emptyCreateEmployeeForm, firstName: 'A', lastName: 'B', emailAddress: 'a@b.co', ...over }));
  it('requires a staff user type', () => {
    const none = parse({});
    expect(none.success).toBe(false);
    expect(none.error?.issues.find((i) => i.path[0] === 'UserTypeID')?.message).toBe(USER_MESSAGES.invalidUserType);
    expect(parse({ UserTypeID: String(USER_TYPE_IDS.Customer) }).success).toBe(false);
    expect(parse({ UserTypeID: String(USER_TYPE_IDS.Stylist) }).data?.UserTypeID).toBe(USER_TYPE_IDS.Stylist);
  });
  it('requires the email address (the server schema)', () => {
    expect(parse({ emailAddress: '', UserTypeID: String(USER_TYPE_IDS.Stylist) }).error?.issues[0]?.message).toBe(USER_MESSAGES.emailRequired);
  });
  it('offers every user type but Customer', () => {
    const types = staffUserTypes({ userTypes: [{ ID: USER_TYPE_IDS.Customer, UserType: 'Customer' }, { ID: USER_TYPE_IDS.Stylist, UserType: 'Stylist' }] } as never);
    expect(types.map((t) => t.UserType)).toEqual(['Stylist']);
  });
});

describe('stylist form body (the domain schema, the server messages)', () => {
  const form: StylistForm = {
    petsPerDay: '6',
    minutesPerPet: '60',
    maxPetWeight: '80',
    commissionRate: '47.5',
    servicesCats: true,
    isSmoker: false,
    hasGeneratorVehicle: false,
    stylistBreedRestrictions: [3, 1],
  };
  const message = (over: Partial<StylistForm>, field: string) =>
    updateStylistDetailsSchema.safeParse(toStylistBody(9, { ...form, ...over })).error?.issues.find((i) => i.path[0] === field)?.message;
  it('turns the strings into the body', () => {
    expect(updateStylistDetailsSchema.parse(toStylistBody(9, form))).toMatchObject({ employeeId: 9, petsPerDay: 6, commissionRate: 47.5, stylistBreedRestrictions: [1, 3] });
  });
  it('a blank Pets Per Day or Minutes Per Pet takes part 1\'s default, 5 and 90 (it was refused)', () => {
    expect(updateStylistDetailsSchema.parse(toStylistBody(9, { ...form, petsPerDay: '', minutesPerPet: ' ' }))).toMatchObject({ petsPerDay: 5, minutesPerPet: 90 });
  });
  it.each([
    [{ petsPerDay: '1.5' }, 'petsPerDay', EMPLOYEE_MESSAGES.petsPerDay],
    [{ minutesPerPet: 'abc' }, 'minutesPerPet', EMPLOYEE_MESSAGES.minutesPerPet],
    [{ maxPetWeight: '1001' }, 'maxPetWeight', EMPLOYEE_MESSAGES.maxPetWeight],
    [{ commissionRate: '45.125' }, 'commissionRate', EMPLOYEE_MESSAGES.commissionRate],
  ] as const)('%o -> %s message', (over, field, expected) => {
    expect(message(over, field)).toBe(expected);
  });
});

describe('display and the Employee type rule (part 2 §6)', () => {
  it('formats dates and times', () => {
    expect(formatDate('2024-03-01')).toBe('03-01-2024');
    expect(formatTime('08:05')).toBe('8:05 AM');
    expect(formatTime('17:00')).toBe('5:00 PM');
    expect(formatTime('00:30')).toBe('12:30 AM');
  });
  it("disables Update for a user whose own type is named 'Employee'", () => {
    const user = (UserType: SessionUser['UserType']) => ({ UserType }) as SessionUser;
    expect(updateDisabledForType(user('Employee'))).toBe(true);
    expect(updateDisabledForType(user('Administrator'))).toBe(false);
  });
});
