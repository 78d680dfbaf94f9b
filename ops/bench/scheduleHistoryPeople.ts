/**
 * The people of the schedule benchmark's history, decided by the same deciders as the API: an office
 * user, ten stylists (Mon–Fri 8:00–17:00, 90 minutes a pet, 5 pets a day) with their time off (every
 * other Friday for half of them, a week's vacation each year for all), and ~2,000 customers with one or
 * two pets. Estimates are made with their appointments (an estimate has one appointment).
 */
import {
  SEED_BREEDS,
  USER_TYPE_IDS,
  customerDecider,
  customerStream,
  emailClaimDecider,
  emailClaimStream,
  employeeDecider,
  employeeStream,
  exceptionDecider,
  petDecider,
  petStream,
  scheduleExceptionStream,
  userDecider,
  userStream,
  type AddressData,
  type CommandContext,
  type ExceptionEvent,
  type ExceptionEventInput,
  type StylistHours,
} from '@pawroute/domain';
import type { DemoEstimatePet } from '../src/seed/demoEstimate';
import { execute, type HistoryWriter } from './scheduleHistoryWriter';

export interface BenchStylist {
  employeeId: number;
  hours: StylistHours;
  /** Exception events (isWorking false), expanded per day by the appointment generator. */
  timeOff: ExceptionEvent[];
}

export interface BenchCustomer {
  customerId: number;
  userId: number;
  emailAddress: string;
  address: AddressData;
  phoneNumber: string;
  pets: DemoEstimatePet[];
}

export interface BenchPeople {
  officeUserId: number;
  stylists: BenchStylist[];
  customers: BenchCustomer[];
  /** Id sequences' last values, so later commands do not collide. */
  lastIds: Record<'user' | 'customer' | 'pet' | 'exception', number>;
}

export interface PeopleOptions {
  stylists: number;
  customers: number;
  timeZone: string;
  /** First and last business-local date of the history. */
  firstDate: string;
  lastDate: string;
  /** When the people were made (before the first appointment). */
  at: string;
  random: () => number;
}

const FIRST = ['Ava', 'Ben', 'Cleo', 'Dan', 'Eva', 'Finn', 'Gia', 'Hugo', 'Iris', 'Jack', 'Kai', 'Lena', 'Milo', 'Nora', 'Owen', 'Pia'];
const LAST = ['Adams', 'Baker', 'Clark', 'Diaz', 'Evans', 'Fox', 'Gray', 'Hill', 'Irwin', 'James', 'King', 'Lopez', 'Moore', 'Nash'];
const CITIES = [['Dallas', '75204'], ['Plano', '75023'], ['Richardson', '75080'], ['Garland', '75040'], ['Irving', '75061'], ['Frisco', '75034']];
const PET_NAMES = ['Rex', 'Bella', 'Max', 'Luna', 'Daisy', 'Cooper', 'Coco', 'Milo', 'Rocky', 'Lola', 'Buddy', 'Teddy', 'Penny', 'Bear'];

const pick = <T>(xs: readonly T[], random: () => number): T => xs[Math.floor(random() * xs.length)]!;

const addDays = (date: string, days: number): string => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

