import { DomainError, PHONE_MESSAGES, smsInfoSchema, subscribeToPhoneSchema, toE164, type SmsInfoResponse, type SubscribeToPhoneResponse } from '@pawroute/domain';
import { phoneSystemFor, queryRoute, releasePhoneSystemFor, sessionIdOf, subscribeSession } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { userHasPhoneNumber } from './callers';
import { announceIncomingCall } from './incomingCalls';

/**
 * The phone system's reads (part 2 §7.8, part 1 §7), all needing UsePhoneSystem:
 * - GET /api/v4/phone/subscribeToPhone?extensionNumber=: this browser (session) listens on that extension;
 * - GET /api/v4/phoneNumbers/SMSInfo?userId=&phoneNumber=: where a conversation with the number opens.
 * And, when PHONE_AMI_URL is set, the process listens to the PBX and pushes incoming calls.
 */
export async function phoneQueries(app: FastifyInstance): Promise<void> {
  const { services } = app;
  const phone = phoneSystemFor(services);

  if (phone.kind !== 'off') {
    const stop = phone.onIncomingCall((call) => {
      announceIncomingCall(services, call).catch((error: unknown) => services.logger.warn({ err: error, call }, 'phone: could not announce a call'));
    });
    app.addHook('onClose', async () => {
      stop();
      await releasePhoneSystemFor(services);
    });
  }

  queryRoute(app, {
    url: '/api/v4/phone/subscribeToPhone',
    schema: subscribeToPhoneSchema,
    permission: 'UsePhoneSystem',
    async handle({ extensionNumber }, { actor, db, request }): Promise<SubscribeToPhoneResponse> {
      if (phone.kind === 'off') return { extensionNumber: '', phoneSystem: 'off', message: PHONE_MESSAGES.off };
      if (!request.session) throw new DomainError(401, 'Please sign in.');
      await subscribeSession(db, sessionIdOf(request.session.token), actor.userId, extensionNumber);
      return { extensionNumber, phoneSystem: phone.kind, message: null };
    },
  });

  queryRoute(app, {
    url: '/api/v4/phoneNumbers/SMSInfo',
    schema: smsInfoSchema,
    permission: 'UsePhoneSystem',
    async handle({ userId, phoneNumber }, { db }): Promise<SmsInfoResponse> {
      const has = await userHasPhoneNumber(db, userId, phoneNumber);
      if (has === null) throw new DomainError(404, PHONE_MESSAGES.userNotFound);
      if (!has) throw new DomainError(404, PHONE_MESSAGES.notUsersNumber);
      const e164 = toE164(phoneNumber);
      if (!e164) return { phoneNumber: phoneNumber.replace(/\D/g, ''), PVConversationURL: null, error: PHONE_MESSAGES.notTextable };
      // A customer's conversation is their thread on the Messages screen (docs/TEXTS.md); anyone else's
      // opens in the device's messaging app.
      const { rows } = await db.query<{ customer_id: number | null }>(`SELECT customer_id FROM users WHERE id = $1`, [userId]);
      const customerId = rows[0]?.customer_id ?? null;
      return { phoneNumber: e164, PVConversationURL: customerId === null ? `sms:${e164}` : `/dashboard/messages/${Number(customerId)}`, error: null };
    },
  });
}
