import { describe, expect, it } from 'vitest';
import { commentGroupDecider, evolveCommentGroup, type CommentGroupCommand, evolveRating, ratingDecider, type RatingCommand } from '../comments';
import { contactsDecider, type ContactsCommand, contactsFromUserCreated, evolveContacts } from '../contacts';
import { customerDecider, evolveCustomer, type CustomerCommand } from '../customers';
import { type ChangeCustomerTripCharge, type SaveEstimate, customerTripChargeDecider, estimateDecider, evolveEstimate, evolveCustomerFacts } from '../estimates';
import { DEFAULT_PET_DETAILS, type PetCommand, petDecider, evolvePetRequest, petRequestDecider, evolvePet } from '../pets';
import { evolveProfilePicture, profilePictureDecider } from '../pictures';
import type { DomainEvent } from '../shared/decider';
import { SAMPLE_EVENT_DATA, SAMPLE_IDS, sampleEvent } from '../testing/sampleEvents';
import { checkStream, type StreamCheck } from '../testing/streamCheck';
import { emailClaimDecider, evolveEmailClaim, type UserCommand, userDecider, evolveUser } from '../users';
import { addressLocationDecider, evolveLocatedContacts, type LocateAddress } from '../route';

/**
 * "a test per stream type": every event that can land on the stream, an unknown one, then
 * every command: events (valid for the store) or a 4xx, never a TypeError. See testing/streamCheck.
 */
const { userId, otherUserId, customerId, otherCustomerId, petId, estimateId, commentGroupId, ratingId } = SAMPLE_IDS;
const events = (...types: Parameters<typeof sampleEvent>[0][]): DomainEvent[] => types.map((t) => sampleEvent(t));

function expectChecked<C, S>(check: StreamCheck<C, S>): void {
  const { decided, refused } = checkStream(check);
  // Both outcomes happen somewhere, so the check did run the commands against real states.
  expect(decided).toBeGreaterThan(0);
  expect(refused).toBeGreaterThan(0);
}

