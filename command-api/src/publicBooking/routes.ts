import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createElement } from 'react';
import type { z } from 'zod';
import {
  CODES_PER_ADDRESS_PER_HOUR,
  CODES_PER_CLIENT_PER_HOUR,
  CODE_TRIES_PER_CLIENT_PER_HOUR,
  CODE_MAX_TRIES,
  CODE_TTL_MINUTES,
  COAT_LABELS,
  DEFAULT_PET_DETAILS,
  DomainError,
  ONLINE_BOOKING_MESSAGES,
  PUBLIC_BOOKING_MESSAGES as M,
  codeOutcome,
  localDateOf,
  maskedDestination,
  petDecider,
  petStream,
  publicAddPetBodySchema,
  publicAddressBodySchema,
  publicRequestBodySchema,
  publicSendCodeBodySchema,
  publicVerifyCodeBodySchema,
  type PublicAddPetAnswer,
  type PublicAddressAnswer,
  type PublicSendCodeAnswer,
  type PublicSignUp,
  type PublicVerifyCodeAnswer,
  bookingRequestedAnswerSchema,
  publicAddPetAnswerSchema,
} from '@pawroute/domain';
import {
  TOO_MANY_REQUESTS,
  assertCsrf,
  authorize,
  commandRoute,
  declareRouteAccess,
  mailerFor,
  nowOf,
  runCommandRequest,
  signIn,
  takeEntranceRate,
  textSenderFor,
  type Actor,
  type CommandHandlerContext,
} from '@pawroute/platform';
import { mailEmailConfirmation, signUp } from '../auth';
import { OWN_CUSTOMER, requestBooking, saveOnlineEstimate } from '../booking';
import { loadCustomerOfUser } from '../estimates';
import { serviceAreaVerdict } from '../serviceArea';
import { renderMail } from '../shared/mail/render';
import { BOOKING_CODE_SUBJECT, BookingCodeMail } from '../shared/mail/templates/BookingCodeMail';
import { codeHash, countWrongTry, newCode, readCode, spendCode, storeCode, unspendCode } from './codes';

export const PUBLIC_BOOKING = '/api/v4/booking/public';
/** Address checks per client address per hour (each may ask the geocoder). */
const CHECKS_PER_CLIENT_PER_HOUR = 60;

const bodyOf = (request: FastifyRequest): Record<string, unknown> =>
  request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Record<string, unknown>) : {};

async function rateLimited(ctx: CommandHandlerContext, bucket: string, limit: number): Promise<void> {
  if (!(await takeEntranceRate(ctx.services.db, bucket, limit, 60))) throw new DomainError(429, TOO_MANY_REQUESTS);
}

/**
 * A public write built by hand (commandRoute's steps: CSRF, zod, 'public', the Idempotency-Key),
 * because these need the client address for their rate limits and verify signs the new client in.
 * `fingerprint` is what the Idempotency-Key is matched on (never a code in the clear).
 */
function publicWrite<S extends z.ZodType, R extends object>(
  app: FastifyInstance,
  path: string,
  name: string,
  schema: S,
  handle: (input: z.output<S>, ctx: CommandHandlerContext, request: FastifyRequest, reply: FastifyReply) => Promise<R>,
  fingerprint: (input: z.output<S>, ctx: Pick<CommandHandlerContext, 'services'>) => unknown = (input) => input,
): void {
  const url = `${PUBLIC_BOOKING}/${path}`;
  declareRouteAccess('POST', url, 'public');
  app.post(url, async (request, reply) => {
    assertCsrf(request);
    const input = schema.parse(bodyOf(request)) as z.output<S>;
    await authorize(request.actor, 'public', input);
    return runCommandRequest(request, reply, { name, route: url, input: fingerprint(input, { services: app.services }) }, (ctx) => handle(input, ctx, request, reply));
  });
}

/**
 * The public /book page (docs/RULES.md "Service area" SA-ONE, OTP-CODE): the address first (inside
 * the area?), then the contact and a one-time code by email or text; the code makes the account through
 * the sign-up's own path and signs the client in. After that the client is a signed-in customer: the pets
 * here, then the portal's pricing, open times and Book (booking/saveEstimate, getOpenTimes, book), or a
 * request (here) when the address is outside the area. Nothing is held before the code is verified.
 */
