import {
  DomainError,
  TEXT_MESSAGES as M,
  INBOUND_BODY_MAX,
  DELIVERY_STATUSES,
  TODO_NOTE_MAX,
  appointmentStream,
  conversationStream,
  fold,
  instantOfLocal,
  isStorableText,
  remindedAppointments,
  replyIntent,
  replyTarget,
  storableText,
  textNumberStream,
  textingDecider,
  todoDecider,
  todoStream,
  type DeliveryStatus,
  type StreamAppend,
  type TextingEvent,
} from '@pawroute/domain';
import {
  RECORD_CHANGED,
  SMS_INBOUND_PATH,
  SMS_STATUS_PATH,
  createCommandContext,
  customerByPhone,
  isValidTwilioSignature,
  textableDigits,
  type CommandHandlerContext,
} from '@pawroute/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { statusAction } from '../appointments';
import { loadAppointment } from '../shared/loadStreams';
import { oneAtATimeEverywhere } from '../shared/oneAtATime';
import { ensureTextRoutesTable, sendAndDecideText, textStreamOf } from './textCustomer';

/** What Twilio expects back from a messaging webhook: TwiML; an empty Response sends nothing more. */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

type Outcome = 'recorded' | 'duplicate' | 'confirmed' | 'rescheduleTask' | 'optedOut' | 'optedIn' | 'help' | 'unknownSender';

/**
 * The provider's calls to us (docs/TEXTS.md), done as the payment webhook is
 * (command-api/src/transactions/authorizeNetWebhook.ts): public, no session and no CSRF token: the
 * signature is the authentication. X-Twilio-Signature is checked over PAWROUTE_PUBLIC_URL + the path
 * (what the provider was told to call; behind a proxy the request's own host is not it) and the form
 * parameters, with SMS_API_TOKEN; unsigned or wrong → 401 and nothing written.
 * - POST /api/v4/sms/inbound: a text to us, applied once per MessageSid (REM-REPLY decides what it does).
 * - POST /api/v4/sms/status: a sent text's delivery status (MessageSid, MessageStatus).
 */
export async function smsWebhookRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  // The signature is over the parameters as posted: this plugin keeps form bodies as text.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));

  const verified = (request: FastifyRequest): URLSearchParams => {
    const token = services.config.sms?.token;
    if (!token) throw new DomainError(404, M.notSetUp);
    const params = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
    const header = request.headers['x-twilio-signature'];
    const url = `${services.config.publicUrl}${request.url}`;
    if (!isValidTwilioSignature(url, params.entries(), Array.isArray(header) ? header[0] : header, token)) throw new DomainError(401, M.badSignature);
    return params;
  };
  const contextFor = (request: FastifyRequest, name: string, key: string) =>
    createCommandContext({ services, actor: null, commandName: name, correlationId: request.id, idempotencyKey: key });
  const twiml = (reply: FastifyReply, outcome: Outcome) => reply.header('x-pawroute-outcome', outcome).type('text/xml').send(EMPTY_TWIML);

  app.post(SMS_INBOUND_PATH, { config: { csrf: false } }, async (request, reply) => {
    const params = verified(request);
    const messageSid = params.get('MessageSid')?.trim() ?? '';
    const from = textableDigits(params.get('From') ?? '');
    if (!messageSid || messageSid.length > 200 || from === null) throw new DomainError(400, M.badInbound);
    const body = params.get('Body') ?? '';
    if (body.length > INBOUND_BODY_MAX) throw new DomainError(400, M.inboundTooLong);
    if (!isStorableText(body)) throw new DomainError(400, storableTextMessage(body));
    const customer = await customerByPhone(services.db, from);
    // The MessageSid is the command's key: a retried delivery decides from the same ids and finds its
    // earlier events (applied once); one that failed wrote nothing (one write) and is applied now.
    const ctx = contextFor(request, 'ReceiveText', `sms:${messageSid}`);
    // Deliveries of one text one at a time (here and across processes): one applies it, the others see
    // it recorded; an R's todo is never made twice.
    const outcome = await oneAtATimeEverywhere(services, `sms-inbound:${messageSid}`, () =>
      receiveText(ctx, { messageSid, from, body, customerId: customer?.customerId ?? null }),
    );
    return twiml(reply, outcome);
  });

  app.post(SMS_STATUS_PATH, { config: { csrf: false } }, async (request, reply) => {
    const params = verified(request);
    const messageSid = params.get('MessageSid')?.trim() ?? '';
    const status = (params.get('MessageStatus') ?? params.get('SmsStatus') ?? '').trim();
    if (!messageSid || !status) throw new DomainError(400, M.badStatus);
    if (!(DELIVERY_STATUSES as readonly string[]).includes(status)) return reply.send({ recorded: false });
    await ensureTextRoutesTable(services.db);
    const { rows } = await services.db.query<{ message_id: string; customer_id: number | null; number: string }>(
      `SELECT r.message_id, r.customer_id, r.number FROM sms_outbox o JOIN text_message_routes r ON r.message_id = o.dedupe_key WHERE o.provider_id = $1`,
      [messageSid],
    );
    const route = rows[0];
    // A text we did not send (or sent before texts were recorded): nothing to update; 200 so it is not retried.
    if (!route) return reply.send({ recorded: false });
    const ctx = contextFor(request, 'RecordTextDelivery', `sms-status:${messageSid}:${status}`);
    const { events } = await ctx.execute(textStreamOf(route.customer_id === null ? null : Number(route.customer_id), route.number), textingDecider, {
      type: 'RecordDeliveryStatus',
      data: { messageId: route.message_id, providerMessageId: messageSid, status: status as DeliveryStatus },
    });
    return reply.send({ recorded: events.length > 0 });
  });
}

