import { ANIMAL_TYPE_IDS, TODO_CATEGORY_IDS, LINK_MESSAGES, SEED_BREEDS, SIGN_UP_MESSAGES, APPOINTMENT_MESSAGES } from '@pawroute/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCount, expectRefused, futureDate, newEstimate, ok, streamOf } from '../appointments/commandsTestKit';
import { linkIn, startSmtpTestServer, startTestServer, type SmtpTestServer, type TestClient, type TestServer } from '../testing';

/**
 * over real HTTP, with mail through a real SMTP server in this process: sign-up (part 2 §5.2's
 * order and messages, §8.1's 409), the email confirmation link, password recovery and reset (§5.1),
 * the appointment confirmation link and the feedback link. Each link works once and says which of
 * invalid, expired or already used; a refused request writes nothing.
 */
let s: TestServer;
let smtp: SmtpTestServer;
let office: TestClient;
let stylist: TestClient;
let samId: number;

const SIGN_UP = '/api/v4/entrance/signup';
const dog = SEED_BREEDS.find((b) => b.animalTypeId === ANIMAL_TYPE_IDS.dog)!;
const cat = SEED_BREEDS.find((b) => b.animalTypeId === ANIMAL_TYPE_IDS.cat)!;

const form = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Wendy',
  lastName: 'Weblead',
  emailAddress: email,
  Password: 'a-good-long-password',
  acceptedPolicies: true,
  address: '100 Elm St',
  city: 'Dallas',
  state: '',
  zipcode: '75201',
  homePhone: '214-555-0101',
  workPhone: '214-555-0102',
  alternatePhone: '',
  pets: [
    { name: 'Rex', breedId: dog.id, weight: 40, age: 3 },
    { name: 'Tom', breedId: cat.id },
  ],
  ...extra,
});

const tokenOf = (path: string) => new URLSearchParams(path.split('?')[1]).get('token')!;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  s = await startTestServer({ config: { smtpUrl: smtp.url, settleAfterS: 0 } });
  [office, stylist] = await Promise.all([s.loginAs('office'), s.loginAs('stylist')]);
  samId = ok('getOptions', await office.get<{ stylists: { ID: number }[] }>('/api/v4/getOptions')).stylists[0]!.ID;
}, 180_000);
afterAll(async () => {
  await s?.close();
  await smtp?.close();
});

