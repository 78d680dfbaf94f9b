import type { FastifyInstance } from 'fastify';
import { createElement } from 'react';
import {
  CONTACT_SEQUENCES,
  DEFAULT_PET_DETAILS,
  DomainError,
  SIGN_UP_MESSAGES,
  USER_TYPE_IDS,
  contactsStream,
  customerDecider,
  customerStream,
  localDateOf,
  newContactId,
  petDecider,
  petStream,
  signUpSchema,
  todoDecider,
  todoStream,
  TODO_CATEGORY_IDS,
  webPriceEstimateFormData,
  webPriceEstimateNote,
  contactsDecider,
  contactsFromUserCreated,
  type ContactsCommand,
  type SignUpBody,
  type StreamAppend,
  type SignUpAnswer,
} from '@pawroute/domain';
import {
  TOO_MANY_REQUESTS,
  assertCsrf,
  authorize,
  createLinkToken,
  declareRouteAccess,
  hashPassword,
  linkFor,
  mailerFor,
  runCommandRequest,
  setPasswordHash,
  signIn,
  takeEntranceRate,
  wasMailed,
  type CommandHandlerContext,
  type SqlExecutor,
  nowOf,
} from '@pawroute/platform';
import { contactsDeciderFor } from '../contacts';
import { decideUserCreation } from '../customers';
import { decideAlso } from '../shared/decideAlso';
import { renderMail } from '../shared/mail/render';
import { EMAIL_CONFIRMATION_SUBJECT, EmailConfirmationMail } from '../shared/mail/templates/EmailConfirmationMail';

export const SIGN_UP_URL = '/api/v4/entrance/signup';
/** Sign-ups per client address per hour (a family signs up once; a script does not get far). */
const SIGN_UPS_PER_IP_PER_HOUR = 10;

const inputOf = (query: unknown, body: unknown): Record<string, unknown> => ({
  ...(query && typeof query === 'object' ? (query as Record<string, unknown>) : {}),
  ...(body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}),
});

/** Every pet's breed exists; the animal type comes from the breed (a dog breed is a dog). */
async function breedsOf(db: SqlExecutor, body: SignUpBody): Promise<Map<number, { animalTypeId: number; name: string }>> {
  const ids = [...new Set(body.pets.map((p) => p.breedId))];
  const found = new Map<number, { animalTypeId: number; name: string }>();
  if (ids.length === 0) return found;
  const { rows } = await db.query<{ id: number; animal_type_id: number; name: string }>(
    `SELECT id, animal_type_id, breed AS name FROM breeds WHERE id = ANY($1::int[])`,
    [ids],
  );
  for (const row of rows) found.set(Number(row.id), { animalTypeId: Number(row.animal_type_id), name: row.name });
  body.pets.forEach((pet, i) => {
    const breed = found.get(pet.breedId);
    if (!breed || (pet.animalTypeId !== null && pet.animalTypeId !== breed.animalTypeId)) {
      throw new DomainError(400, SIGN_UP_MESSAGES.breedNotFound, { [`pets.${i}`]: SIGN_UP_MESSAGES.breedNotFound });
    }
  });
  return found;
}

/**
 * The sign-up's confirmation mail, once per user (the dedupe key): a 7-day link to
 * /emailConfirmation?token=. A message already sent is not sent again, and makes no new token.
 */
export async function mailEmailConfirmation(
  ctx: Pick<CommandHandlerContext, 'services'>,
  user: { userId: number; emailAddress: string; firstName: string },
): Promise<void> {
  const { db, config } = ctx.services;
  const dedupeKey = `EmailConfirmation-User-${user.userId}`;
  if (await wasMailed(db, dedupeKey)) return;
  const token = await createLinkToken(db, { purpose: 'emailConfirmation', subjectId: user.userId, emailAddress: user.emailAddress, now: nowOf(ctx.services) });
  const businessName = config.businessName ?? 'Pawroute';
  const link = linkFor(config.publicUrl, 'emailConfirmation', token);
  await mailerFor(ctx.services).send(
    renderMail(user.emailAddress, EMAIL_CONFIRMATION_SUBJECT(businessName), createElement(EmailConfirmationMail, { businessName, firstName: user.firstName, link })),
    { dedupeKey },
  );
}

