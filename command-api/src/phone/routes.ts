import {
  callPhoneNumberSchema,
  DomainError,
  PHONE_MESSAGES,
  type CallPhoneNumberResponse,
  callPhoneNumberAnswerSchema,
} from '@pawroute/domain';
import { commandRoute, phoneSystemFor, PhoneSystemError, releasePhoneSystemFor } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';

/**
 * POST /api/v4/phone/callPhoneNumber { phoneNumber, extensionNumber } (part 2 §7.8; UsePhoneSystem):
 * the PBX rings the caller's extension and, when it is picked up, dials the number (AMI Originate).
 * Not a change of the business's state, so no event is written; the Idempotency-Key still makes a
 * double click ring once. 503 when the phone system is off, 502 when the PBX refuses or cannot be reached.
 */
export async function phoneCommands(app: FastifyInstance): Promise<void> {
  app.addHook('onClose', async () => releasePhoneSystemFor(app.services));

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/phone/callPhoneNumber',
    name: 'CallPhoneNumber',
    answer: callPhoneNumberAnswerSchema,
    schema: callPhoneNumberSchema,
    permission: 'UsePhoneSystem',
    async handle({ phoneNumber, extensionNumber }, ctx): Promise<CallPhoneNumberResponse> {
      const phone = phoneSystemFor(ctx.services);
      if (phone.kind === 'off') throw new DomainError(503, PHONE_MESSAGES.off);
      try {
        await phone.placeCall({ extension: extensionNumber, phoneNumber });
      } catch (error) {
        if (error instanceof PhoneSystemError) throw new DomainError(502, error.message);
        throw error;
      }
      return { phoneNumber, extensionNumber };
    },
  });
}
