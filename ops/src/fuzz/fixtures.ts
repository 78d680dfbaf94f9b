import sharp from 'sharp';
import { ANIMAL_TYPE_IDS, SEED_BREEDS } from '@pawroute/domain';
import { upload } from '../pets/testSupport';
import type { TestClient, TestResponse } from '../testing';
import { createAppointmentFixtures, type AppointmentFuzzIds } from './appointmentFixtures';

/** The records the valid requests of the fuzz table point at. */
export interface FuzzIds extends AppointmentFuzzIds {
  userId: number;
  customerId: number;
  petId: number;
  /** A second customer (merge's duplicate). */
  otherUserId: number;
  pictureFileName: string;
  addressId: number;
  phoneNumberId: number;
  emailId: number;
  cardId: number;
  estimateId: number;
  commentGroupId: number;
  breedId: number;
  animalTypeId: number;
  /** A stylist's employee id (the demo stylist), an exception of theirs and a complaint about them. */
  employeeId: number;
  exceptionId: number;
  complaintId: number;
}

export const FUZZ_ADDRESS = { address: '4512 Mockingbird Ln', city: 'Dallas', state: 'TX', zipcode: '75205', mapsco: '334D-H' };
/** A recurring all-day exception: every other Friday through April. */
export const FUZZ_EXCEPTION_EVENT = {
  title: 'Day off',
  description: 'Dentist',
  startDate: '2026-02-27',
  endDate: '2026-02-27',
  startTime: '00:00',
  endTime: '23:59',
  isAllDay: true,
  isRecurring: true,
  RecurringPattern: { rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR', startDate: '2026-02-27', endDate: '2026-04-30' },
};
export const tinyPng = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#c08040' } }).png().toBuffer();

function ok<Body>(what: string, response: TestResponse<Body>): Body {
  if (response.status !== 200) throw new Error(`fuzz fixture ${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** Creates a customer with a pet, a picture, contacts, an estimate and a comment group, as `staff`. */
export async function createFuzzFixtures(staff: TestClient): Promise<FuzzIds> {
  const dog = SEED_BREEDS.find((b) => b.animalTypeId === ANIMAL_TYPE_IDS.dog)!;
  const createUser = (email: string) =>
    staff.post<{ userId: number; customerId: number }>('/api/v4/user/create', {
      firstName: 'Fuzz',
      lastName: 'Target',
      emailAddress: email,
      phoneNumber: '214-555-0100',
      AddressInfo: FUZZ_ADDRESS,
      isAccount: true,
    });
  const user = ok('user/create', await createUser('fuzz.target@example.com'));
  const other = ok('user/create (other)', await createUser('fuzz.other@example.com'));
  const pet = ok(
    'pets/update',
    await staff.post<{ ID: number }>('/api/v4/pets/update', {
      customerId: user.customerId,
      petName: 'Rex',
      animalTypeId: dog.animalTypeId,
      breedId: dog.id,
    }),
  );
  const picture = await upload(staff, '/api/v4/pets/uploadPicture', { petId: pet.ID }, { bytes: await tinyPng(), name: 'rex.png', type: 'image/png' });
  const { fileName } = ok('pets/uploadPicture', picture) as { fileName: string };
  const address = ok('addresses/create', await staff.post<{ newAddressId: number }>('/api/v4/addresses/create', { userId: user.userId, ...FUZZ_ADDRESS }));
  const phone = ok('phoneNumbers/create', await staff.post<{ newPhoneNumberId: number }>('/api/v4/phoneNumbers/create', { userId: user.userId, phoneNumber: '214-555-0101' }));
  const email = ok('emails/create', await staff.post<{ newEmailId: number }>('/api/v4/emails/create', { userId: user.userId, emailAddress: 'fuzz.contact@example.com' }));
  const card = ok(
    'user/addNewCard',
    await staff.post<{ newCardId: number }>('/api/v4/user/addNewCard', {
      userId: user.userId,
      nameOnCard: 'Fuzz Target',
      cardNumber: '4242 4242 4242 4242',
      expiration: '11/38',
      securityCode: '123',
      billingZipcode: '75205',
    }),
  );
  const estimate = ok(
    'estimate/save',
    await staff.post<{ data: { estimateId: number } }>('/api/v4/estimate/save', {
      estimate: { address: FUZZ_ADDRESS, tripFee: 3900, pets: [{ petId: pet.ID, estimatePackage: 'b&b', addonIds: [] }] },
      user: { ID: user.userId },
    }),
  );
  const options = ok('getOptions', await staff.get<{ stylists: { ID: number }[] }>('/api/v4/getOptions'));
  const employeeId = options.stylists[0]!.ID;
  const exception = ok(
    'exceptions/create',
    await staff.post<{ ID: number }>('/api/v4/exceptions/create', { employeeId, isWorking: false, event: FUZZ_EXCEPTION_EVENT }),
  );
  const complaint = ok(
    'complaints/create',
    await staff.post<{ ID: number }>('/api/v4/complaints/create', { customerId: user.customerId, employeeId, complaint: 'Late', isBlocking: true }),
  );
  const group = ok('user/openCommentGroup', await staff.post<{ commentGroupId: number }>('/api/v4/user/openCommentGroup', { userId: user.userId }));
  const appointments = await createAppointmentFixtures(staff, employeeId, await tinyPng());
  return {
    ...appointments,
    userId: user.userId,
    customerId: user.customerId,
    petId: pet.ID,
    otherUserId: other.userId,
    pictureFileName: fileName,
    addressId: address.newAddressId,
    phoneNumberId: phone.newPhoneNumberId,
    emailId: email.newEmailId,
    cardId: card.newCardId,
    estimateId: estimate.data.estimateId,
    commentGroupId: group.commentGroupId,
    breedId: dog.id,
    animalTypeId: dog.animalTypeId,
    employeeId,
    exceptionId: exception.ID,
    complaintId: complaint.ID,
  };
}

/** The signed-in customer's own user, customer and pet, for the customer-facing routes. */
export async function customerOwnIds(customer: TestClient, base: FuzzIds): Promise<FuzzIds> {
  const me = ok('check-session-user', await customer.get<{ user: { ID: number; customerId: number } }>('/api/v4/entrance/check-session-user')).user;
  const pets = ok('pets/findByCustomer', await customer.get<{ pets: { ID: number }[] }>('/api/v4/pets/findByCustomer', { query: { customerId: me.customerId } }));
  return { ...base, userId: me.ID, customerId: me.customerId, petId: pets.pets[0]?.ID ?? base.petId };
}
