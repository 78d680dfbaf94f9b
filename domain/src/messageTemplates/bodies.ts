import { z } from 'zod';
import { storableText } from '../shared/storable';
import { MESSAGE_CHANNELS, MESSAGE_KINDS, sendsEmail, sendsSms } from './kinds';
import { MESSAGE_TEMPLATE_MESSAGES as M } from './messages';
import { MESSAGE_KIND_REGISTRY } from './registry';
import { unknownPlaceholders } from './render';

/**
 * Body of POST /api/v4/messageTemplates/save, and the form's check: the one schema both use. A text the
 * template goes by must be there; a placeholder the kind does not fill in is refused, naming the ones it may use.
 */
export const messageTemplateBodySchema = z
  .object({
    kind: z.enum(MESSAGE_KINDS),
    channels: z.enum(MESSAGE_CHANNELS),
    sms: storableText().max(1_000, M.smsTooLong),
    emailSubject: storableText().max(200, M.subjectTooLong),
    emailBody: storableText().max(10_000, M.bodyTooLong),
  })
  .superRefine((body, ctx) => {
    if (sendsSms(body.channels) && body.sms.trim() === '') ctx.addIssue({ code: 'custom', path: ['sms'], message: M.smsRequired });
    if (sendsEmail(body.channels) && body.emailSubject.trim() === '') ctx.addIssue({ code: 'custom', path: ['emailSubject'], message: M.emailSubjectRequired });
    if (sendsEmail(body.channels) && body.emailBody.trim() === '') ctx.addIssue({ code: 'custom', path: ['emailBody'], message: M.emailBodyRequired });
    for (const field of ['sms', 'emailSubject', 'emailBody'] as const) {
      const unknown = unknownPlaceholders(body.kind, [body[field]]);
      if (unknown.length > 0) ctx.addIssue({ code: 'custom', path: [field], message: M.unknownPlaceholder(unknown, MESSAGE_KIND_REGISTRY[body.kind].placeholders) });
    }
  });
export type MessageTemplateBody = z.input<typeof messageTemplateBodySchema>;

/** Body of POST /api/v4/customers/askForCard (the card-on-file request). */
export const askForCardBodySchema = z.object({ customerId: z.number().int().positive() });
export type AskForCardBody = z.input<typeof askForCardBodySchema>;

/** Body of POST /api/v4/messageTemplates/reset. */
export const messageTemplateResetBodySchema = z.object({ kind: z.enum(MESSAGE_KINDS) });
export type MessageTemplateResetBody = z.input<typeof messageTemplateResetBodySchema>;