describe('POST /api/v4/entrance/signup', () => {
  it('checks in the order of part 2 §5.2 with its messages, a 400 that writes nothing', async () => {
    const visitor = s.client();
    const email = 'order@example.com';
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: '', address: '', homePhone: '', acceptedPolicies: false }, SIGN_UP_MESSAGES.step1],
      [{ Password: '' }, SIGN_UP_MESSAGES.step1],
      [{ emailAddress: 'not-an-email' }, SIGN_UP_MESSAGES.email],
      [{ Password: 'short', address: '' }, 'Password must be a minimum of 10 characters.'],
      [{ address: '', homePhone: '' }, SIGN_UP_MESSAGES.step2],
      [{ zipcode: '7520' }, 'Please enter a valid zipcode.'],
      [{ address: 'x'.repeat(101) }, 'Must be at most 100 characters.'],
      [{ homePhone: '', workPhone: 'nope' }, SIGN_UP_MESSAGES.step3],
      [{ homePhone: '12' }, SIGN_UP_MESSAGES.step3],
      [{ alternatePhone: '555', pets: [{ name: '' }] }, SIGN_UP_MESSAGES.step4],
      [{ pets: [{ name: 'Rex', breedId: dog.id }, { name: '', breedId: dog.id }], acceptedPolicies: false }, 'A Name and Breed are required for each pet.'],
      [{ pets: [{ name: 'Rex' }] }, 'A Name and Breed are required for each pet.'],
      [{ pets: [{ name: 'Rex', breedId: dog.id, weight: -3 }] }, SIGN_UP_MESSAGES.petNumbers],
      [{ acceptedPolicies: false }, SIGN_UP_MESSAGES.step6],
      [{ pets: [{ name: 'Rex', breedId: 999_999 }] }, SIGN_UP_MESSAGES.breedNotFound],
    ];
    for (const [change, message] of cases) {
      await expectRefused(s, () => visitor.post(SIGN_UP, form(email, change)), 400, message);
    }
    expect((await visitor.post(SIGN_UP, form(email), { csrf: false })).status).toBe(403);
    expect(await visitor.get('/api/v4/entrance/check-session-user')).toMatchObject({ status: 200, body: { user: null } });
  });

  let userId: number;
  let confirmLink: string;

  it('makes the customer with two pets, signs them in, gives the office a web lead and mails the confirmation link', async () => {
    const visitor = s.client();
    const answer = ok('signup', await visitor.post<{ userId: number; firstName: string; lastName: string; customerId: number }>(SIGN_UP, form('wendy@example.com')));
    expect(answer).toMatchObject({ firstName: 'Wendy', lastName: 'Weblead', userId: expect.any(Number), customerId: expect.any(Number) });
    userId = answer.userId;
    const session = ok('session', await visitor.get<{ user: { ID: number; customerId: number; UserType: string } }>('/api/v4/entrance/check-session-user'));
    expect(session.user).toMatchObject({ ID: userId, customerId: answer.customerId, UserType: 'Customer' });

    const pets = ok('pets', await visitor.get<{ pets: { petName?: string; name?: string; breedId?: number }[] }>('/api/v4/pets/findByCustomer', { query: { customerId: answer.customerId } }));
    expect(pets.pets).toHaveLength(2);

    const customerEvents = await streamOf(s, `Customer-${answer.customerId}`);
    expect(customerEvents.map((e) => e.type)).toEqual(['CustomerCreated', 'CustomerAcceptedPolicies']);

    await s.settle();
    const todos = ok('todos', await office.get<{ todoItems: { customerId: number | null; formData: string | null }[] }>('/api/v4/todo/getAll'));
    const lead = todos.todoItems.find((t) => t.customerId === answer.customerId);
    expect(JSON.parse(lead!.formData!)).toMatchObject({ name: 'Wendy Weblead', email: 'wendy@example.com', phone: '214-555-0101', petName: 'Rex, Tom' });

    const mail = await smtp.waitFor((m) => m.to.includes('wendy@example.com') && m.subject.includes('confirm your email'));
    expect(mail.subject).toBe('Please confirm your email address for Pawroute');
    expect(mail.html).toContain('Pawroute');
    confirmLink = linkIn(mail, '/emailConfirmation');
    expect(confirmLink).toMatch(/^\/emailConfirmation\?token=[A-Za-z0-9_-]{43}$/);
    // The new customer can sign in with the chosen password.
    await s.client().login('wendy@example.com', 'a-good-long-password');
  });

  it('a sign-up carrying a webPriceEstimate also gives the office a price-estimate todo with its formData', async () => {
    const visitor = s.client();
    const estimate = {
      animal: 'Dog', dogBreed: 'Poodle', dogPackage: 'Deluxe', dogExtras: ['Teeth', 'Nails'], catBreed: 'ignored', estimatedPriceRange: '$85 - $95', estimateTime: '2 hours',
    };
    await expectRefused(s, () => visitor.post(SIGN_UP, form('pricey@example.com', { webPriceEstimate: { ...estimate, animal: 'Horse' } })), 400, "The price estimate's animal must be Dog or Cat.");
    const answer = ok('signup', await visitor.post<{ customerId: number }>(SIGN_UP, form('pricey@example.com', { webPriceEstimate: estimate })));
    await s.settle();
    const todos = ok('todos', await office.get<{ todoItems: { customerId: number | null; todoCategoryId: number | null; note: string; formData: string | null }[] }>('/api/v4/todo/getAll', { query: { viewAll: true } }));
    const mine = todos.todoItems.filter((t) => t.customerId === answer.customerId);
    expect(mine).toHaveLength(2);
    const priced = mine.find((t) => t.todoCategoryId === TODO_CATEGORY_IDS['Estimate Request'])!;
    expect(JSON.parse(priced.formData!)).toEqual({
      animal: 'Dog', dogBreed: 'Poodle', dogPackage: 'Deluxe', dogExtras: ['Teeth', 'Nails'], estimatedPriceRange: '$85 - $95', estimateTime: '2 hours',
    });
    expect(priced.note).toBe('Price estimate from the website for Wendy Weblead: Dog, Poodle, Deluxe ($85 - $95). Please follow up.');
  });

  it('409 for an address in use, writing nothing', async () => {
    await expectRefused(s, () => s.client().post(SIGN_UP, form('WENDY@example.com')), 409, 'Email already in use by another account.');
  });

  it('confirmEmail: the link confirms once, then says already used; unknown and expired links say so', async () => {
    const anyone = s.client();
    const token = tokenOf(confirmLink);
    const done = ok('confirmEmail', await anyone.get<{ message: string; userId: number }>('/api/v4/entrance/confirmEmail', { query: { token } }));
    expect(done).toMatchObject({ message: LINK_MESSAGES.emailConfirmed, userId });
    expect((await streamOf(s, `User-${userId}`)).filter((e) => e.type === 'EmailAddressConfirmed')).toHaveLength(1);

    await expectRefused(s, () => anyone.get('/api/v4/entrance/confirmEmail', { query: { token } }), 409, LINK_MESSAGES.emailConfirmation.used);
    await expectRefused(s, () => anyone.get('/api/v4/entrance/confirmEmail', { query: { token: 'A'.repeat(43) } }), 404, LINK_MESSAGES.emailConfirmation.invalid);
    await expectRefused(s, () => anyone.get('/api/v4/entrance/confirmEmail', { query: { token: 'x' } }), 404, LINK_MESSAGES.emailConfirmation.invalid);
    await expectRefused(s, () => anyone.get('/api/v4/entrance/confirmEmail'), 400, LINK_MESSAGES.tokenRequired);

    // An expired one (made now, moved into the past).
    const { createLinkToken } = await import('@pawroute/platform');
    const old = await createLinkToken(s.services.db, { purpose: 'emailConfirmation', subjectId: userId, emailAddress: 'wendy@example.com', expiresAt: new Date(Date.now() - 60_000) });
    await expectRefused(s, () => anyone.get('/api/v4/entrance/confirmEmail', { query: { token: old } }), 400, LINK_MESSAGES.emailConfirmation.expired);
  });
});

