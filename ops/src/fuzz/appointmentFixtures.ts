import { ANIMAL_TYPE_IDS, SEED_BREEDS } from '@pawroute/domain';
import { upload } from '../pets/testSupport';
import type { TestClient, TestResponse } from '../testing';

/**
 * The appointments the fuzz table's appointment and standing routes point at. Their own customer (the
 * fuzz customer has a blocking complaint against the demo stylist, so it could not be booked with
 * them), an estimate left unbooked for create, a scheduled appointment with a picture, a standing
 * request without a standing (createStanding), and a standing with its first occurrence date.
 */
export interface AppointmentFuzzIds {
  appointmentEstimateId: number;
  appointmentId: number;
  appointmentPictureFileName: string;
  standingRequestId: number;
  standingId: number;
  /** 'MM-DD-YYYY', a Monday five weeks or more ahead: the appointments' date and the standing's first occurrence. */
  appointmentDate: string;
}

const ADDRESS = { address: '4512 Mockingbird Ln', city: 'Dallas', state: 'TX', zipcode: '75205', mapsco: '334D-H' };

/** A Monday at least five weeks from now, 'MM-DD-YYYY'. */
export function fuzzAppointmentDate(): string {
  const d = new Date();
  d.setUTCHours(12, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + 35);
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  const iso = d.toISOString().slice(0, 10);
  return `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;
}

export const FUZZ_STANDING_EVENT = (startDate: string) => ({
  title: 'Every 4 weeks',
  description: 'Monday mornings',
  startDate,
  endDate: null,
  isRecurring: true,
  RecurringPattern: { rrule: 'FREQ=WEEKLY;INTERVAL=4;BYDAY=MO', separationCount: 4, startDate, endDate: null },
});

function ok<Body>(what: string, response: TestResponse<Body>): Body {
  if (response.status !== 200) throw new Error(`fuzz appointment fixture ${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

export async function createAppointmentFixtures(staff: TestClient, employeeId: number, png: Buffer): Promise<AppointmentFuzzIds> {
  const dog = SEED_BREEDS.find((b) => b.animalTypeId === ANIMAL_TYPE_IDS.dog)!;
  const user = ok('user/create', await staff.post<{ userId: number; customerId: number }>('/api/v4/user/create', {
    firstName: 'Fuzz', lastName: 'Booked', emailAddress: 'fuzz.booked@example.com', AddressInfo: ADDRESS, isAccount: false,
  }));
  const pet = ok('pets/update', await staff.post<{ ID: number }>('/api/v4/pets/update', { customerId: user.customerId, petName: 'Dot', animalTypeId: dog.animalTypeId, breedId: dog.id }));
  const estimate = async () =>
    ok('estimate/save', await staff.post<{ data: { estimateId: number } }>('/api/v4/estimate/save', {
      estimate: { address: ADDRESS, tripFee: 3900, pets: [{ petId: pet.ID, estimatePackage: 'b&b', addonIds: [] }] },
      user: { ID: user.userId },
    })).data.estimateId;
  const appointmentDate = fuzzAppointmentDate();
  const create = async (body: Record<string, unknown>) =>
    ok('appointments/create', await staff.post<{ newAppointmentId: number }>('/api/v4/appointments/create', { estimateId: await estimate(), ...body })).newAppointmentId;

  const appointmentId = await create({ appointmentDate, startTime: '9:00 AM', endTime: '10:30 AM', employeeId });
  const picture = ok('appointments/uploadPicture', await upload(staff, '/api/v4/appointments/uploadPicture', { appointmentId }, { bytes: png, name: 'dot.png', type: 'image/png' }));
  const standingRequest = async () => {
    const id = await create({ addToWaitingList: true });
    ok('requestStanding', await staff.post('/api/v4/appointments/requestStanding', { appointmentId: id, comment: 'Every 4 weeks' }));
    return id;
  };
  const standingRequestId = await standingRequest();
  const standingId = await standingRequest();
  ok('createStanding', await staff.post('/api/v4/appointments/createStanding', {
    appointmentId: standingId, employeeId, startTime: '1:00 PM', endTime: '2:30 PM', event: FUZZ_STANDING_EVENT(appointmentDate),
  }));
  return { appointmentEstimateId: await estimate(), appointmentId, appointmentPictureFileName: String(picture.name), standingRequestId, standingId, appointmentDate };
}