/** The office's web-lead todo item (part 1 §3 formData: name, email, phone, petName, petBreed, additionalNotes). */
function webLeadFormData(body: SignUpBody, breeds: Map<number, { name: string }>): string {
  return JSON.stringify({
    name: `${body.firstName} ${body.lastName}`,
    email: body.emailAddress,
    phone: body.homePhone,
    petName: body.pets.map((p) => p.name).join(', '),
    petBreed: body.pets.map((p) => breeds.get(p.breedId)?.name ?? '').join(', '),
    additionalNotes: [
      `Signed up online: ${body.address}, ${body.city}, ${body.state} ${body.zipcode}`,
      body.workPhone ? `work phone ${body.workPhone}` : null,
      body.alternatePhone ? `alternate phone ${body.alternatePhone}` : null,
    ]
      .filter(Boolean)
      .join('; '),
  });
}

/**
 * The sign-up itself, one write. Also the path of a new client verified by a one-time code on /book
 * (docs/RULES.md OTP-CODE): no password then (`Password` empty: the login is made without one, set later
 * by the recovery link), a Mapsco when the service area asks for one, and pets added after.
 */
export async function signUp(body: SignUpBody, ctx: CommandHandlerContext): Promise<{ userId: number; customerId: number }> {
  const { db, config } = ctx.services;
  const breeds = await breedsOf(db, body);
  const passwordHash = body.Password ? await hashPassword(body.Password) : null;
  const today = localDateOf(ctx.now, config.timeZone);

  // the whole sign-up is decided first and appended in one write (ctx.appendAll): a crash
  // leaves all of it or none, never a claimed address without its user, nor a user without pets.
  const { userId, customerId } = await ctx.retrying(async () => {
    // The user, with the login the person chose, its customer record, its comment group and the address
    // claim (409 'Email already in use by another account.'), as the office's user/create makes them;
    // the home phone is the user's phone.
    const creation = await decideUserCreation(
      {
        firstName: body.firstName,
        middleName: undefined,
        lastName: body.lastName,
        emailAddress: body.emailAddress,
        UserTypeID: USER_TYPE_IDS.Customer,
        phoneNumber: body.homePhone,
        AddressInfo: { address: body.address, city: body.city, state: body.state, zipcode: body.zipcode, mapsco: body.mapsco ?? undefined },
        isAccount: false,
      },
      ctx,
      { login: { hasPassword: passwordHash !== null } },
    );
    const { userId, customerId } = creation;
    if (customerId === null || creation.customer === null) throw new Error('sign-up made a user without a customer record');
    const appends: StreamAppend[] = [...creation.appends];

    // Work and alternate phones, labelled, on the user's contacts stream (seeded by the UserCreated above).
    const contacts = contactsDecider(contactsFromUserCreated(creation.created));
    const phones = [
      ['Work', body.workPhone],
      ['Alternate', body.alternatePhone],
    ] as const;
    let phoneAppend: { append: StreamAppend; replayed: boolean } | null = null;
    for (const [label, phoneNumber] of phones) {
      if (!phoneNumber) continue;
      const phoneNumberId = newContactId(await ctx.nextId(CONTACT_SEQUENCES.phoneNumber));
      const command: ContactsCommand = {
        type: 'AddPhoneNumber',
        data: { userId, phoneNumber: { phoneNumberId, phoneNumber, extension: null, label, isPrimary: false } },
      };
      if (phoneAppend === null) {
        const first = await ctx.decideOn(contactsStream(userId), contacts, command);
        phoneAppend = { append: first.append, replayed: first.replayed };
      } else {
        phoneAppend = { append: await decideAlso(ctx, phoneAppend.append, phoneAppend.replayed, contacts, command), replayed: phoneAppend.replayed };
      }
    }
    if (phoneAppend) appends.push(phoneAppend.append);

    for (const pet of body.pets) {
      const petId = await ctx.nextId('pet');
      const breed = breeds.get(pet.breedId)!;
      const saved = await ctx.decideOn(petStream(petId), petDecider, {
        type: 'SavePet',
        data: {
          petId,
          isNew: true,
          customerId,
          userId,
          details: { ...DEFAULT_PET_DETAILS, petName: pet.name, animalTypeId: breed.animalTypeId, breedId: pet.breedId, weight: pet.weight, age: pet.age },
          today,
          onlyHabitsOf: null,
        },
      });
      appends.push(saved.append);
    }

    // The customer's stream: CustomerCreated and the policies accepted, one append.
    appends.push(await decideAlso(ctx, creation.customer.append, creation.customer.replayed, customerDecider, { type: 'AcceptPolicies', data: { customerId } }));

    const todoItemId = await ctx.nextId('todo');
    const lead = await ctx.decideOn(todoStream(todoItemId), todoDecider, {
      type: 'CreateTodoItem',
      data: {
        todoItemId,
        customerId,
        todoCategoryId: null,
        note: `Web lead: ${body.firstName} ${body.lastName} signed up online. Please contact them.`.slice(0, 250),
        date: today,
        repeatInDays: null,
        formData: webLeadFormData(body, breeds),
      },
    });
    appends.push(lead.append);

    // The price estimate they made on the website, as its own todo in the estimate-request category.
    if (body.webPriceEstimate) {
      const estimateTodoId = await ctx.nextId('todo');
      const request = await ctx.decideOn(todoStream(estimateTodoId), todoDecider, {
        type: 'CreateTodoItem',
        data: {
          todoItemId: estimateTodoId,
          customerId,
          todoCategoryId: TODO_CATEGORY_IDS['Estimate Request'],
          note: webPriceEstimateNote(`${body.firstName} ${body.lastName}`, body.webPriceEstimate),
          date: today,
          repeatInDays: null,
          formData: webPriceEstimateFormData(body.webPriceEstimate),
        },
      });
      appends.push(request.append);
    }
    await ctx.appendAll(appends);
    return { userId, customerId };
  });
  // The password the person chose (the hash goes to credentials, never an event), after the write.
  if (passwordHash !== null) await setPasswordHash(db, userId, passwordHash);
  return { userId, customerId };
}

