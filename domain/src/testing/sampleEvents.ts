import type { z } from 'zod';
import { priceEstimate } from '../estimates/priceEstimate';
import type { PriceEstimateInput } from '../estimates/types';
import type { EVENT_SCHEMAS, RegisteredEventType } from '../registry/eventSchemas';

/**
 * One valid data object for every registered event type (the compiler checks that none is missing),
 * all about one customer: user 7, customer 3, pet 11, estimate 5, comment group 9, rating 2. Tests use
 * them to fill streams with every event that can land there, and to see the store accept and refuse.
 */
export const SAMPLE_IDS = { userId: 7, otherUserId: 8, customerId: 3, otherCustomerId: 4, petId: 11, estimateId: 5, commentGroupId: 9, ratingId: 2 } as const;
const { userId, otherUserId, customerId, otherCustomerId, petId, estimateId, commentGroupId, ratingId } = SAMPLE_IDS;
const at = '2024-05-01T15:00:00.000Z';

const address = { address: '1 Main St', city: 'Dallas', state: 'TX', zipcode: '75201', mapsco: null };
const addressEntity = { addressId: 2, ...address, mapscoCityId: null, notes: 'Gate code 12', isPrimary: true, needsGenerator: false };
const phoneEntity = { phoneNumberId: 2, phoneNumber: '214-555-0100', extension: null, label: 'Cell', isPrimary: true };
const emailEntity = { emailId: 2, emailAddress: 'pat@example.com', label: null, isPrimary: true };
const cardEntity = {
  cardId: 2,
  nameOnCard: 'Pat Doe',
  brand: 'Visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  billingZipcode: '75201',
  gatewayToken: 'tok_sandbox_1',
  isPrimary: true,
};

const priceInput: PriceEstimateInput = {
  asOf: '2024-05-01',
  customer: { isSeniorCitizen: false, isMilitary: false, isTaxExempt: false },
  pets: [{ pet: { id: petId }, breed: { bathBrushPrice: 6000, deluxePrice: 8000 }, estimatePackage: 'b&b' }],
  tripFee: 3900,
};

type SampleData = { [K in RegisteredEventType]: z.output<(typeof EVENT_SCHEMAS)[K]> };