export function generatePeople(writer: HistoryWriter, states: Map<string, unknown>, o: PeopleOptions): BenchPeople {
  const ctx = (actorUserId: number | null): CommandContext => ({ now: o.at, actorUserId });
  let userId = 0;
  let customerId = 0;
  let petId = 0;
  let exceptionId = 0;

  const createUser = (firstName: string, lastName: string, userTypeId: number, customer: number | null, address: AddressData | null, phone: string) => {
    userId += 1;
    const emailAddress = `${firstName}.${lastName}.${userId}@bench.pawroute.test`.toLowerCase();
    execute(writer, states, emailClaimStream(emailAddress), emailClaimDecider, { type: 'ClaimEmail', data: { emailAddress, userId } }, 'CreateUser', ctx(1));
    execute(writer, states, userStream(userId), userDecider, {
      type: 'CreateUser',
      data: { userId, firstName, middleName: null, lastName, emailAddress, userTypeId, customerId: customer, phoneNumber: phone, address, login: null },
    }, 'CreateUser', ctx(userId === 1 ? null : 1));
    return { userId, emailAddress };
  };
  const createEmployee = (id: number) =>
    execute(writer, states, employeeStream(id), employeeDecider, { type: 'CreateEmployee', data: { employeeId: id, userId: id } }, 'CreateUser', ctx(1));

  // The office user (user 1) makes everything after.
  const office = createUser('Olive', 'Office', USER_TYPE_IDS.Office, null, null, '(214) 555-0100');
  createEmployee(office.userId);

  const stylists: BenchStylist[] = [];
  for (let s = 0; s < o.stylists; s += 1) {
    const { userId: employeeId } = createUser(FIRST[s % FIRST.length]!, `Stylist${s + 1}`, USER_TYPE_IDS.Stylist, null, null, `(214) 555-${String(1000 + s)}`);
    createEmployee(employeeId);
    const hours: StylistHours = {
      workDayStartTime: '08:00', workDayEndTime: '17:00',
      worksSunday: false, worksMonday: true, worksTuesday: true, worksWednesday: true, worksThursday: true, worksFriday: true, worksSaturday: false,
      petsPerDay: 5, minutesPerPet: 90,
    };
    execute(writer, states, employeeStream(employeeId), employeeDecider, {
      type: 'UpdateEmployeeDetails',
      data: {
        employeeId, dateHired: '2020-01-06', dateTerminated: null, workDayStartTime: hours.workDayStartTime, workDayEndTime: hours.workDayEndTime,
        worksMonday: true, worksTuesday: true, worksWednesday: true, worksThursday: true, worksFriday: true, worksSaturday: false, worksSunday: false,
        emergencyContactName: null, emergencyContactPhone: null,
      },
    }, 'UpdateEmployeeDetails', ctx(1));
    execute(writer, states, employeeStream(employeeId), employeeDecider, {
      type: 'UpdateStylistDetails',
      data: {
        employeeId, petsPerDay: hours.petsPerDay, minutesPerPet: hours.minutesPerPet, maxPetWeight: 150, commissionRate: 45,
        servicesCats: s % 3 !== 0, isSmoker: false, hasGeneratorVehicle: s % 2 === 0, stylistBreedRestrictions: [],
      },
    }, 'UpdateStylistDetails', ctx(1));

    const timeOff: ExceptionEvent[] = [];
    const addTimeOff = (event: ExceptionEventInput) => {
      exceptionId += 1;
      const [created] = execute(writer, states, scheduleExceptionStream(exceptionId), exceptionDecider, {
        type: 'CreateException',
        data: { exceptionId, employeeId, isWorking: false, event, timeZone: o.timeZone },
      }, 'CreateException', ctx(1));
      if (created?.type === 'ScheduleExceptionCreated') timeOff.push(created.data.event);
    };
    if (s % 2 === 0) {
      // Every other Friday off, from the first Friday of the history.
      let friday = o.firstDate;
      while (new Date(`${friday}T00:00:00Z`).getUTCDay() !== 5) friday = addDays(friday, 1);
      addTimeOff({
        title: 'Every other Friday off', startDate: friday, endDate: friday, isAllDay: true, isRecurring: true,
        RecurringPattern: { rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR', startDate: friday, endDate: null },
      });
    }
    // A week's vacation in each year of the history, a different week per stylist.
    for (let start = addDays(o.firstDate, 60 + s * 14); start <= o.lastDate; start = addDays(start, 365)) {
      addTimeOff({ title: 'Vacation', startDate: start, endDate: addDays(start, 6), isAllDay: true, isRecurring: false });
    }
    stylists.push({ employeeId, hours, timeOff });
  }

  const breeds = SEED_BREEDS;
  const customers: BenchCustomer[] = [];
  for (let c = 0; c < o.customers; c += 1) {
    customerId += 1;
    const [city, zipcode] = pick(CITIES, o.random);
    const address: AddressData = { address: `${100 + c} Elm St`, city: city!, state: 'TX', zipcode: zipcode!, mapsco: null };
    const first = pick(FIRST, o.random);
    const last = pick(LAST, o.random);
    const phone = `(972) 555-${String(c % 10000).padStart(4, '0')}`;
    const user = createUser(first, last, USER_TYPE_IDS.Customer, customerId, address, phone);
    execute(writer, states, customerStream(customerId), customerDecider, { type: 'CreateCustomer', data: { customerId, userId: user.userId } }, 'CreateUser', ctx(1));

    const pets: DemoEstimatePet[] = [];
    const petCount = o.random() < 0.3 ? 2 : 1;
    for (let p = 0; p < petCount; p += 1) {
      petId += 1;
      const breed = pick(breeds, o.random);
      const petName = pick(PET_NAMES, o.random);
      execute(writer, states, petStream(petId), petDecider, {
        type: 'AddPet',
        data: { petId, customerId, userId: user.userId, petName, breedId: breed.id, animalTypeId: breed.animalTypeId },
      }, 'AddPet', ctx(1));
      pets.push({ petId, petName, breedId: breed.id });
    }
    customers.push({ customerId, userId: user.userId, emailAddress: user.emailAddress, address, phoneNumber: phone, pets });
  }
  return {
    officeUserId: office.userId,
    stylists,
    customers,
    lastIds: { user: userId, customer: customerId, pet: petId, exception: exceptionId },
  };
}