/**
 * POST /api/v4/entrance/signup (part 2 §5.2, §7.1, §8.1): public (CSRF still required), idempotent.
 * Makes the customer (user, customer record, login with the chosen password, phones, pets, policies
 * accepted), gives the office a web-lead todo item, mails the email confirmation link and signs the new
 * customer in, answering { userId, firstName, lastName, customerId, position }. Built by hand (commandRoute's
 * steps) because signing in sets the cookie.
 */
export function registerSignUp(app: FastifyInstance): void {
  declareRouteAccess('POST', SIGN_UP_URL, 'public');
  app.post(SIGN_UP_URL, async (request, reply) => {
    assertCsrf(request);
    const body = signUpSchema.parse(inputOf(request.query, request.body));
    await authorize(request.actor, 'public', body);
    const { Password: _password, ...fingerprinted } = body;
    return runCommandRequest(request, reply, { name: 'SignUp', route: SIGN_UP_URL, input: { ...fingerprinted, passwordHash: null } }, async (ctx) => {
      if (!(await takeEntranceRate(ctx.services.db, `ip:${request.ip}:signup`, SIGN_UPS_PER_IP_PER_HOUR, 60))) {
        throw new DomainError(429, TOO_MANY_REQUESTS);
      }
      const { userId, customerId } = await signUp(body, ctx);
      try {
        await mailEmailConfirmation(ctx, { userId, emailAddress: body.emailAddress, firstName: body.firstName });
      } catch (error) {
        // The account stands; the office sees the lead and can resend. Never a failed sign-up for a mail.
        request.log.error({ err: error, userId }, 'sign-up confirmation mail failed');
      }
      await signIn(request, reply, userId);
      request.log.info({ userId, ip: request.ip }, 'signed up');
      return { userId, firstName: body.firstName, lastName: body.lastName, customerId } satisfies SignUpAnswer;
    });
  });
}