describe('every stream type takes any event and still answers every command', () => {
  it('User-<id>', () => {
    const commands: UserCommand[] = [
      {
        type: 'CreateUser',
        data: { ...SAMPLE_EVENT_DATA.UserCreated, login: { hasPassword: false }, commentGroupId },
      },
      { type: 'CreateLoginAccount', data: { userId, emailAddress: 'pat@example.com', hasPassword: false } },
      { type: 'UpdateUserDetails', data: { userId, firstName: 'Pat', middleName: null, lastName: 'Roe', birthday: null, notes: 'x' } },
      { type: 'DeleteUser', data: { userId } },
      { type: 'RestoreUser', data: { userId } },
      { type: 'MarkUserMerged', data: { userId, intoUserId: otherUserId } },
      { type: 'AssignCommentGroup', data: { userId, commentGroupId: commentGroupId + 1 } },
    ];
    expectChecked({
      ...userDecider,
      evolve: evolveUser,
      events: events('UserCreated', 'LoginAccountCreated', 'UserCommentGroupAssigned', 'UserDetailsUpdated', 'UserDeleted', 'UserRestored', 'UserMerged'),
      commands,
    });
  });

  // The customer stream holds the estimates feature's trip charge change (a stream type once folded without it).
  const customerEvents = events('CustomerCreated', 'CustomerTripChargeChanged', 'CustomerDetailsUpdated', 'CustomerAcceptedPolicies');

  it('Customer-<id>: the customer decider', () => {
    const commands: CustomerCommand[] = [
      { type: 'CreateCustomer', data: { customerId, userId } },
      { type: 'UpdateCustomerDetails', data: { customerId, isMilitary: true } },
      { type: 'UpdateCustomerDetails', data: { customerId, tripChargeCents: 0, preferredStylistId: 2 } },
      { type: 'AcceptPolicies', data: { customerId } },
    ];
    expectChecked({ ...customerDecider, evolve: evolveCustomer, events: customerEvents, commands });
  });

  it('Customer-<id>: the estimates trip charge decider', () => {
    const commands: ChangeCustomerTripCharge[] = [
      { type: 'ChangeCustomerTripCharge', data: { customerId, tripChargeCents: 7000, estimateId } },
      { type: 'ChangeCustomerTripCharge', data: { customerId, tripChargeCents: 3900, estimateId: null } },
    ];
    expectChecked({ ...customerTripChargeDecider, evolve: evolveCustomerFacts, events: customerEvents, commands });
  });

  it('Customer-<id>: a details edit after a trip charge change keeps the new charge and has its ids', () => {
    const state = customerEvents.slice(0, 2).reduce(evolveCustomer, customerDecider.initialState());
    const [updated] = customerDecider.decide({ type: 'UpdateCustomerDetails', data: { customerId, isMilitary: true } }, state, {
      now: '2024-06-01T12:00:00.000Z',
      actorUserId: 1,
    });
    expect(updated.data).toMatchObject({ customerId, userId, tripChargeCents: SAMPLE_EVENT_DATA.CustomerTripChargeChanged.tripChargeCents });
    const [accepted] = customerDecider.decide({ type: 'AcceptPolicies', data: { customerId } }, state, { now: 'x', actorUserId: 1 });
    expect(accepted.data).toMatchObject({ customerId, userId });
  });

  it('Pet-<id>', () => {
    const details = { ...DEFAULT_PET_DETAILS, petName: 'Rex', animalTypeId: 1, breedId: 1, isDeceased: true };
    const save = { petId, customerId, userId, details, today: '2024-06-01', onlyHabitsOf: null };
    const commands: PetCommand[] = [
      { type: 'AddPet', data: { petId, customerId, userId, petName: 'Rex', breedId: 1, animalTypeId: 1 } },
      { type: 'SavePet', data: { ...save, isNew: true } },
      { type: 'SavePet', data: { ...save, isNew: false } },
      { type: 'SavePet', data: { ...save, isNew: false, onlyHabitsOf: customerId, details: { ...details, habits: 'Calm' } } },
      { type: 'UpdatePetNotes', data: { petId, habits: 'Calm', onlyHabitsOf: null } },
      { type: 'ChangePetOwner', data: { petId, toCustomerId: otherCustomerId, toUserId: otherUserId } },
      { type: 'RequestSympathyEmail', data: { petId, emailAddress: 'pat@example.com', ownerFirstName: 'Pat' } },
      { type: 'AddPetPicture', data: { petId, fileName: 'new.jpg', hash: 'ef'.repeat(32), contentType: 'image/jpeg', size: 10 } },
      { type: 'RemovePetPicture', data: { petId, fileName: 'rex.jpg' } },
      { type: 'DeletePet', data: { petId } },
    ];
    expectChecked({
      ...petDecider,
      evolve: evolvePet,
      events: events('PetAdded', 'PetDetailsChanged', 'PetPictureAdded', 'SympathyEmailRequested', 'PetPictureRemoved', 'PetOwnerChanged', 'PetDeleted'),
      commands,
    });
  });

  it('Estimate-<id>', () => {
    const { savedAt: _s, figures: _f, ...saved } = SAMPLE_EVENT_DATA.EstimateSaved;
    const commands: SaveEstimate[] = [
      { type: 'SaveEstimate', data: { ...saved, isNew: true } },
      { type: 'SaveEstimate', data: { ...saved, isNew: false, tripFee: 9900 } },
      { type: 'SaveEstimate', data: { ...saved, isNew: false, customerId: otherCustomerId } },
    ];
    expectChecked({ ...estimateDecider, evolve: evolveEstimate, events: events('EstimateSaved', 'EstimateSaved'), commands });
  });

  it('CommentGroup-<id>', () => {
    const commands: CommentGroupCommand[] = [
      { type: 'OpenCommentGroup', data: { commentGroupId, ownerType: 'pet', ownerId: petId, ownerUserId: userId } },
      { type: 'AddComment', data: { commentGroupId, commentId: 2, comment: ' Likes treats ' } },
      { type: 'AddComment', data: { commentGroupId, commentId: 3, comment: '   ' } },
      { type: 'MergeCommentGroup', data: { commentGroupId, intoCommentGroupId: commentGroupId + 5 } },
    ];
    expectChecked({
      ...commentGroupDecider,
      evolve: evolveCommentGroup,
      events: events('CommentGroupOpened', 'CommentAdded', 'CommentGroupMerged'),
      commands,
    });
  });

  it('Rating-<id>', () => {
    const commands: RatingCommand[] = [
      { type: 'GiveRating', data: { ratingId, userId, rating: 4, comment: null } },
      { type: 'GiveRating', data: { ratingId, userId, rating: 9, comment: null } },
      { type: 'MoveRating', data: { ratingId, toUserId: 99 } },
    ];
    expectChecked({ ...ratingDecider, evolve: evolveRating, events: events('RatingGiven', 'RatingMoved'), commands });
  });

  it('Contacts-<userId>', () => {
    const { addressId: _a, ...address } = { ...SAMPLE_EVENT_DATA.AddressAdded, addressId: 0 };
    const commands: ContactsCommand[] = [
      { type: 'AddAddress', data: { userId, address: { ...address, addressId: 6, isPrimary: true }, canSetRouting: true } },
      { type: 'UpdateAddress', data: { addressId: 4, patch: { city: 'Frisco', isPrimary: true }, canSetRouting: false } },
      { type: 'UpdateAddress', data: { addressId: 1000, patch: { city: 'Frisco' }, canSetRouting: false } },
      { type: 'DeleteAddress', data: { addressId: 4 } },
      { type: 'AddPhoneNumber', data: { userId, phoneNumber: { phoneNumberId: 6, phoneNumber: '972-555-0199', extension: null, label: null } } },
      { type: 'UpdatePhoneNumber', data: { phoneNumberId: 4, patch: { label: 'Work' } } },
      { type: 'DeletePhoneNumber', data: { phoneNumberId: 4 } },
      { type: 'AddEmail', data: { userId, email: { emailId: 6, emailAddress: 'new@example.com', label: null } } },
      { type: 'UpdateEmail', data: { emailId: 4, patch: { label: 'Home' } } },
      { type: 'DeleteEmail', data: { emailId: 4 } },
      { type: 'AddCreditCard', data: { userId, card: { ...SAMPLE_EVENT_DATA.CreditCardAdded, cardId: 6 } } },
      { type: 'SetPrimaryCreditCard', data: { cardId: 4 } },
      { type: 'DeleteCreditCard', data: { cardId: 4 } },
      { type: 'MoveContactsOut', data: { toUserId: otherUserId, addressIds: [4], phoneNumberIds: [], emailIds: [], cardIds: [4] } },
      {
        type: 'ReceiveContacts',
        data: { userId, fromUserId: otherUserId, addresses: [], phoneNumbers: [], emails: [], cards: [] },
      },
    ];
    const initial = contactsFromUserCreated(SAMPLE_EVENT_DATA.UserCreated);
    expectChecked({
      ...contactsDecider(initial),
      evolve: evolveContacts,
      events: events(
        'AddressAdded',
        'AddressUpdated',
        'PhoneNumberAdded',
        'PhoneNumberUpdated',
        'EmailAdded',
        'EmailUpdated',
        'CreditCardAdded',
        'PrimaryCreditCardSet',
        'ContactsMovedIn',
        'AddressDeleted',
        'PhoneNumberDeleted',
        'EmailDeleted',
        'CreditCardDeleted',
        'ContactsMovedOut',
      ),
      commands,
    });
  });

  it('Contacts-<userId>: AddressLocated', () => {
    const decider = addressLocationDecider(contactsFromUserCreated(SAMPLE_EVENT_DATA.UserCreated));
    const commands: LocateAddress[] = [
      { type: 'LocateAddress', data: { userId, addressId: 2, lat: 32.8, lng: -96.8, source: 'office' } },
      { type: 'LocateAddress', data: { userId, addressId: 1000, lat: 32.8, lng: -96.8, source: 'geocoder' } },
    ];
    expectChecked({
      ...decider,
      evolve: evolveLocatedContacts,
      events: events('AddressAdded', 'AddressLocated', 'AddressUpdated', 'ContactsMovedIn', 'AddressDeleted', 'ContactsMovedOut'),
      commands,
    });
  });

  it('EmailClaim-<address>', () => {
    expectChecked({
      ...emailClaimDecider,
      evolve: evolveEmailClaim,
      events: events('EmailAddressClaimed'),
      commands: [
        { type: 'ClaimEmail', data: { emailAddress: 'pat@example.com', userId } },
        { type: 'ClaimEmail', data: { emailAddress: 'pat@example.com', userId: otherUserId } },
      ],
    });
  });

  it('PetRequest-<key> and ProfilePicture-<userId> (no refusals: every command is allowed in every state)', () => {
    const claims = checkStream({
      ...petRequestDecider,
      evolve: evolvePetRequest,
      events: events('PetIdClaimed'),
      commands: [{ type: 'ClaimPetId', data: { petId: petId + 1 } }],
    });
    const pictures = checkStream({
      ...profilePictureDecider,
      evolve: evolveProfilePicture,
      events: events('ProfilePictureUploaded'),
      commands: [{ type: 'UploadProfilePicture', data: { userId, fileName: 'me2.jpg', hash: 'aa'.repeat(32), contentType: 'image/png' } }],
    });
    expect(claims.decided + pictures.decided).toBeGreaterThan(0);
  });
});
