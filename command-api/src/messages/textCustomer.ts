import {
  DomainError,
  TEXT_MESSAGES as M,
  conversationStream,
  textNumberStream,
  textingDecider,
  type StreamAppend,
  type TextKind,
  type TextingEvent,
} from '@pawroute/domain';
import { SmsProviderError, textSenderFor, textableDigits, type CommandHandlerContext, type SqlExecutor } from '@pawroute/platform';

export interface OutgoingText {
  /** Null for a number no customer has (its TextNumber-<digits> stream keeps the text). */
  customerId: number | null;
  to: string;
  body: string;
  kind: TextKind;
  appointmentId?: number | null;
  /** Who typed it (the thread's reply box); null for an automatic text. */
  sentBy?: number | null;
  /** Unique per text (the outbox's dedupe key): it is also the text's messageId. */
  dedupeKey: string;
}

/**
 * Which conversation a sent text belongs to, by its messageId (= the outbox's dedupe key): the status
 * callback names only the provider's id, which sms_outbox maps to the dedupe key, and this to the
 * stream. Written before the text goes, so a status that arrives first finds it.
 */
export async function ensureTextRoutesTable(db: SqlExecutor): Promise<void> {
  try {
    await db.query(`CREATE TABLE IF NOT EXISTS text_message_routes (
      message_id text PRIMARY KEY,
      customer_id integer NULL,
      number text NOT NULL
    )`);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== '23505' && code !== '42P07') throw error;
  }
}

export const textStreamOf = (customerId: number | null, digits: string): string =>
  customerId === null ? textNumberStream(digits) : conversationStream(customerId);

/**
 * Sends a text through the SMS port and decides its TextSent (every text in and out is an event). The
 * port sends each dedupe key once and nothing to an opted-out number (REM-REPLY): then nothing is
 * recorded and `optedOut` is true. A retry after a crash between the send and the record sends
 * nothing again (the dedupe key) and records it. Answers the append for the caller's one write.
 */
export async function sendAndDecideText(ctx: CommandHandlerContext, text: OutgoingText): Promise<{ append: StreamAppend<TextingEvent> | null; sent: boolean; optedOut: boolean; messageId: string }> {
  const digits = textableDigits(text.to);
  if (digits === null) throw new DomainError(400, M.noPhone);
  const messageId = text.dedupeKey;
  await ensureTextRoutesTable(ctx.services.db);
  await ctx.services.db.query(`INSERT INTO text_message_routes (message_id, customer_id, number) VALUES ($1, $2, $3) ON CONFLICT (message_id) DO NOTHING`, [
    messageId,
    text.customerId,
    digits,
  ]);
  const sender = textSenderFor(ctx.services);
  let result: Awaited<ReturnType<typeof sender.send>>;
  try {
    result = await sender.send({ to: digits, text: text.body }, { dedupeKey: text.dedupeKey });
  } catch (error) {
    // The provider down or refusing: nothing is recorded and the claim is released, so a retry sends it.
    if (error instanceof SmsProviderError) throw new DomainError(502, error.message);
    throw error;
  }
  if (result.optedOut) return { append: null, sent: false, optedOut: true, messageId };
  const { append } = await ctx.decideOn(textStreamOf(text.customerId, digits), textingDecider, {
    type: 'RecordTextSent',
    data: {
      messageId,
      customerId: text.customerId,
      to: digits,
      body: text.body,
      kind: text.kind,
      appointmentId: text.appointmentId ?? null,
      sentBy: text.sentBy ?? null,
      transport: sender.transport,
    },
  });
  return { append, sent: result.sent, optedOut: false, messageId };
}

/** sendAndDecideText, then its one write: for a text that is the whole command (a receipt, a reply). */
export async function textCustomer(ctx: CommandHandlerContext, text: OutgoingText): Promise<{ sent: boolean; optedOut: boolean; messageId: string }> {
  return ctx.retrying(async () => {
    const { append, ...result } = await sendAndDecideText(ctx, text);
    if (append) await ctx.appendAll([append]);
    return result;
  });
}
