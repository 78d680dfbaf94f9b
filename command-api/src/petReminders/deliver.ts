import { conversationStream, fold, fullName, petRemindersDecider, petRemindersStream, textingDecider, type Delivery, type MessageFacts, type PetReminderKind } from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import { loadUser } from '../customers';
import { planAutomatic, sendAndDecideAutomatic } from '../messageTemplates';
import { loadCustomer } from '../shared/customers';
import { streamEvents } from '../shared/loadStreams';
import { loadPetReminders } from './load';

export type PetReminderOutcome =
  | { outcome: 'sent' | 'alreadySent'; key: string }
  | { outcome: 'skipped'; key: string; reason: 'noPhone' | 'optedOut' | 'dismissed' }
  | { outcome: 'notDue'; key: string };

/** Which way a pet's reminder of this kind goes to the customer now (its template, their preferred channel, what reaches them). */
export async function petReminderDelivery(ctx: CommandHandlerContext, customerId: number, kind: PetReminderKind): Promise<Delivery> {
  return (await planAutomatic(ctx, customerId, kind)).delivery;
}

/** The customer's first name for the {customer} placeholder, as it is now. */
export async function customerFirstName(ctx: CommandHandlerContext, customerId: number): Promise<string> {
  const user = await loadUser(ctx, (await loadCustomer(ctx, customerId)).userId);
  return user.status === 'active' ? user.details.firstName || fullName(user.details) : '';
}

/**
 * The part every pet reminder shares once it is due (docs/TEXTS.md "A pet's reminders"), deciding from
 * the streams: PetReminders-<petId> (not dismissed, skipped or mailed already) and the conversation (not
 * texted already); then sendAndDecideAutomatic sends the kind's template by the customer's preferred
 * channel (mail and/or a text, each once by `key`; nothing to an opted-out number). Its record is ONE
 * append: TextSent (kind = the reminder's kind) on the conversation, or, mailed only, PetReminderMailed,
 * or PetReminderSkipped (no way to reach them, opted out and not mailed).
 */
export async function deliverPetReminder(
  ctx: CommandHandlerContext,
  reminder: { petId: number; customerId: number; kind: PetReminderKind; key: string; facts: MessageFacts },
): Promise<PetReminderOutcome> {
  const { petId, customerId, kind, key } = reminder;
  const state = await loadPetReminders(ctx.services.store, petId);
  const skipped = state.skipped[key];
  if (skipped) return { outcome: 'skipped', key, reason: skipped };
  const conversation = fold(textingDecider, (await streamEvents(ctx.services.store, conversationStream(customerId))) as never[]);
  if (conversation.sent[key] || state.mailed?.[key]) return { outcome: 'alreadySent', key };
  const skip = async (reason: 'noPhone' | 'optedOut') => {
    const { append } = await ctx.decideOn(petRemindersStream(petId), petRemindersDecider, { type: 'SkipPetReminder', data: { petId, kind, key, reason } });
    await ctx.appendAll([append]);
    return { outcome: 'skipped', key, reason } as const;
  };

  // {link}: the customer's portal (where they see their pets and book), as the card-on-file request's.
  const { publicUrl } = ctx.services.config;
  const facts = { link: publicUrl ? `${publicUrl}/dashboard` : null, ...reminder.facts };
  const sent = await sendAndDecideAutomatic(ctx, { customerId, kind, facts, dedupeKey: key, textKind: kind });
  if (!sent.sms && !sent.email) return skip('noPhone');
  if (sent.sms?.optedOut && !sent.email) return skip('optedOut');
  if (sent.append) await ctx.appendAll([sent.append]);
  else if (sent.email) {
    const { append } = await ctx.decideOn(petRemindersStream(petId), petRemindersDecider, { type: 'RecordPetReminderMailed', data: { petId, kind, key, to: sent.email.to } });
    await ctx.appendAll([append]);
  }
  return { outcome: sent.sms?.sent || sent.email?.sent ? 'sent' : 'alreadySent', key };
}