export const SAMPLE_EVENT_DATA: SampleData = {
  UserCreated: {
    userId,
    firstName: 'Pat',
    middleName: null,
    lastName: 'Doe',
    emailAddress: 'pat@example.com',
    userTypeId: 5,
    customerId,
    phoneNumber: '214-555-0100',
    address,
    createdAt: at,
  },
  LoginAccountCreated: { userId, emailAddress: 'pat@example.com', hasPassword: false, createdAt: at },
  EmailAddressClaimed: { emailAddress: 'pat@example.com', userId, claimedAt: at },
  UserDetailsUpdated: { userId, firstName: 'Pat', middleName: 'Q', lastName: 'Doe', birthday: '01-02-1980', notes: 'Line one\nline two', updatedAt: at },
  UserDeleted: { userId, deletedAt: at },
  UserRestored: { userId, restoredAt: at },
  UserMerged: { userId, intoUserId: otherUserId, mergedAt: at },
  UserCommentGroupAssigned: { userId, commentGroupId },
  CustomerCreated: {
    customerId,
    userId,
    tripChargeCents: 3900,
    isSeniorCitizen: false,
    isMilitary: false,
    isTaxExempt: false,
    defaultGratuityPercent: null,
    defaultGratuityCents: null,
    preferredStylistId: null,
    contactMethodId: null,
    createdAt: at,
  },
  CustomerDetailsUpdated: {
    customerId,
    userId,
    tripChargeCents: 4500,
    isSeniorCitizen: true,
    isMilitary: false,
    isTaxExempt: false,
    defaultGratuityPercent: 15,
    defaultGratuityCents: null,
    preferredStylistId: null,
    contactMethodId: 1,
    updatedAt: at,
  },
  CustomerAcceptedPolicies: { customerId, userId, acceptedAt: at },
  EstimateSaved: {
    estimateId,
    customerId,
    userId,
    copiedFromEstimateId: null,
    savedAt: at,
    address,
    addressString: '1 Main St, Dallas, TX 75201',
    emailString: 'pat@example.com',
    phoneNumberString: '214-555-0100',
    needsGenerator: false,
    tripFee: 3900,
    generatorFee: 1000,
    pets: [
      {
        petId,
        petName: 'Rex',
        breedId: 1,
        breed: 'Beagle',
        animalTypeId: 1,
        estimatePackage: 'b&b',
        includeInEstimate: true,
        isDeceased: false,
        isServicePet: false,
        otherFee: 0,
        otherDescription: '',
        addons: [],
      },
    ],
    priceInput,
    figures: priceEstimate(priceInput),
    customerTripChargeCents: 3900,
    tripChargeIncrementConsent: false,
  },
  CustomerTripChargeChanged: { customerId, userId, tripChargeCents: 5500, previousTripChargeCents: 3900, estimateId, changedAt: at },
  PetAdded: { petId, customerId, userId, petName: 'Rex', breedId: 1, animalTypeId: 1, createdAt: at },
  PetDetailsChanged: { petId, customerId, userId, changes: { sex: 'Male', weight: 30, habits: 'Nervous' }, changedAt: at },
  PetDeleted: { petId, customerId, userId, deletedAt: at },
  PetOwnerChanged: { petId, fromCustomerId: customerId, fromUserId: userId, toCustomerId: otherCustomerId, toUserId: otherUserId, changedAt: at },
  SympathyEmailRequested: { petId, customerId, userId, emailAddress: 'pat@example.com', ownerFirstName: 'Pat', petName: 'Rex', requestedAt: at },
  PetPictureAdded: { petId, customerId, userId, fileName: 'rex.jpg', hash: 'ab'.repeat(32), contentType: 'image/jpeg', size: 1234, addedAt: at },
  PetPictureRemoved: { petId, customerId, userId, fileName: 'rex.jpg', removedAt: at },
  PetIdClaimed: { petId, claimedAt: at },
  ProfilePictureUploaded: { userId, fileName: 'me.jpg', hash: 'cd'.repeat(32), contentType: 'image/jpeg', uploadedAt: at },
  CommentGroupOpened: { commentGroupId, ownerType: 'user', ownerId: userId, ownerUserId: userId, openedAt: at },
  CommentAdded: { commentGroupId, commentId: 1, comment: 'Sweet dog', authorUserId: 1, addedAt: at },
  CommentGroupMerged: { commentGroupId, intoCommentGroupId: commentGroupId + 1, mergedAt: at },
  RatingGiven: { ratingId, userId, rating: 5, comment: 'Great', raterUserId: 1, givenAt: at },
  RatingMoved: { ratingId, fromUserId: userId, toUserId: otherUserId, movedAt: at },
  AddressAdded: { ...addressEntity, userId, addedAt: at },
  AddressUpdated: { ...addressEntity, city: 'Plano', userId, updatedAt: at },
  AddressDeleted: { addressId: 2, userId, deletedAt: at },
  PhoneNumberAdded: { ...phoneEntity, userId, addedAt: at },
  PhoneNumberUpdated: { ...phoneEntity, label: 'Home', userId, updatedAt: at },
  PhoneNumberDeleted: { phoneNumberId: 2, userId, deletedAt: at },
  EmailAdded: { ...emailEntity, userId, addedAt: at },
  EmailUpdated: { ...emailEntity, label: 'Work', userId, updatedAt: at },
  EmailDeleted: { emailId: 2, userId, deletedAt: at },
  CreditCardAdded: { ...cardEntity, userId, addedAt: at },
  PrimaryCreditCardSet: { cardId: 2, userId, setAt: at },
  CreditCardDeleted: { cardId: 2, userId, deletedAt: at },
  ContactsMovedOut: { userId, toUserId: otherUserId, addressIds: [2], phoneNumberIds: [2], emailIds: [2], cardIds: [2], movedAt: at },
  ContactsMovedIn: {
    userId,
    fromUserId: otherUserId,
    addresses: [{ ...addressEntity, addressId: 4, isPrimary: false }],
    phoneNumbers: [{ ...phoneEntity, phoneNumberId: 4, isPrimary: false }],
    emails: [{ ...emailEntity, emailId: 4, isPrimary: false }],
    cards: [{ ...cardEntity, cardId: 4, isPrimary: false }],
    movedAt: at,
  },
  AnimalTypeDefined: { id: 1, type: 'Dog' },
  BreedDefined: {
    id: 1,
    animalTypeId: 1,
    breed: 'Beagle',
    minutesToGroom: 60,
    bathBrushPrice: 6000,
    bathBrushPrice3Months: 6500,
    bathBrushPrice6Months: 7000,
    deluxePrice: 8000,
    deluxePrice3Months: 8500,
    deluxePrice6Months: 9000,
  },
  ProductDefined: { id: 1, item: 'Teeth', category: 'Add-on', price: 1000, addonPrice: 500, description: '', customerNote: '' },
  MapscoCityDefined: { id: 1, city: 'Dallas', letter: 'D' },
  TodoCategoryDefined: { id: 1, category: 'Call' },
  TransactionReasonDefined: { id: 1, reason: 'Refund' },
  AppointmentStatusDefined: { id: 1, status: 'Scheduled', color: 'blue' },
  RecurringTypeDefined: { id: 1, type: 'weeks', label: 'Every week' },
  ContactMethodDefined: { id: 1, method: 'Text', isDefault: true },
  PricingSettingsDefined: { fuelCharge: 0.0375, salesTax: 0.0825, generatorFeeCents: 1000, tripChargeCents: 3900 },
  UserTypeDefined: { id: 5, name: 'Customer', permissions: [] },
};

export const sampleEvent = <K extends RegisteredEventType>(type: K): { type: K; data: SampleData[K] } => ({
  type,
  data: structuredClone(SAMPLE_EVENT_DATA[type]),
});
