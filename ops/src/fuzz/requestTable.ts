import type { FuzzIds } from './fixtures';
import { FUZZ_ADDRESS, FUZZ_EXCEPTION_EVENT } from './fixtures';
import { FUZZ_STANDING_EVENT } from './appointmentFixtures';
import type { JsonObject } from './mutations';

/**
 * One valid request per route of the server, the fuzz test's starting point: it breaks one field at a
 * time. A route the server serves without an entry here fails the test, so a new route is fuzzed from
 * the day it lands. Fill every field a route takes (optional ones too): only fields named here are fuzzed.
 */
export type Who = 'admin' | 'customer' | 'anonymous' | 'spareAdmin';

export interface FuzzRequest {
  query?: JsonObject;
  body?: JsonObject;
  /** multipart/form-data with these text fields and a small PNG. */
  multipart?: Record<string, string | number>;
}

export interface FuzzEntry {
  /** Who sends it: staff routes as the administrator, customer-facing ones as the customer too. */
  as: readonly Who[];
  /** One valid request, or several when the route has paths that read different fields. */
  request(ids: FuzzIds): FuzzRequest | FuzzRequest[];
}

const admin = ['admin'] as const;
const FUZZ_BREED = {
  breed: 'Fuzz Hound', animalTypeId: 1, minutesToGroom: 90, bathBrushPrice: 5000, bathBrushPrice3Months: 5500,
  bathBrushPrice6Months: 6000, deluxePrice: 7000, deluxePrice3Months: 7500, deluxePrice6Months: 8000,
};
const FUZZ_PRODUCT = { item: 'Fuzz Bow', category: 'Add-on', price: 500, addonPrice: 300, description: '', customerNote: '' };
const both = ['admin', 'customer'] as const;
/** Routes only a customer may use (the portal's own writes: staff are refused before the handler). */
const customerOnly = ['customer'] as const;
const userQuery = (ids: FuzzIds) => ({ query: { userId: ids.userId } });

const user = (ids: FuzzIds) => ({
  firstName: 'Ada',
  middleName: 'B',
  lastName: 'Fuzz',
  emailAddress: `fuzz.${ids.petId}@example.com`,
  UserTypeID: 5,
  phoneNumber: '214-555-0199',
  AddressInfo: { ...FUZZ_ADDRESS },
  isAccount: true,
});

/** The user/create body the test also sends valid at the end (its email must still be free then). */
export const newCustomerBody = (ids: FuzzIds): JsonObject => user(ids);

