import {
  DomainError,
  MESSAGE_TEMPLATES_STREAM,
  currentTemplate,
  messageTemplatesDecider,
  renderBoth,
  TEXT_MESSAGES as M,
  afterQuietHours,
  businessDateOf,
  fold,
  petDecider,
  petRemindersDecider,
  petRemindersStream,
  petStream,
  textingDecider,
  conversationStream,
  toSpecDate,
  vaccineReminderAt,
  vaccineReminderKey,
  type PetState,
} from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import { customerTextNumber, sendAndDecideText } from '../messages';
import { streamEvents } from '../shared/loadStreams';
import { loadPetReminders, loadPetReminderSettings, loadQuietHours, loadVaccineReminderRecords, loadVaccines } from './load';

export type PetReminderOutcome =
  | { outcome: 'sent' | 'alreadySent'; key: string }
  | { outcome: 'skipped'; key: string; reason: 'noPhone' | 'optedOut' | 'dismissed' }
  | { outcome: 'notDue'; key: string };

/** 'vaccine-<petId>-<recordId>' (vaccineReminderKey) back to its parts. */
export function parseVaccineReminderKey(key: string): { petId: number; recordId: number } | null {
  const m = /^vaccine-(\d+)-(\d+)$/.exec(key);
  return m ? { petId: Number(m[1]), recordId: Number(m[2]) } : null;
}

/**
 * Sends one record's vaccine reminder, once, deciding from the streams (never the read model):
 * PetVaccinations-<petId> (the record still there, not renewed before its moment: VAC-REMIND), Vaccines
 * (still required), PetReminderSettings (the days before), ReminderSettings (quiet hours: REM-QUIET),
 * the pet (not deleted or deceased), PetReminders-<petId> (not dismissed or skipped) and the
 * conversation (not yet sent). The text's dedupe key is vaccine-<petId>-<recordId>: once per record
 * whichever process or retry sends. Its record is ONE append: TextSent kind 'vaccineExpiry' on the
 * customer's conversation, or PetReminderSkipped (no phone, opted out). `early` (Send now) sends it
 * before its time; never after the expiry date.
 */
export async function sendVaccineReminder(ctx: CommandHandlerContext, petId: number, recordId: number, options: { early: boolean }): Promise<PetReminderOutcome> {
  const key = vaccineReminderKey(petId, recordId);
  return ctx.retrying(async () => {
    const { store, config } = ctx.services;
    const pet = fold(petDecider, (await streamEvents(store, petStream(petId))) as never[]) as PetState;
    if (pet.status !== 'active' || pet.details.isDeceased) return { outcome: 'notDue', key } as const;
    const records = await loadVaccineReminderRecords(store, petId);
    const record = records.find((r) => r.recordId === recordId);
    if (!record) return { outcome: 'notDue', key } as const;
    const vaccines = await loadVaccines(store);
    const at = vaccineReminderAt(record, records, vaccines.requiredVaccineIds, await loadPetReminderSettings(store), config.timeZone);
    if (at === null || businessDateOf(ctx.now, config.timeZone) > record.expiresOn) return { outcome: 'notDue', key } as const;
    const dueAt = afterQuietHours(at, await loadQuietHours(store), config.timeZone);
    if (!options.early && ctx.now < dueAt) return { outcome: 'notDue', key } as const;

    const skipped = (await loadPetReminders(store, petId)).skipped[key];
    if (skipped) return { outcome: 'skipped', key, reason: skipped } as const;
    const conversation = fold(textingDecider, (await streamEvents(store, conversationStream(pet.customerId))) as never[]);
    if (conversation.sent[key]) return { outcome: 'alreadySent', key } as const;
    const skip = async (reason: 'noPhone' | 'optedOut') => {
      const { append } = await ctx.decideOn(petRemindersStream(petId), petRemindersDecider, { type: 'SkipPetReminder', data: { petId, kind: 'vaccineExpiry', key, reason } });
      await ctx.appendAll([append]);
      return { outcome: 'skipped', key, reason } as const;
    };

    let to: string;
    try {
      to = await customerTextNumber(ctx, pet.customerId);
    } catch (error) {
      if (!(error instanceof DomainError) || error.message !== M.noPhone) throw error;
      return skip('noPhone');
    }
    const templates = fold(messageTemplatesDecider, (await streamEvents(store, MESSAGE_TEMPLATES_STREAM)) as never[]);
    const body = renderBoth(
      'vaccineExpiry',
      {
        pets: pet.details.petName,
        vaccine: vaccines.vaccines.get(record.vaccineId) ?? null,
        expiryDate: toSpecDate(record.expiresOn),
        business: config.businessName ?? 'Pawroute',
        businessPhone: config.businessPhone ?? null,
      },
      currentTemplate(templates, 'vaccineExpiry'),
    ).sms;
    const sent = await sendAndDecideText(ctx, { customerId: pet.customerId, to, body, kind: 'vaccineExpiry', appointmentId: null, dedupeKey: key });
    if (sent.optedOut) return skip('optedOut');
    if (sent.append) await ctx.appendAll([sent.append]);
    return { outcome: sent.sent ? 'sent' : 'alreadySent', key } as const;
  });
}
