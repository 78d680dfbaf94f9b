import { z } from 'zod';
import { storableId, storableText } from '../shared/storable';
import { TEXT_BODY_MAX, TEXT_MESSAGES as M } from './messages';

/** POST /api/v4/messages/send: the thread's reply box (the web form and the server). */
export const sendTextBodySchema = z.object({
  customerId: storableId(),
  body: storableText({ error: M.bodyRequired }).trim().min(1, { error: M.bodyRequired }).max(TEXT_BODY_MAX, { error: M.bodyTooLong }),
});
export type SendTextBody = z.input<typeof sendTextBodySchema>;

/** POST /api/v4/messages/markRead. */
export const markConversationReadBodySchema = z.object({ customerId: storableId() });

/** GET /api/v4/messages/thread?customerId=. */
export const threadQuerySchema = z.object({ customerId: z.coerce.number().int().positive().max(2_147_483_647) });
export const threadListQuerySchema = z.object({});