export async function publicBookingCommands(app: FastifyInstance): Promise<void> {
  publicWrite(app, 'checkAddress', 'CheckBookingAddress', publicAddressBodySchema, async (address, ctx, request): Promise<PublicAddressAnswer> => {
    await rateLimited(ctx, `ip:${request.ip}:bookingAddress`, CHECKS_PER_CLIENT_PER_HOUR);
    const verdict = await serviceAreaVerdict(ctx, address);
    return verdict.inside ? { inside: true, message: M.inside } : { inside: false, message: M.outside };
  });

  publicWrite(app, 'sendCode', 'SendBookingCode', publicSendCodeBodySchema, async (contact, ctx, request): Promise<PublicSendCodeAnswer> => {
    await rateLimited(ctx, `ip:${request.ip}:bookingCode`, CODES_PER_CLIENT_PER_HOUR);
    await rateLimited(ctx, `email:${contact.emailAddress}:bookingCode`, CODES_PER_ADDRESS_PER_HOUR);
    const code = newCode();
    const now = nowOf(ctx.services).toISOString();
    // One row per address: a second code replaces the first (still one pending sign-up).
    await storeCode(ctx.services, contact, code, now);
    const businessName = ctx.services.config.businessName ?? 'Pawroute';
    const dedupeKey = `BookingCode-${contact.emailAddress}-${now}`;
    if (contact.channel === 'email') {
      await mailerFor(ctx.services).send(
        renderMail(contact.emailAddress, BOOKING_CODE_SUBJECT(businessName), createElement(BookingCodeMail, { businessName, firstName: contact.firstName, code })),
        { dedupeKey },
      );
    } else {
      await textSenderFor(ctx.services).send(
        { to: contact.phone.replace(/\D/g, ''), text: `${businessName}: your booking code is ${code}. It works once, within ${CODE_TTL_MINUTES} minutes.` },
        { dedupeKey },
      );
    }
    const sentTo = maskedDestination(contact.channel, contact.channel === 'email' ? contact.emailAddress : contact.phone);
    return { sentTo, expiresInMinutes: CODE_TTL_MINUTES, message: M.codeSent(sentTo) };
  });

  publicWrite(
    app,
    'verifyCode',
    'VerifyBookingCode',
    publicVerifyCodeBodySchema,
    async ({ emailAddress, code }, ctx, request, reply): Promise<PublicVerifyCodeAnswer> => {
      await rateLimited(ctx, `ip:${request.ip}:bookingVerify`, CODE_TRIES_PER_CLIENT_PER_HOUR);
      const now = nowOf(ctx.services).toISOString();
      const row = await readCode(ctx.services, emailAddress, code);
      const outcome = codeOutcome(row, now, row?.matches ?? false);
      if (outcome.kind !== 'ok') {
        if (outcome.kind === 'wrong' || (outcome.status === 429 && row !== null && row.tries < CODE_MAX_TRIES)) await countWrongTry(ctx.services.db, emailAddress);
        throw new DomainError(outcome.status, outcome.message, { code: outcome.message });
      }
      // Of two right tries at once, one makes the account; the other is told the code is used.
      if (!(await spendCode(ctx.services, emailAddress, code, now))) throw new DomainError(409, M.codeUsed, { code: M.codeUsed });
      const contact = row!.signUp;
      let made: { userId: number; customerId: number };
      try {
        made = await signUp(signUpBodyOf(contact), ctx);
      } catch (error) {
        await unspendCode(ctx.services.db, emailAddress);
        throw error;
      }
      // A code by text proved the phone, not the address: that still gets the confirmation link.
      if (contact.channel === 'text') {
        await mailEmailConfirmation(ctx, { userId: made.userId, emailAddress: contact.emailAddress, firstName: contact.firstName }).catch((error: unknown) =>
          request.log.error({ err: error, userId: made.userId }, '/book confirmation mail failed'),
        );
      }
      // The session's user is read from the read model: wait for it (bounded) so that the page's next
      // step, the pets, is already signed in.
      const position = ctx.lastPosition();
      if (position !== null) await ctx.services.waitForPosition(position);
      await signIn(request, reply, made.userId);
      const verdict = await serviceAreaVerdict(ctx, contact);
      request.log.info({ userId: made.userId, ip: request.ip }, 'signed up on /book');
      return { userId: made.userId, customerId: made.customerId, firstName: contact.firstName, inside: verdict.inside };
    },
    (input, ctx) => ({ emailAddress: input.emailAddress, codeHash: codeHash(ctx.services, input.emailAddress, input.code) }),
  );

  commandRoute(app, {
    method: 'POST',
    url: `${PUBLIC_BOOKING}/addPet`,
    name: 'AddBookingPet',
    answer: publicAddPetAnswerSchema,
    schema: publicAddPetBodySchema,
    permission: OWN_CUSTOMER,
    handle: (input, ctx) => addPet(input, ctx),
  });

  commandRoute(app, {
    method: 'POST',
    url: `${PUBLIC_BOOKING}/request`,
    name: 'RequestBookingPublic',
    answer: bookingRequestedAnswerSchema,
    schema: publicRequestBodySchema,
    permission: OWN_CUSTOMER,
    handle: (input, ctx) => requestFromBook(input, ctx),
  });
}