export const FUZZ_TABLE: Record<string, FuzzEntry> = {
  // Platform core and sign-in.
  'GET /csrfToken': { as: ['anonymous'], request: () => ({}) },
  'PUT /api/v4/entrance/login': { as: ['anonymous'], request: () => ({ body: { emailAddress: 'nobody.fuzz@example.com', password: 'not-the-password' } }) },
  'POST /api/v4/entrance/send-password-recovery-email': { as: ['anonymous'], request: () => ({ body: { emailAddress: 'nobody.fuzz@example.com' } }) },
  'POST /api/v4/entrance/update-password-and-login': {
    as: ['anonymous'],
    request: () => ({ body: { token: 'bm90LWEtcmVhbC10b2tlbi1ub3QtYS1yZWFsLXRva2Vu', emailAddress: 'nobody.fuzz@example.com', password: 'not-the-password' } }),
  },
  'GET /api/v4/entrance/check-session-user': { as: both, request: () => ({}) },
  // sign-up and the public link pages (tokens that match no link: every path ends in a refusal).
  'POST /api/v4/entrance/signup': {
    as: ['anonymous'],
    request: (ids) => ({
      body: {
        firstName: 'Ada', lastName: 'Signup', emailAddress: `fuzz.signup.${ids.petId}@example.com`, Password: 'fuzz-password-1', acceptedPolicies: true,
        address: '1 Fuzz St', city: 'Dallas', state: 'Texas', zipcode: '75201', homePhone: '214-555-0188', workPhone: '214-555-0187', alternatePhone: '',
        pets: [{ name: 'Rex', animalTypeId: 1, breedId: 1, weight: 30, age: 2 }],
        webPriceEstimate: { animal: 'Dog', dogBreed: 'Poodle', catBreed: null, dogPackage: 'Deluxe', catPackage: null, dogExtras: ['Nails'], catExtras: null, estimatedPriceRange: '$85 - $95', estimateTime: '2 hours' },
      },
    }),
  },
  'GET /api/v4/entrance/confirmEmail': { as: ['anonymous'], request: () => ({ query: { token: 'bm90LWEtcmVhbC10b2tlbi1ub3QtYS1yZWFsLXRva2Vu' } }) },
  'GET /api/v4/entrance/confirmAppointment': { as: ['anonymous'], request: () => ({ query: { token: 'bm90LWEtcmVhbC10b2tlbi1ub3QtYS1yZWFsLXRva2Vu' } }) },
  'GET /api/v4/entrance/confirmationImage': { as: ['anonymous'], request: () => ({ query: { token: 'bm90LWEtcmVhbC10b2tlbi1ub3QtYS1yZWFsLXRva2Vu' } }) },
  'GET /api/v4/entrance/getFeedbackInfo': { as: ['anonymous'], request: () => ({ query: { token: 'bm90LWEtcmVhbC10b2tlbi1ub3QtYS1yZWFsLXRva2Vu' } }) },
  'POST /api/v4/entrance/submitFeedback': {
    as: ['anonymous'],
    request: () => ({ body: { token: 'bm90LWEtcmVhbC10b2tlbi1ub3QtYS1yZWFsLXRva2Vu', rating: 5, comment: 'Lovely', setStylistAsPreferred: true } }),
  },
  'GET /api/v4/account/logout': { as: ['spareAdmin'], request: () => ({}) },
  'POST /api/v4/logClientError': { as: ['anonymous', 'admin'], request: () => ({ body: { error: 'TypeError: x is undefined', info: 'at Foo' } }) },
  'GET /api/v4/live': { as: both, request: () => ({}) },

  // Options and policies.
  'GET /api/v4/getOptions': { as: both, request: () => ({}) },
  'GET /api/v4/entrance/get-sign-up-options': { as: ['anonymous'], request: () => ({}) },
  'GET /api/v4/entrance/privacyPolicy': { as: ['anonymous'], request: () => ({}) },
  'GET /api/v4/entrance/termsOfService': { as: ['anonymous'], request: () => ({}) },
  'GET /api/v4/health': { as: ['anonymous'], request: () => ({}) },
  'GET /api/v4/system/projections': { as: ['admin'], request: () => ({}) },
  // Starts a verification in the background (one small projector, so the fuzz run stays light).
  'POST /api/v4/system/verifyProjections': { as: ['admin'], request: () => ({ body: { projectors: ['todo'] } }) },
  // Payments. The webhook answers 404 with the sandbox gateway (Authorize.net is not live).
  'GET /api/v4/payments/gateway': { as: ['admin'], request: () => ({}) },
  'GET /api/v4/system/paymentReconciliations': { as: ['admin'], request: () => ({}) },
  'GET /payments/accept-standin.js': { as: ['anonymous'], request: () => ({}) },
  'POST /api/v4/management/testPaymentGateway': { as: ['admin'], request: () => ({ body: {} }) },
  'POST /api/v4/payments/authorizeNet/webhook': { as: ['anonymous'], request: () => ({ body: {} }) },
  'GET /api/v4/user/getCustomerPolicyStatus': { as: both, request: userQuery },
  'POST /api/v4/user/customerAcceptedPolicies': { as: both, request: (ids) => ({ body: { userId: ids.userId, acceptedPolicies: true } }) },

  // Customers and users.
  'POST /api/v4/user/create': { as: admin, request: (ids) => ({ body: user(ids) }) },
  'GET /api/v4/users/getCustomers': {
    as: admin,
    request: () => ({
      query: { page: 0, pageSize: 20, sorted: [{ id: 'lastName', desc: false }], filtered: [{ id: 'name', value: 'fuzz' }] },
    }),
  },
  'GET /api/v4/user/find': { as: both, request: (ids) => ({ query: { ID: ids.userId } }) },
  'GET /api/v4/user/getDetails': { as: both, request: userQuery },
  'GET /api/v4/user/getCustomerDetails': { as: both, request: (ids) => ({ query: { customerId: ids.customerId } }) },
  'GET /api/v4/user/getBalance': { as: both, request: userQuery },
  'GET /api/v4/user/getCustomerDefaultGratuity': { as: both, request: userQuery },
  'POST /api/v4/user/updateCustomerDetails': {
    as: admin,
    request: (ids) => ({
      body: {
        customerId: ids.customerId,
        isSeniorCitizen: false,
        isMilitary: false,
        isTaxExempt: false,
        tripCharge: '39.00',
        tripChargeCents: 3900,
        defaultGratuityPercent: 10,
        defaultGratuityDollar: '5.00',
        defaultGratuityCents: 500,
        contactMethodId: 1,
        preferredStylistId: null,
        User: { firstName: 'Fuzz', middleName: 'Q', lastName: 'Target', birthday: '01-02-1980', notes: 'Gate code 12' },
      },
    }),
  },
  'POST /api/v4/user/createLoginAccount': { as: admin, request: (ids) => ({ body: { loginEmail: 'fuzz.login@example.com', userId: ids.userId } }) },
  'DELETE /api/v4/user/delete': { as: admin, request: userQuery },
  'PUT /api/v4/user/restore': { as: admin, request: (ids) => ({ body: { userId: ids.userId } }) },
  'POST /api/v4/user/openCommentGroup': { as: admin, request: (ids) => ({ body: { userId: ids.userId } }) },
  'POST /api/v4/users/mergeCustomerProfiles': {
    as: admin,
    request: (ids) => ({ body: { primaryProfileId: ids.userId, duplicateProfileId: ids.otherUserId } }),
  },

  // Comments and ratings.
  'GET /api/v4/comments/findByGroup': { as: admin, request: (ids) => ({ query: { commentGroupId: ids.commentGroupId } }) },
  'POST /api/v4/comments/create': { as: admin, request: (ids) => ({ body: { commentGroupId: ids.commentGroupId, comment: 'Friendly dog' } }) },
  'GET /api/v4/ratings/findByUser': { as: admin, request: userQuery },
  'POST /api/v4/ratings/create': { as: admin, request: (ids) => ({ body: { userId: ids.userId, rating: 5, comment: 'Great' } }) },

  // Contacts.
  'GET /api/v4/addresses/findByUser': { as: both, request: userQuery },
  'POST /api/v4/addresses/create': {
    as: both,
    request: (ids) => ({
      body: { userId: ids.userId, ...FUZZ_ADDRESS, mapscoCityId: 1, notes: 'Side gate', isPrimary: false, needsGenerator: false },
    }),
  },
  'POST /api/v4/addresses/update': {
    as: both,
    request: (ids) => ({
      body: { addressId: ids.addressId, ...FUZZ_ADDRESS, mapscoCityId: 1, notes: 'Side gate', isPrimary: false, needsGenerator: false },
    }),
  },
  'DELETE /api/v4/addresses/delete': { as: both, request: (ids) => ({ query: { addressId: ids.addressId } }) },
  'GET /api/v4/phoneNumbers/findByUser': { as: both, request: userQuery },
  'POST /api/v4/phoneNumbers/create': {
    as: both,
    request: (ids) => ({ body: { userId: ids.userId, phoneNumber: '214-555-0102', extension: '12', label: 'Work', isPrimary: false } }),
  },
  'POST /api/v4/phoneNumbers/update': {
    as: both,
    request: (ids) => ({ body: { phoneNumberId: ids.phoneNumberId, phoneNumber: '214-555-0103', extension: '12', label: 'Work', isPrimary: false } }),
  },
  'DELETE /api/v4/phoneNumbers/delete': { as: both, request: (ids) => ({ query: { phoneNumberId: ids.phoneNumberId } }) },
  'GET /api/v4/emails/findByUser': { as: both, request: userQuery },
  'POST /api/v4/emails/create': {
    as: both,
    request: (ids) => ({ body: { userId: ids.userId, emailAddress: 'fuzz.more@example.com', label: 'Home', isPrimary: false } }),
  },
  'POST /api/v4/emails/update': {
    as: both,
    request: (ids) => ({ body: { emailId: ids.emailId, emailAddress: 'fuzz.again@example.com', label: 'Home', isPrimary: false } }),
  },
  'DELETE /api/v4/emails/delete': { as: both, request: (ids) => ({ query: { emailId: ids.emailId } }) },
  'GET /api/v4/user/getCreditCards': { as: both, request: userQuery },
  'POST /api/v4/user/addNewCard': {
    as: both,
    request: (ids) => ({
      body: {
        userId: ids.userId,
        isPrimary: false,
        nameOnCard: 'Fuzz Target',
        cardNumber: '4242 4242 4242 4242',
        expiration: '11/38',
        securityCode: '123',
        billingZipcode: '75205',
      },
    }),
  },
  'POST /api/v4/user/setPrimaryCard': { as: both, request: (ids) => ({ body: { cardId: ids.cardId } }) },
  'DELETE /api/v4/user/deleteCreditCard': { as: both, request: (ids) => ({ query: { ID: ids.cardId } }) },

  // Pets and pictures.
  'GET /api/v4/pets/findByCustomer': { as: both, request: (ids) => ({ query: { customerId: ids.customerId } }) },
  'POST /api/v4/pets/update': {
    as: both,
    request: (ids) => ({
      body: {
        ID: ids.petId,
        customerId: ids.customerId,
        petName: 'Rex',
        animalTypeId: ids.animalTypeId,
        breedId: ids.breedId,
        sex: 'Male',
        weight: 20,
        age: 3,
        birthday: '01-02-2020',
        grooming: 'Short cut',
        habits: 'Friendly',
        priceHistory: '$45',
        notes: 'Good boy',
        isDeceased: false,
        isServicePet: false,
        lastFee: 4500,
        lastGroomDate: '01-02-2024',
        isOverridingGroomingFee: true,
        overrideGroomingFeePrice: 5000,
        minutesToGroom: 60,
      },
    }),
  },
  // The groomer's van: the pet's Grooming and Cut from the stylist's appointment (the fixture's appointment is the demo customer's).
  // The Deposits page: the gateway's settled batches over a range of the business's dates.
  'GET /api/v4/deposits/findByDate': { as: admin, request: () => ({ query: { startDate: '11-01-2026', endDate: '11-30-2026' } }) },
  'POST /api/v4/pets/updateGrooming': { as: admin, request: (ids) => ({ body: { appointmentId: ids.appointmentId, petId: ids.petId, grooming: 'Teddy bear face, 1/2 inch body' } }) },
  'DELETE /api/v4/pets/delete': { as: admin, request: (ids) => ({ query: { petId: ids.petId } }) },
  'POST /api/v4/pets/updateOwner': {
    as: admin,
    request: (ids) => ({
      body: {
        petID: ids.petId,
        customerID: null,
        newCustomer: {
          Name: { firstName: 'New', middleName: 'O', lastName: 'Owner' },
          Address: { ...FUZZ_ADDRESS },
          emailAddress: 'fuzz.owner@example.com',
          phoneNumber: '214-555-0104',
          isAccount: false,
        },
      },
    }),
  },
  'POST /api/v4/pets/sendSympathyEmail': { as: admin, request: (ids) => ({ body: { petId: ids.petId } }) },
  'POST /api/v4/profile/updatePetNotes': { as: both, request: (ids) => ({ body: { petId: ids.petId, habits: 'Sleeps a lot' } }) },
  'GET /api/v4/pets/getPicturePaths': { as: both, request: (ids) => ({ query: { petId: ids.petId } }) },
  'GET /api/v4/pets/getPicture': { as: both, request: (ids) => ({ query: { petId: ids.petId, fileName: ids.pictureFileName } }) },
  'GET /api/v4/pets/getPetProfilePicture': { as: both, request: (ids) => ({ query: { petId: ids.petId } }) },
  'POST /api/v4/pets/uploadPicture': { as: admin, request: (ids) => ({ multipart: { petId: ids.petId } }) },
  'POST /api/v4/pets/removePicture': { as: admin, request: (ids) => ({ body: { petId: ids.petId, fileName: ids.pictureFileName } }) },
  'POST /api/v4/user/uploadPicture': { as: both, request: (ids) => ({ multipart: { userId: ids.userId } }) },
  'GET /api/v4/user/getProfilePicture': { as: both, request: userQuery },
  'GET /api/v4/profile/getProfilePicture': { as: both, request: () => ({}) },

  // Estimates.
  'GET /api/v4/estimate/findById': { as: admin, request: (ids) => ({ query: { estimateId: ids.estimateId, isCopy: 'false' } }) },
  'GET /api/v4/estimate/findByCustomer': { as: admin, request: userQuery },
  'GET /api/v4/estimate/findLastByCustomer': { as: admin, request: userQuery },
  'POST /api/v4/estimate/save': {
    as: admin,
    // For the customer on file, and for a new customer created with the estimate.
    request: (ids) => [
      estimateFor(ids, ids.estimateId, { ID: ids.userId }),
      estimateFor(ids, null, { ID: null, emailAddress: 'fuzz.estimate@example.com' }),
    ],
  },

  // Schedule exceptions.
  'GET /api/v4/exceptions/getAll': { as: admin, request: (ids) => ({ query: { employeeId: ids.employeeId, start: '2026-02-01', end: '2026-04-30' } }) },
  'POST /api/v4/exceptions/create': { as: admin, request: (ids) => ({ body: { employeeId: ids.employeeId, isWorking: false, event: { ...FUZZ_EXCEPTION_EVENT } } }) },
  'POST /api/v4/exceptions/update': { as: admin, request: (ids) => ({ body: { ID: ids.exceptionId, isWorking: true, event: { ...FUZZ_EXCEPTION_EVENT } } }) },
  'DELETE /api/v4/exceptions/delete': { as: admin, request: (ids) => ({ query: { exceptionId: ids.exceptionId } }) },

  // Complaints.
  'GET /api/v4/complaints/findAll': { as: admin, request: () => ({ query: { showTerminated: 'true' } }) },
  'GET /api/v4/dashboard/summary': { as: both, request: () => ({}) },
  'POST /api/v4/complaints/create': {
    as: admin,
    request: (ids) => ({ body: { customerId: ids.customerId, employeeId: ids.employeeId, complaint: 'Late again', isBlocking: false } }),
  },
  'POST /api/v4/complaints/setBlocking': { as: admin, request: (ids) => ({ body: { complaintId: ids.complaintId, isBlocking: false } }) },

  // Management settings (updates and deletes name a record that does not exist: seeded prices stay put).
  'GET /api/v4/management/getBreeds': { as: admin, request: () => ({}) },
  'GET /api/v4/management/getProductsAndServices': { as: admin, request: () => ({}) },
  'GET /api/v4/management/getTodoCategories': { as: admin, request: () => ({}) },
  'GET /api/v4/management/getContactMethods': { as: admin, request: () => ({}) },
  'POST /api/v4/management/createBreed': { as: admin, request: () => ({ body: { ...FUZZ_BREED } }) },
  'POST /api/v4/management/updateBreed': { as: admin, request: () => ({ body: { ...FUZZ_BREED, ID: 99999 } }) },
  'POST /api/v4/management/createProductOrService': { as: admin, request: () => ({ body: { ...FUZZ_PRODUCT } }) },
  'POST /api/v4/management/updateProductOrService': { as: admin, request: () => ({ body: { ...FUZZ_PRODUCT, ID: 99999 } }) },
  'POST /api/v4/management/deleteProductOrService': { as: admin, request: () => ({ body: { ID: 99999 } }) },
  'POST /api/v4/management/createTodoCategory': { as: admin, request: () => ({ body: { category: 'Fuzz' } }) },
  'POST /api/v4/management/deleteTodoCategory': { as: admin, request: () => ({ body: { ID: 99999 } }) },
  'POST /api/v4/management/updateOtherOptions': { as: admin, request: () => ({ body: { defaultContactMethodId: 1 } }) },
  'GET /api/v4/management/getDefaultCancelFee': { as: admin, request: () => ({}) },
  'POST /api/v4/management/updateDefaultCancelFee': { as: admin, request: () => ({ body: { defaultCancelFee: 2500 } }) },
  'GET /api/v4/transactions/getReceiptInfo': { as: admin, request: () => ({ query: { transactionId: 1 } }) },
  'GET /api/v4/management/getTipBase': { as: admin, request: () => ({}) },
  'POST /api/v4/management/updateTipBase': { as: admin, request: () => ({ body: { tipBase: 'total' } }) },
  'GET /api/v4/management/getDistanceUnit': { as: admin, request: () => ({}) },
  'POST /api/v4/management/updateDistanceUnit': { as: admin, request: () => ({ body: { distanceUnit: 'mi' } }) },
  // Online booking (docs/RULES.md "Online booking"): the settings as the administrator, the Book as the customer.
  'GET /api/v4/booking/getSettings': { as: admin, request: () => ({}) },
  'POST /api/v4/booking/updateSettings': {
    as: admin,
    request: (ids) => ({
      body: { enabled: true, acceptMode: 'automatic', packages: ['b&b'], employeeIds: [ids.employeeId], horizonDays: 60, noticeHours: 24, cutoffHours: 24, requireCardOnFile: false, blockedCustomerIds: [] },
    }),
  },
  'GET /api/v4/booking/getOnlineOptions': { as: both, request: () => ({}) },
  'POST /api/v4/booking/saveEstimate': { as: customerOnly, request: (ids) => ({ body: { pets: [{ petId: ids.petId, estimatePackage: 'b&b', addonIds: [] }] } }) },
  'GET /api/v4/booking/getOpenTimes': { as: both, request: (ids) => ({ query: { estimateId: ids.estimateId, date: '06-01-2027' } }) },
  'POST /api/v4/booking/book': { as: customerOnly, request: (ids) => ({ body: { estimateId: ids.estimateId, employeeId: ids.employeeId, appointmentDate: '06-01-2027', startTime: '9:30 AM' } }) },
  'POST /api/v4/booking/move': { as: customerOnly, request: (ids) => ({ body: { appointmentId: ids.appointmentId, employeeId: ids.employeeId, appointmentDate: '06-01-2027', startTime: '9:30 AM' } }) },
  'POST /api/v4/booking/cancel': { as: customerOnly, request: (ids) => ({ body: { appointmentId: ids.appointmentId } }) },
  // The service area (docs/RULES.md SA-KIND) and the public /book (OTP-CODE).
  'GET /api/v4/serviceArea/get': { as: admin, request: () => ({}) },
  'POST /api/v4/serviceArea/update': {
    as: admin,
    request: () => [
      { body: { kind: 'mapsco', zipcodes: ['75201'], baseAddress: '1 Main St', baseLat: 32.78, baseLng: -96.8, maxMinutes: 30 } },
      { body: { kind: 'zip', zipcodes: '75201, 75204', baseAddress: '', baseLat: null, baseLng: null, maxMinutes: 30 } },
    ],
  },
  'GET /api/v4/booking/public/getOptions': { as: ['anonymous'], request: () => ({}) },
  'POST /api/v4/booking/public/checkAddress': { as: ['anonymous'], request: () => ({ body: { address: '1 Fuzz St', city: 'Dallas', state: 'Texas', zipcode: '75201', mapsco: '123-A' } }) },
  'POST /api/v4/booking/public/sendCode': {
    as: ['anonymous'],
    request: (ids) => ({
      body: {
        address: '1 Fuzz St', city: 'Dallas', state: 'Texas', zipcode: '75201', mapsco: '123-A', firstName: 'Ada', lastName: 'Book',
        emailAddress: `fuzz.book.${ids.petId}@example.com`, phone: '214-555-0189', channel: 'email', acceptedPolicies: true,
      },
    }),
  },
  'POST /api/v4/booking/public/verifyCode': { as: ['anonymous'], request: (ids) => ({ body: { emailAddress: `fuzz.book.${ids.petId}@example.com`, code: '000000' } }) },
  'POST /api/v4/booking/public/addPet': { as: customerOnly, request: () => ({ body: { name: 'Fuzzy', breedId: 1, weight: 20, coat: 'short' } }) },
  'POST /api/v4/booking/public/request': {
    as: customerOnly,
    request: (ids) => [
      { body: { estimateId: null, pets: [{ petId: ids.petId, estimatePackage: 'b&b', addonIds: [] }], wanted: null, note: 'Fuzz' } },
      { body: { estimateId: ids.estimateId, pets: [], wanted: { employeeId: ids.employeeId, appointmentDate: '2027-06-01', startTime: '09:30' }, note: '' } },
    ],
  },
  // Booking requests (request mode): the customer asks and may withdraw; the office answers (ids of no request).
  'POST /api/v4/booking/request': {
    as: customerOnly,
    request: (ids) => ({ body: { estimateId: ids.estimateId, employeeId: ids.employeeId, appointmentDate: '06-01-2027', startTime: '9:30 AM', note: 'Side gate' } }),
  },
  'POST /api/v4/booking/withdrawRequest': { as: customerOnly, request: () => ({ body: { requestId: 99999 } }) },
  'GET /api/v4/booking/getMyRequests': { as: customerOnly, request: () => ({}) },
  'GET /api/v4/booking/getRequests': { as: admin, request: () => ({ query: { search: 'Fuzz', status: 'open' } }) },
  'GET /api/v4/booking/getRequestCount': { as: admin, request: () => ({}) },
  'POST /api/v4/booking/acceptRequest': {
    as: admin,
    request: (ids): FuzzRequest[] => [{ body: { requestId: 99999 } }, { body: { requestId: 99999, employeeId: ids.employeeId, appointmentDate: '06-01-2027', startTime: '9:30 AM' } }],
  },
  'POST /api/v4/booking/declineRequest': { as: admin, request: () => ({ body: { requestId: 99999, reason: 'Fully booked' } }) },
  'POST /api/v4/booking/waitlistRequest': { as: admin, request: () => ({ body: { requestId: 99999 } }) },
  // Vaccinations (docs/RULES.md VAC-VALID): a pet's records (staff or its customer), the list and the rules (Management).
  'POST /api/v4/vaccinations/record': { as: both, request: (ids) => ({ body: { petId: ids.petId, recordId: null, vaccineId: 1, givenOn: '01-10-2026', expiresOn: '01-10-2027' } }) },
  'POST /api/v4/vaccinations/remove': { as: both, request: (ids) => ({ body: { petId: ids.petId, recordId: 99999 } }) },
  'GET /api/v4/vaccinations/findByPet': { as: both, request: (ids) => ({ query: { petId: ids.petId } }) },
  'GET /api/v4/vaccinations/getList': { as: both, request: () => ({}) },
  'POST /api/v4/vaccinations/uploadCertificate': { as: both, request: (ids) => ({ multipart: { petId: ids.petId, recordId: 1 } }) },
  'POST /api/v4/groomingReport/write': { as: both, request: (ids) => ({ body: { appointmentId: ids.appointmentId, note: 'Loved the bath', nextSuggestedDate: null } }) },
  'GET /api/v4/groomingReport/get': { as: both, request: (ids) => ({ query: { appointmentId: ids.appointmentId } }) },
  'GET /api/v4/vaccinations/getCertificate': { as: both, request: (ids) => ({ query: { petId: ids.petId, recordId: 1 } }) },
  'POST /api/v4/vaccinations/saveVaccine': { as: admin, request: () => ({ body: { vaccineId: null, name: 'Fuzz Vaccine' } }) },
  'POST /api/v4/vaccinations/removeVaccine': { as: admin, request: () => ({ body: { vaccineId: 99999 } }) },
  'POST /api/v4/vaccinations/updateRules': { as: admin, request: () => ({ body: { requiredVaccineIds: [1], refuseBookings: false } }) },
  // User types and permissions (updates, deletes and type changes name records that do not exist).
  'GET /api/v4/management/getUserTypes': { as: admin, request: () => ({}) },
  'POST /api/v4/management/user-type/create': { as: admin, request: () => ({ body: { UserType: 'Fuzz Type', Permissions: ['ViewDailyRoute'] } }) },
  'POST /api/v4/management/user-type/update': {
    as: admin,
    request: () => [
      { body: { ID: 99999, UserType: 'Fuzz Type 2', Permissions: ['ViewDailyRoute'] } },
      { body: { ID: 99999, UserType: 'Fuzz Type 2', Permissions: { ViewDailyRoute: true, ViewTodoItems: false } } },
    ],
  },
  'POST /api/v4/management/deleteUserType': { as: admin, request: () => ({ body: { ID: 99999, ReplacingID: 3 } }) },
  'POST /api/v4/user/changeUserType': { as: admin, request: () => ({ body: { userId: 99999, UserTypeID: 3 } }) },

  // Todo list (todo item 1: the first one the create above makes, or a 404).
  'GET /api/v4/todo/getAll': { as: admin, request: () => ({}) },
  'POST /api/v4/todo/create': {
    as: admin,
    request: (ids) => ({ body: { note: 'Call about the deluxe package', date: '2026-03-05', repeatInDays: 14, customerId: ids.customerId, todoCategoryId: 1, formData: '{"name":"Pat"}' } }),
  },
  'POST /api/v4/todo/complete': { as: admin, request: () => ({ body: { todoItemId: 1 } }) },

  // Employees (ids.employeeId: the demo stylist).
  'GET /api/v4/users/getEmployees': { as: admin, request: () => ({}) },
  'GET /api/v4/user/getEmployeeDetails': { as: both, request: (ids) => ({ query: { employeeId: ids.employeeId } }) },
  'GET /api/v4/user/getStylistDetails': { as: both, request: (ids) => ({ query: { employeeId: ids.employeeId } }) },
  'POST /api/v4/user/updateEmployeeDetails': {
    as: admin,
    request: (ids) => ({
      body: {
        employeeId: ids.employeeId, firstName: 'Sam', lastName: 'Stone', dateHired: '2024-03-01', dateTerminated: null,
        workDayStartTime: '08:00', workDayEndTime: '17:00', worksMonday: true, worksTuesday: true, worksWednesday: true,
        worksThursday: true, worksFriday: true, worksSaturday: false, worksSunday: false,
        emergencyContactName: 'Pat Stone', emergencyContactPhone: '214-555-0198',
      },
    }),
  },
  'POST /api/v4/user/updateStylistDetails': {
    as: admin,
    request: (ids) => ({
      body: {
        employeeId: ids.employeeId, petsPerDay: 6, minutesPerPet: 90, maxPetWeight: 150, commissionRate: 45.5,
        servicesCats: true, isSmoker: false, hasGeneratorVehicle: true, stylistBreedRestrictions: [ids.breedId],
      },
    }),
  },

  // Appointment commands (ids.appointmentId: scheduled with the demo stylist; docs/APPOINTMENTS.md "Commands").
  'POST /api/v4/appointments/create': {
    as: admin,
    request: (ids): FuzzRequest[] => [
      { body: { estimateId: ids.appointmentEstimateId, appointmentDate: ids.appointmentDate, startTime: '11:00 AM', endTime: '12:30 PM', employeeId: ids.employeeId, initialComment: 'Side gate', resolveConfliction: false, addToWaitingList: false } },
      { body: { estimateId: ids.appointmentEstimateId, addToWaitingList: true, initialComment: 'Any Monday' } },
    ],
  },
  'POST /api/v4/appointments/update': {
    as: admin,
    request: (ids) => ({ body: { appointmentId: ids.appointmentId, appointmentDate: ids.appointmentDate, startTime: '9:30 AM', endTime: '11:00 AM', employeeId: ids.employeeId, resolveConfliction: true } }),
  },
  'POST /api/v4/appointments/schedule': {
    as: admin,
    request: (ids) => ({ body: { appointmentId: ids.appointmentId, appointmentDate: ids.appointmentDate, startTime: '9:30 AM', endTime: '11:00 AM', employeeId: ids.employeeId, resolveConfliction: false } }),
  },
  'POST /api/v4/appointments/confirm': { as: admin, request: (ids) => ({ body: { appointmentId: ids.appointmentId } }) },
  // The confirmation board's Send/Resend.
  'POST /api/v4/appointments/sendConfirmation': { as: admin, request: (ids) => ({ body: { appointmentId: ids.appointmentId } }) },
  'POST /api/v4/appointments/reschedule': { as: admin, request: (ids) => ({ body: { appointmentId: ids.appointmentId } }) },
  'POST /api/v4/appointments/cancel': { as: admin, request: (ids): FuzzRequest[] => [{ body: { appointmentId: ids.appointmentId } }, { body: { appointmentId: ids.appointmentId, cancelFee: 2500 } }] },
  'POST /api/v4/appointments/start': { as: admin, request: (ids) => ({ body: { appointmentId: ids.appointmentId } }) },
  'POST /api/v4/appointments/stylistEnRoute': { as: admin, request: (ids) => ({ body: { appointmentId: ids.appointmentId } }) },
  'POST /api/v4/appointments/resolveServiceIssue': { as: admin, request: (ids) => ({ body: { appointmentId: ids.appointmentId } }) },
  'POST /api/v4/appointments/requestStanding': { as: admin, request: (ids) => ({ body: { appointmentId: ids.appointmentId, comment: 'Every 4 weeks' } }) },
  'POST /api/v4/appointments/createServiceIssue': { as: admin, request: (ids) => ({ body: { appointmentId: ids.appointmentId, comment: 'Missed a nail' } }) },
  'DELETE /api/v4/appointments/delete': { as: admin, request: (ids) => ({ query: { appointmentId: ids.appointmentId } }) },
  'POST /api/v4/appointments/uploadPicture': { as: admin, request: (ids) => ({ multipart: { appointmentId: ids.appointmentId, visibleToCustomer: 'true' } }) },
  'POST /api/v4/appointments/removePicture': { as: admin, request: (ids) => ({ body: { appointmentId: ids.appointmentId, fileName: ids.appointmentPictureFileName } }) },
  'POST /api/v4/appointments/setPictureVisibility': {
    as: admin,
    request: (ids) => ({ body: { appointmentId: ids.appointmentId, fileName: ids.appointmentPictureFileName, visibleToCustomer: true } }),
  },
  'POST /api/v4/appointments/submitRating': { as: admin, request: (ids) => ({ body: { appointmentId: ids.appointmentId, rating: 5, comment: 'Great job' } }) },
  'POST /api/v4/appointments/createStanding': {
    as: admin,
    request: (ids) => ({
      body: { appointmentId: ids.standingRequestId, employeeId: ids.employeeId, startTime: '1:00 PM', endTime: '2:30 PM', event: FUZZ_STANDING_EVENT(ids.appointmentDate) },
    }),
  },
  'POST /api/v4/appointments/updateStanding': {
    as: admin,
    request: (ids) => ({ body: { appointmentId: ids.standingId, employeeId: ids.employeeId, startTime: '2:00 PM', endTime: '3:30 PM', resolveConfliction: false, statusId: 2 } }),
  },
  'POST /api/v4/appointments/updateStandingEvent': {
    as: admin,
    request: (ids) => ({ body: { appointmentId: ids.standingId, event: { ...FUZZ_STANDING_EVENT(ids.appointmentDate), title: 'Every 4 weeks, mornings' } } }),
  },
  'DELETE /api/v4/appointments/deleteStanding': { as: admin, request: (ids) => ({ query: { appointmentId: ids.standingId } }) },
  'POST /api/v4/appointments/createInstance': { as: admin, request: (ids) => ({ body: { appointmentId: ids.standingId, appointmentDate: ids.appointmentDate } }) },

  // Appointment reads (docs/APPOINTMENTS.md "Reads").
  'GET /api/v4/appointments/getAll': {
    as: admin,
    request: (ids): FuzzRequest[] => [
      { query: { date: ids.appointmentDate, employeeId: ids.employeeId } },
      { query: { statuses: 'waiting,rescheduled', includeCustomerRating: 'true', page: 0, pageSize: 20 } },
      { query: { statuses: 'serviceIssue,standingRequest', page: 0, pageSize: 10 } },
      { query: { onlyStandings: 'true', employeeId: ids.employeeId, page: 0, pageSize: 10 } },
    ],
  },
  'GET /api/v4/appointments/getAllHistory': { as: admin, request: () => ({ query: { date: '11-02-2026' } }) },
  'GET /api/v4/appointments/findPaymentVoided': { as: admin, request: () => ({}) },
  'GET /api/v4/appointments/findUpcomingByCustomer': { as: both, request: userQuery },
  'GET /api/v4/appointments/findByCustomer': { as: both, request: (ids) => ({ query: { userId: ids.userId, page: 0, pageSize: 5 } }) },
  'GET /api/v4/appointments/findById': { as: both, request: (ids) => ({ query: { appointmentId: ids.appointmentId } }) },
  'GET /api/v4/profile/getAppointmentsByEmployee': { as: admin, request: (ids) => ({ query: { employeeId: ids.employeeId } }) },
  // The day's route.
  'GET /api/v4/routes/getDay': { as: admin, request: (ids) => ({ query: { employeeId: ids.employeeId, date: ids.appointmentDate } }) },
  'GET /api/v4/routes/suggestOrder': { as: admin, request: (ids) => ({ query: { employeeId: ids.employeeId, date: ids.appointmentDate } }) },
  'GET /api/v4/routes/mapOptions': { as: both, request: () => ({}) },
  'POST /api/v4/addresses/setLocation': { as: admin, request: (ids) => ({ body: { addressId: ids.addressId, lat: 32.8373, lng: -96.8011 } }) },
  'POST /api/v4/addresses/locate': { as: admin, request: (ids) => ({ body: { addressId: ids.addressId } }) },
  'GET /api/v4/appointments/getOpenSlots': { as: admin, request: (ids) => ({ query: { date: ids.appointmentDate, estimateId: ids.appointmentEstimateId } }) },
  'GET /api/v4/appointments/checkConflicts': {
    as: admin,
    request: (ids) => ({
      query: { employeeId: ids.employeeId, appointmentDate: ids.appointmentDate, startTime: '1:00 PM', endTime: '2:30 PM', estimateId: ids.appointmentEstimateId, appointmentId: ids.appointmentId },
    }),
  },
  'GET /api/v4/appointments/getConfirmations': { as: admin, request: () => ({ query: { onlyUnconfirmed: 'true' } }) },
  'GET /api/v4/appointments/getPicturePaths': { as: both, request: (ids) => ({ query: { appointmentId: ids.appointmentId, onlyCustomer: 'false' } }) },
  'GET /api/v4/appointments/getPicture': { as: both, request: (ids) => ({ query: { appointmentId: ids.appointmentId, fileName: ids.appointmentPictureFileName } }) },

  // Ledger reads (query-api/src/transactions).
  'GET /api/v4/transactions/getAll': {
    as: both,
    request: (): FuzzRequest => ({
      query: {
        startDate: '11-01-2026',
        endDate: '11-30-2026',
        page: 0,
        pageSize: 25,
        sorted: JSON.stringify([{ id: 'transactionDate', desc: true }]),
        filtered: JSON.stringify([{ id: 'customerName', value: 'Fuzz' }]),
      },
    }),
  },
  'GET /api/v4/transactions/findById': { as: both, request: () => ({ query: { transactionId: 1 } }) },
  'GET /api/v4/transactions/findByCustomer': { as: both, request: userQuery },
  'GET /api/v4/transactions/getSummary': { as: both, request: (ids) => ({ query: { customerId: ids.customerId, startDate: '11-01-2026', endDate: '11-30-2026' } }) },
  'GET /api/v4/transactions/getCustomerBalanceAndEmails': { as: both, request: (ids) => ({ query: { customerId: ids.customerId } }) },
  'GET /api/v4/transactions/getInvoice': { as: both, request: (ids) => ({ query: { customerId: ids.customerId, appointmentId: ids.appointmentId } }) },
  'GET /api/v4/user/getCustomerInvoiceInfo': { as: both, request: (ids) => ({ query: { customerId: ids.customerId } }) },
  'GET /api/v4/transactions/findUnpaidAfterVoid': { as: admin, request: () => ({ query: { page: 0, pageSize: 10 } }) },
  'GET /api/v4/outstandingBalances/findByDate': { as: admin, request: () => ({ query: { startDate: '11-01-2026', endDate: '11-30-2026', page: 0, pageSize: 10 } }) },
  // Reports (query-api/src/reports): a customer is refused, so the administrator sends them.
  'GET /api/v4/reports/getSalesTax': { as: admin, request: () => ({ query: { startDate: '11-01-2026', endDate: '11-30-2026' } }) },
  'GET /api/v4/reports/getPayroll': { as: admin, request: () => ({ query: { startDate: '11-01-2026', endDate: '11-30-2026' } }) },
  'GET /api/v4/reports/getDailyTips': { as: admin, request: () => ({ query: { startDate: '11-26-2026', endDate: '11-26-2026' } }) },
  'GET /api/v4/reports/getTransactions': {
    as: admin,
    request: (ids): FuzzRequest[] => [
      { query: { report: 'payroll', startDate: '11-01-2026', endDate: '11-30-2026', employeeId: ids.employeeId } },
      { query: { report: 'salesTax', startDate: '11-01-2026', endDate: '11-30-2026' } },
    ],
  },
  'GET /api/v4/appointments/signoffCheck': { as: admin, request: (ids) => ({ query: { appointmentId: ids.appointmentId } }) },
  // Audit (query-api/src/audit): ViewAuditLog, so the administrator sends them.
  'GET /api/v4/audit/asOf': { as: admin, request: (ids) => ({ query: { instant: '2026-11-25T18:00:00Z', customerId: ids.customerId } }) },
  'GET /api/v4/audit/history': {
    as: admin,
    request: (ids): FuzzRequest[] => [{ query: { customerId: ids.customerId } }, { query: { transactionId: 1 } }],
  },
  'GET /api/v4/audit/verify': { as: admin, request: () => ({}) },
  'GET /api/v4/audit/export': { as: admin, request: () => ({ query: { startDate: '11-01-2026', endDate: '11-30-2026' } }) },

  // Ledger writes and completion (command-api/src/transactions, command-api/src/completion).
  'POST /api/v4/transactions/create': {
    as: both,
    request: (ids): FuzzRequest[] => [
      {
        body: {
          customerId: ids.customerId, appointmentId: null, reasonId: 8, transactionDate: '11-25-2026', notes: 'Fuzz',
          serviceFeeGroom: 0, serviceFeeTrip: 0, serviceFeeGenerator: 0, serviceFeeFuel: 0, serviceDiscountTotal: 0, serviceFeeSalesTax: 0,
          serviceFeeOther: 1000, serviceFee: 1000, cancelFee: 0, returnedFee: 0, reprocessFee: 0, gratuity: 100, gratuityMethod: 'cash',
          creditCardAmount: 0, cashAmount: 600, checkAmount: 300, checkNumber: '1001', checkDate: '11-25-2026', giftCardAmount: 200, giftCardNumber: 'GC-1',
          creditAmount: 0, isOneTimePayment: false, creditCardId: null,
        },
      },
      {
        body: {
          customerId: ids.customerId, reasonId: 8, serviceFeeOther: 1500, serviceFee: 1500, creditCardAmount: 1500, isOneTimePayment: true,
          oneTimeCard: { nameOnCard: 'Ada Fuzz', cardNumber: '4111111111111111', expiration: '12/39', securityCode: '123', billingZipcode: '75205' },
        },
      },
    ],
  },
  'POST /api/v4/transactions/refund': { as: both, request: () => ({ body: { refTransactionId: 1, amount: 100, reason: 'Nail trim skipped' } }) },
  'POST /api/v4/transactions/void': { as: both, request: () => ({ body: { refTransactionId: 1, reason: 'Charged twice' } }) },
  'POST /api/v4/transactions/checkIn': { as: both, request: () => ({ body: { transactionIds: [1] } }) },
  'POST /api/v4/transactions/sendReceipt': {
    as: both,
    request: (): FuzzRequest[] => [
      { body: { transactionId: 1, method: 'email', value: 'receipt.fuzz@example.com' } },
      { body: { transactionId: 1, method: 'text', value: '214-555-0199' } },
    ],
  },
  'POST /api/v4/transactions/sendSummary': { as: both, request: (ids) => ({ body: { customerId: ids.customerId, startDate: '11-01-2026', endDate: '11-30-2026', emailAddress: 'summary.fuzz@example.com' } }) },
  'POST /api/v4/transactions/sendInvoice': { as: both, request: (ids) => ({ body: { customerId: ids.customerId, appointmentId: ids.appointmentId, emailAddress: 'invoice.fuzz@example.com' } }) },
  'POST /api/v4/appointments/complete': {
    as: both,
    request: (ids) => ({
      body: {
        appointmentId: ids.appointmentId, isCustomerAbsent: true, signatureFileName: null,
        transaction: { cashAmount: 5000, gratuity: 500, gratuityMethod: 'cash', reasonId: 1, notes: 'Fuzz' },
      },
    }),
  },
  // the payment before the completion, and completing from an estimate with no appointment.
  'POST /api/v4/appointments/createTransaction': {
    as: both,
    request: (ids) => ({ body: { appointmentId: ids.appointmentId, transaction: { cashAmount: 5000, gratuity: 500, gratuityMethod: 'cash', reasonId: 1, notes: 'Fuzz' } } }),
  },
  'POST /api/v4/appointments/startFromEstimate': { as: both, request: (ids) => ({ body: { estimateId: ids.estimateId } }) },
  'POST /api/v4/appointments/notifyOnTheWay': { as: both, request: (ids) => ({ body: { appointmentId: ids.appointmentId } }) },
  'POST /api/v4/appointments/uploadSignature': { as: both, request: (ids) => ({ multipart: { appointmentId: ids.appointmentId } }) },

  // Developer mail outbox.
  'GET /api/v4/dev/outbox': { as: admin, request: () => ({ query: { limit: 10 } }) },

  // Phone system (the fuzz world's server talks to an AMI server in process).
  'POST /api/v4/phone/callPhoneNumber': { as: admin, request: () => ({ body: { phoneNumber: '214-555-0100', extensionNumber: '101' } }) },
  'GET /api/v4/phone/subscribeToPhone': { as: admin, request: () => ({ query: { extensionNumber: '101' } }) },
  'GET /api/v4/phoneNumbers/SMSInfo': { as: admin, request: (ids) => ({ query: { userId: ids.userId, phoneNumber: '214-555-0101' } }) },

  // Texts (docs/TEXTS.md): the Messages screen and the provider's signed webhooks.
  'POST /api/v4/messages/send': { as: admin, request: (ids) => ({ body: { customerId: ids.customerId, body: 'See you Tuesday at 9' } }) },
  'POST /api/v4/messages/markRead': { as: admin, request: (ids) => ({ body: { customerId: ids.customerId } }) },
  'GET /api/v4/messages/threads': { as: admin, request: () => ({}) },
  'GET /api/v4/messages/thread': { as: admin, request: (ids) => ({ query: { customerId: ids.customerId } }) },
  // Appointment reminders (docs/TEXTS.md "Reminders").
  'GET /api/v4/reminders/list': { as: admin, request: () => ({}) },
  'GET /api/v4/reminders/settings': { as: admin, request: () => ({}) },
  'POST /api/v4/reminders/sendNow': { as: admin, request: (ids) => ({ body: { appointmentId: ids.appointmentId, which: 'first' } }) },
  'POST /api/v4/reminders/dismiss': { as: admin, request: (ids) => ({ body: { appointmentId: ids.appointmentId, which: 'second' } }) },
  'POST /api/v4/reminders/settings': {
    as: admin,
    request: () => ({ body: { first: { enabled: true, amount: 2, unit: 'days' }, second: { enabled: true, amount: 2, unit: 'hours' }, quietStart: '21:00', quietEnd: '08:00' } }),
  },
  // A pet's reminders (docs/TEXTS.md "A pet's reminders"): vaccine expiry (VAC-REMIND).
  'GET /api/v4/reminders/pets': { as: admin, request: () => ({}) },
  'POST /api/v4/reminders/pet/sendNow': { as: admin, request: (ids) => ({ body: { key: `vaccine-${ids.petId}-1` } }) },
  'POST /api/v4/reminders/pet/dismiss': { as: admin, request: (ids) => ({ body: { key: `vaccine-${ids.petId}-1` } }) },
  'POST /api/v4/reminders/pet/settings': { as: admin, request: () => ({ body: { vaccineDaysBefore: 14 } }) },
  'GET /api/v4/reminders/pet/settings': { as: admin, request: () => ({}) },
  // Message templates and the preferred channel (docs/TEXTS.md "Message templates").
  'GET /api/v4/messageTemplates/list': { as: admin, request: () => ({}) },
  'POST /api/v4/messageTemplates/save': {
    as: admin,
    request: () => ({ body: { kind: 'secondReminder', channels: 'both', sms: '{business}: see you {date} at {time}', emailSubject: 'See you {date}', emailBody: 'Hello {customer}' } }),
  },
  'POST /api/v4/messageTemplates/reset': { as: admin, request: () => ({ body: { kind: 'secondReminder' } }) },
  'GET /api/v4/customers/preferredChannel': { as: both, request: (ids) => ({ query: { customerId: ids.customerId } }) },
  'POST /api/v4/customers/preferredChannel': { as: both, request: (ids) => ({ body: { customerId: ids.customerId, channel: 'both' } }) },
  'POST /api/v4/customers/askForCard': { as: admin, request: (ids) => ({ body: { customerId: ids.customerId } }) },
  'POST /api/v4/sms/inbound': { as: ['anonymous'], request: () => ({ body: {} }) },
  'POST /api/v4/sms/status': { as: ['anonymous'], request: () => ({ body: {} }) },
};

function estimateFor(ids: FuzzIds, estimateId: number | null, userFields: JsonObject): FuzzRequest {
  return {
    body: {
      estimate: {
        ID: estimateId,
        copiedFromEstimateId: null,
        address: { ...FUZZ_ADDRESS },
        needsGenerator: true,
        tripFee: 3900,
        generatorFee: 1000,
        pets: [
          { petId: ids.petId, estimatePackage: 'b&b', includeInEstimate: true, addonIds: [3], otherFee: 250, otherDescription: 'Bows' },
          { petId: null, petName: 'Newbie', breedId: ids.breedId, estimatePackage: 'deluxe', includeInEstimate: true, addonIds: [], otherFee: 0, otherDescription: '' },
        ],
        feeServices: 0,
        feeTrip: 0,
        feeFuel: 0,
        feeGenerator: 0,
        feeSalesTax: 0,
        feeTotal: 0,
        discount: 0,
      },
      user: {
        firstName: 'Fuzz',
        middleName: 'Q',
        lastName: 'Target',
        emailAddress: 'fuzz.target@example.com',
        phoneNumber: '214-555-0100',
        isAccount: true,
        ...userFields,
      },
      tripChargeIncrementConsent: false,
      saveTripChargeToProfile: false,
    },
  };
}