const storableTextMessage = (body: string): string => storableText().safeParse(body).error?.issues[0]?.message ?? M.badInbound;

/**
 * One inbound text (docs/RULES.md REM-REPLY), all of it in ONE write: the TextReceived with what it
 * did (the appointment confirmed through the board's own ConfirmAppointment, the office's todo, the
 * number's opt-out or opt-in, the HELP answer's TextSent). A number no customer has is an "unknown
 * sender": its text is kept on TextNumber-<digits> (the Messages screen lists it), never dropped.
 */
async function receiveText(ctx: CommandHandlerContext, text: { messageSid: string; from: string; body: string; customerId: number | null }): Promise<Outcome> {
  const { intent } = replyIntent(text.body);
  return ctx.retrying(async () => {
    const stream = textStreamOf(text.customerId, text.from);
    const loaded = await ctx.services.store.readStream(stream);
    const state = fold(textingDecider, loaded.map((e) => ({ type: e.type, data: e.data }) as TextingEvent));
    if (state.received.includes(text.messageSid)) return 'duplicate';

    const received = (appointmentId: number | null) =>
      ctx.decideOn(stream, textingDecider, {
        type: 'RecordTextReceived',
        data: { providerMessageId: text.messageSid, customerId: text.customerId, from: text.from, body: text.body, intent, appointmentId },
      });

    if (text.customerId === null) {
      const appends: StreamAppend[] = [(await received(null)).append];
      if (intent === 'help') appends.push(...(await helpAnswer(ctx, text, null)));
      await ctx.appendAll(mergeSameStream(appends));
      return intent === 'optOut' ? 'optedOut' : intent === 'optIn' ? 'optedIn' : intent === 'help' ? 'help' : 'unknownSender';
    }

    const customerId = text.customerId;
    if (intent === 'confirm' || intent === 'reschedule') {
      const target = await reminded(ctx, customerId, remindedAppointments(state));
      if (target !== null && intent === 'confirm') {
        try {
          // The board's own command (POST appointments/confirm): the board turns Confirmed live.
          await statusAction(ctx, { type: 'ConfirmAppointment', data: { appointmentId: target } }, async () => [(await received(target)).append]);
          return 'confirmed';
        } catch (error) {
          if (!(error instanceof DomainError) || error.message === RECORD_CHANGED) throw error;
          // The appointment refused the confirm: the text lands in the inbox only (REM-REPLY).
        }
      }
      if (target !== null && intent === 'reschedule') {
        const todoItemId = await ctx.nextId('todo');
        const todo = await ctx.decideOn(todoStream(todoItemId), todoDecider, {
          type: 'CreateTodoItem',
          data: {
            todoItemId,
            customerId,
            todoCategoryId: null,
            note: M.rescheduleTask(text.body).slice(0, TODO_NOTE_MAX),
            date: ctx.now.slice(0, 10),
            repeatInDays: null,
            formData: JSON.stringify({ appointmentId: target, textMessageSid: text.messageSid }),
          },
        });
        await ctx.appendAll([(await received(target)).append, todo.append]);
        return 'rescheduleTask';
      }
    }
    const appends: StreamAppend[] = [(await received(null)).append];
    let outcome: Outcome = 'recorded';
    if (intent === 'optOut' || intent === 'optIn') {
      const { append } = await ctx.decideOn(textNumberStream(text.from), textingDecider, {
        type: intent === 'optOut' ? 'OptOut' : 'OptIn',
        data: { number: text.from, keyword: replyIntent(text.body).keyword },
      });
      appends.push(append);
      outcome = intent === 'optOut' ? 'optedOut' : 'optedIn';
    }
    if (intent === 'help') {
      appends.push(...(await helpAnswer(ctx, text, customerId)));
      outcome = 'help';
    }
    await ctx.appendAll(mergeSameStream(appends));
    return outcome;
  });
}

/** REM-REPLY's appointment among those texted about, each decided from its own stream. */
async function reminded(ctx: CommandHandlerContext, customerId: number, appointmentIds: number[]): Promise<number | null> {
  const timeZone = ctx.services.config.timeZone;
  const texted = await Promise.all(
    appointmentIds.map(async (appointmentId) => {
      const state = await loadAppointment(ctx.services.store, appointmentId);
      if (state.kind !== 'active' || state.customerId !== customerId || !state.appointmentDate || !state.startTime) return { appointmentId, startsAt: null, status: null };
      return { appointmentId, startsAt: new Date(instantOfLocal(state.appointmentDate, state.startTime, timeZone)).toISOString(), status: state.status };
    }),
  );
  return replyTarget(texted, ctx.now);
}

/** HELP: the business's name and phone, texted back (and recorded) unless the number opted out. */
async function helpAnswer(ctx: CommandHandlerContext, text: { messageSid: string; from: string }, customerId: number | null): Promise<StreamAppend[]> {
  const { businessName, businessPhone } = ctx.services.config;
  const { append } = await sendAndDecideText(ctx, {
    customerId,
    to: text.from,
    body: M.help(businessName ?? 'Pawroute', businessPhone ?? null),
    kind: 'reply',
    dedupeKey: `HelpReply-${text.messageSid}`,
  });
  return append ? [append] : [];
}

/** Two decisions on one stream (the text received and the HELP answer) as one append, in order. */
function mergeSameStream(appends: StreamAppend[]): StreamAppend[] {
  const byStream = new Map<string, StreamAppend>();
  for (const append of appends) {
    const before = byStream.get(append.stream);
    byStream.set(append.stream, before ? { ...before, events: [...before.events, ...append.events] } : append);
  }
  return [...byStream.values()];
}