describe('password recovery and reset', () => {
  const RECOVER = '/api/v4/entrance/send-password-recovery-email';
  const RESET = '/api/v4/entrance/update-password-and-login';

  it('answers the same for an address with and without a login; only the login gets the mail; the link works once', async () => {
    const known = await s.client().post(RECOVER, { emailAddress: 'wendy@example.com' });
    const unknown = await s.client().post(RECOVER, { emailAddress: 'nobody-here@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const message = 'If the email address matched a login, and email has been sent to that address.';
    expect(known.body).toMatchObject({ message });
    expect(unknown.body).toMatchObject({ message });
    await expectRefused(s, () => s.client().post(RECOVER, { emailAddress: '' }), 400, 'Please insert an email.');

    const mail = await smtp.waitFor((m) => m.to.includes('wendy@example.com') && m.subject === 'Reset your Pawroute password');
    const token = tokenOf(linkIn(mail, '/password/reset'));
    const person = s.client();
    await expectRefused(s, () => person.post(RESET, { token, emailAddress: 'wendy@example.com', password: 'short' }), 400, 'Password must be at least 10 characters long.');
    await expectRefused(s, () => person.post(RESET, { token, password: 'long-enough-pass' }), 400, 'Username is required');
    await expectRefused(s, () => person.post(RESET, { emailAddress: 'wendy@example.com', password: 'long-enough-pass' }), 400, 'Failed to reset password.');
    ok('reset', await person.post(RESET, { token, emailAddress: 'wendy@example.com', password: 'my-new-password-1' }));
    await s.client().login('wendy@example.com', 'my-new-password-1');
    await expectRefused(s, () => s.client().post(RESET, { token, emailAddress: 'wendy@example.com', password: 'another-password' }), 400, 'This link was already used. Please request a new one.');
    await expectRefused(s, () => s.client().post(RESET, { token: 'B'.repeat(43), emailAddress: 'wendy@example.com', password: 'another-password' }), 400, 'This link is invalid. Please request a new one.');
    expect(smtp.to('nobody-here@example.com')).toHaveLength(0);
  });
});

describe('appointment confirmation and feedback links', () => {
  let appointmentId: number;
  let customerId: number;
  let customerUserId: number;
  let customer: TestClient;
  let confirmToken: string;

  it('scheduling mails a confirmation link; the link confirms the appointment once', async () => {
    customer = s.client();
    const made = ok('signup', await customer.post<{ userId: number; customerId: number }>(SIGN_UP, form('carla@example.com', { firstName: 'Carla', workPhone: '' })));
    customerId = made.customerId;
    customerUserId = made.userId;
    await s.settle();
    const pets = ok('pets', await office.get<{ pets: { ID: number }[] }>('/api/v4/pets/findByCustomer', { query: { customerId } }));
    const estimateId = await newEstimate(office, made.userId, pets.pets[0]!.ID);
    const day = futureDate(2);
    appointmentId = ok('create', await office.post<{ newAppointmentId: number; status: string }>('/api/v4/appointments/create', {
      estimateId, employeeId: samId, appointmentDate: day.spec, startTime: '9:00 AM', endTime: '10:30 AM',
    })).newAppointmentId;

    const mail = await smtp.waitFor((m) => m.to.includes('carla@example.com') && m.subject === 'Please confirm your Pawroute appointment');
    expect(mail.text).toContain(`${day.spec} at 9:00 AM`);
    confirmToken = tokenOf(linkIn(mail, '/appointmentConfirmation'));

    const before = await eventCount(s);
    const done = ok('confirm', await s.client().get<{ status: string; message: string }>('/api/v4/entrance/confirmAppointment', { query: { token: confirmToken } }));
    expect(done).toMatchObject({ status: 'confirmed', message: LINK_MESSAGES.appointmentConfirmed, appointmentId, startTime: '9:00 AM' });
    // the visit of the link is recorded for the confirmation board, then the confirmation.
    expect(await eventCount(s)).toBe(before + 2);
    expect((await streamOf(s, `Appointment-${appointmentId}`)).slice(-2).map((e) => e.type)).toEqual(['AppointmentConfirmationOpened', 'AppointmentConfirmed']);
    await expectRefused(s, () => s.client().get('/api/v4/entrance/confirmAppointment', { query: { token: confirmToken } }), 409, LINK_MESSAGES.appointmentConfirmation.used);
    await expectRefused(s, () => s.client().get('/api/v4/entrance/confirmAppointment', { query: { token: 'C'.repeat(43) } }), 404, LINK_MESSAGES.appointmentConfirmation.invalid);
  });

  it('completing mails a feedback link; the form learns the stylist; the rating and the preferred stylist are saved once', async () => {
    ok('start', await stylist.post('/api/v4/appointments/start', { appointmentId }));
    ok('complete', await stylist.post('/api/v4/appointments/complete', { appointmentId, isCustomerAbsent: true, transaction: { cashAmount: 0 } }));
    const mail = await smtp.waitFor((m) => m.to.includes('carla@example.com') && m.subject.startsWith('How did we do?'));
    const token = tokenOf(linkIn(mail, '/appointmentFeedback'));

    const info = ok('info', await s.client().get<{ stylistName: string }>('/api/v4/entrance/getFeedbackInfo', { query: { token } }));
    expect(info).toMatchObject({ appointmentId, stylistName: expect.stringMatching(/\S+ \S+/) });

    const visitor = s.client();
    await expectRefused(s, () => visitor.post('/api/v4/entrance/submitFeedback', { token, rating: 5, comment: '', setStylistAsPreferred: true }), 400, APPOINTMENT_MESSAGES.ratingCommentRequired);
    await expectRefused(s, () => visitor.post('/api/v4/entrance/submitFeedback', { token, rating: 6, comment: 'Great', setStylistAsPreferred: true }), 400, APPOINTMENT_MESSAGES.ratingRange);
    const done = ok('submit', await visitor.post<{ preferredStylistId: number }>('/api/v4/entrance/submitFeedback', { token, rating: 5, comment: 'Lovely cut!', setStylistAsPreferred: true }));
    expect(done).toMatchObject({ preferredStylistId: samId, message: LINK_MESSAGES.feedbackThanks });
    expect((await streamOf(s, `Appointment-${appointmentId}`)).find((e) => e.type === 'AppointmentRated')).toMatchObject({ data: { rating: 5, comment: 'Lovely cut!' } });
    expect((await streamOf(s, `Customer-${customerId}`)).at(-1)).toMatchObject({ type: 'CustomerDetailsUpdated', data: { preferredStylistId: samId } });
    // The office's Ratings card of the customer (ratings/findByUser) shows the rating the link gave, with its comment.
    await s.settle();
    const card = ok('ratings', await office.get<{ ratings: { rating: number; comment: string | null; appointmentId?: number | null }[]; average: number | null }>('/api/v4/ratings/findByUser', { query: { userId: customerUserId } }));
    expect(card.ratings).toEqual([expect.objectContaining({ rating: 5, comment: 'Lovely cut!', appointmentId })]);
    expect(card.average).toBe(5);

    await expectRefused(s, () => visitor.post('/api/v4/entrance/submitFeedback', { token, rating: 4, comment: 'Again', setStylistAsPreferred: false }), 409, LINK_MESSAGES.feedback.used);
    await expectRefused(s, () => s.client().get('/api/v4/entrance/getFeedbackInfo', { query: { token } }), 409, LINK_MESSAGES.feedback.used);
    // One mail per event, however often: the confirmation and the feedback each went once.
    expect(smtp.to('carla@example.com').filter((m) => m.subject.startsWith('How did we do?'))).toHaveLength(1);
  });
});