/** The sign-up's body for a verified /book contact: no password (set later from the recovery link), no pets yet. */
function signUpBodyOf(contact: PublicSignUp) {
  return {
    firstName: contact.firstName,
    lastName: contact.lastName,
    emailAddress: contact.emailAddress,
    Password: '',
    acceptedPolicies: true as const,
    address: contact.address,
    city: contact.city,
    state: contact.state,
    zipcode: contact.zipcode,
    mapsco: contact.mapsco,
    homePhone: contact.phone,
    workPhone: null,
    alternatePhone: null,
    pets: [],
    webPriceEstimate: null,
  };
}

/** A pet of the new client: name, breed (its animal type from the breed), weight; the coat in its notes. */
async function addPet(input: z.output<typeof publicAddPetBodySchema>, ctx: CommandHandlerContext & { actor: Actor }): Promise<PublicAddPetAnswer> {
  const { rows } = await ctx.services.db.query<{ animal_type_id: number }>(`SELECT animal_type_id FROM breeds WHERE id = $1`, [input.breedId]);
  const animalTypeId = rows[0]?.animal_type_id;
  if (animalTypeId === undefined) throw new DomainError(400, M.petName, { breedId: M.petName });
  const petId = await ctx.nextId('pet');
  await ctx.execute(petStream(petId), petDecider, {
    type: 'SavePet',
    data: {
      petId,
      isNew: true,
      customerId: ctx.actor.customerId!,
      userId: ctx.actor.userId,
      details: { ...DEFAULT_PET_DETAILS, petName: input.name, animalTypeId: Number(animalTypeId), breedId: input.breedId, weight: input.weight, notes: `Coat: ${COAT_LABELS[input.coat]}` },
      today: localDateOf(ctx.now, ctx.services.config.timeZone),
      onlyHabitsOf: null,
    },
  });
  return { petId, petName: input.name };
}

/**
 * The new client's request (SA-ONE): outside the area it never carries a time (the office finds one) and
 * is marked outsideArea; inside, only with a time the open times offered (the business takes requests).
 * Priced through the portal's pricing; the area decided again here from the client's own address.
 */
async function requestFromBook(input: z.output<typeof publicRequestBodySchema>, ctx: CommandHandlerContext & { actor: Actor }) {
  const known = await loadCustomerOfUser(ctx.services.store, ctx.actor.userId);
  const address = known.user.address;
  const verdict = await serviceAreaVerdict(ctx, { address: address?.address, city: address?.city, state: address?.state, zipcode: address?.zipcode, mapsco: address?.mapsco });
  const outsideArea = !verdict.inside;
  if (outsideArea && input.wanted !== null) throw new DomainError(400, M.outsideNoTime, { wanted: M.outsideNoTime });
  if (!outsideArea && input.wanted === null) throw new DomainError(400, M.insideUseTime, { wanted: M.insideUseTime });
  let estimateId = input.estimateId;
  if (estimateId === null) {
    if (input.pets.length === 0) throw new DomainError(400, ONLINE_BOOKING_MESSAGES.petsRequired, { pets: ONLINE_BOOKING_MESSAGES.petsRequired });
    estimateId = (await saveOnlineEstimate(input.pets, ctx, { outsideAreaRequest: outsideArea })).estimateId;
  }
  return requestBooking({ customerId: ctx.actor.customerId!, estimateId, wanted: input.wanted, note: input.note, newClient: true, outsideArea }, ctx);
}
