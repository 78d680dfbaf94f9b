import {
  DomainError,
  TEXT_MESSAGES as TM,
  deliveryChannels,
  renderBoth,
  type MessageFacts,
  type Delivery,
  type MessageKind,
  type MessageTemplate,
  type StreamAppend,
  type TextKind,
} from '@pawroute/domain';
import { mailerFor, type CommandHandlerContext, type MailMessage } from '@pawroute/platform';
import { customerTextNumber, sendAndDecideText } from '../messages';
import { customerEmails, loadCustomer } from '../shared/customers';
import { loadMessageTemplate, loadPreferredChannel } from './load';

export interface AutomaticMessage {
  customerId: number;
  kind: MessageKind;
  /** The facts the kind's placeholders name; the business's name, phone and address are added here. */
  facts: MessageFacts;
  /** The outbox's dedupe key of the mail and of the text (the text's messageId): each goes once. */
  dedupeKey: string;
  /** The text's kind in the conversation (TextSent). */
  textKind: TextKind;
  appointmentId?: number | null;
  /** The mail as it goes, from the plain text (a sender may add an HTML part made of the text, escaped). */
  mail?: (to: string, email: { subject: string; text: string }) => MailMessage;
}

export interface AutomaticOutcome {
  /** The texted number and what came of it; null when it was not to go by text. */
  sms: { to: string; sent: boolean; optedOut: boolean; messageId: string } | null;
  /** The mailed address and whether it went now (false: the dedupe key had gone already). */
  email: { to: string; sent: boolean } | null;
  /** The TextSent to append in the caller's one write. */
  append: StreamAppend | null;
}

/** The business's own facts, from the settings (PAWROUTE_BUSINESS_NAME, _PHONE, _ADDRESS). */
export function businessFacts(ctx: Pick<CommandHandlerContext, 'services'>): MessageFacts {
  const { config } = ctx.services;
  return { business: config.businessName ?? 'Pawroute', businessPhone: config.businessPhone ?? null };
}

/** The customer's number that takes texts, or null (no phone on file). */
async function textNumberOrNull(ctx: Pick<CommandHandlerContext, 'services'>, customerId: number): Promise<string | null> {
  try {
    return await customerTextNumber(ctx, customerId);
  } catch (error) {
    if (error instanceof DomainError && error.message === TM.noPhone) return null;
    throw error;
  }
}

export interface AutomaticPlan {
  template: MessageTemplate;
  delivery: Delivery;
  phone: string | null;
  email: string | null;
}

/**
 * Which way one automatic message will go to a customer (before anything is sent): the kind's template
 * now, narrowed to the customer's preferred channel and to what reaches them (domain deliveryChannels),
 * or only the one channel a caller chose.
 */
export async function planAutomatic(ctx: Pick<CommandHandlerContext, 'services'>, customerId: number, kind: MessageKind, only?: 'sms' | 'email'): Promise<AutomaticPlan> {
  const { store } = ctx.services;
  const template = await loadMessageTemplate(store, kind);
  const preferred = only ?? (await loadPreferredChannel(store, customerId));
  const customer = await loadCustomer(ctx, customerId);
  const phone = preferred === 'email' ? null : await textNumberOrNull(ctx, customerId);
  const [email = null] = preferred === 'sms' ? [] : await customerEmails(ctx, customer.userId);
  const delivery = only
    ? { sms: only === 'sms' && phone !== null, email: only === 'email' && email !== null }
    : deliveryChannels(template.channels, preferred, { sms: phone !== null, email: email !== null });
  return { template, delivery, phone, email };
}

/**
 * One automatic message to one customer (docs/TEXTS.md "Message templates"): the kind's template now
 * (from MessageTemplates), the channels it goes by narrowed to the customer's preferred channel and to
 * what reaches them (domain deliveryChannels), the words by the domain's renderMessage. The mail goes
 * through the mail port and the text through the SMS port, each once by the dedupe key; nothing to an
 * opted-out number (the port refuses it: `optedOut`). Answers the text's TextSent for the caller's one
 * write; `only` limits it to one channel (a caller that chose, e.g. the receipt's "by text").
 */
export async function sendAndDecideAutomatic(ctx: CommandHandlerContext, message: AutomaticMessage, only?: 'sms' | 'email'): Promise<AutomaticOutcome> {
  const { template, delivery, phone, email } = await planAutomatic(ctx, message.customerId, message.kind, only);
  const words = renderBoth(message.kind, { ...businessFacts(ctx), ...message.facts }, template);
  const outcome: AutomaticOutcome = { sms: null, email: null, append: null };
  if (delivery.email && email) {
    const mail = message.mail ? message.mail(email, words.email) : { to: email, subject: words.email.subject, text: words.email.text };
    const { sent } = await mailerFor(ctx.services).send(mail, { dedupeKey: message.dedupeKey });
    outcome.email = { to: email, sent };
  }
  if (delivery.sms && phone) {
    const sent = await sendAndDecideText(ctx, {
      customerId: message.customerId,
      to: phone,
      body: words.sms,
      kind: message.textKind,
      appointmentId: message.appointmentId ?? null,
      dedupeKey: message.dedupeKey,
    });
    outcome.sms = { to: phone, sent: sent.sent, optedOut: sent.optedOut, messageId: sent.messageId };
    outcome.append = sent.append;
  }
  return outcome;
}

/** sendAndDecideAutomatic, then its one write (the TextSent): for a message that is the whole of its work. */
export async function sendAutomaticMessage(ctx: CommandHandlerContext, message: AutomaticMessage, only?: 'sms' | 'email'): Promise<AutomaticOutcome> {
  return ctx.retrying(async () => {
    const outcome = await sendAndDecideAutomatic(ctx, message, only);
    if (outcome.append) await ctx.appendAll([outcome.append]);
    return outcome;
  });
}
