import {
  PACKAGE_LABELS,
  TRANSACTION_REASONS,
  appointmentDecider,
  appointmentStream,
  estimateStream,
  fold,
  groomedPetsOf,
  transactionStream,
  type AppointmentState,
  type EstimateSavedData,
  type TransactionFacts,
} from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import { streamEvents } from '../shared/streams';
import type { ReceiptContext } from './mail';

/**
 * What a receipt says besides the ledger's figures: who the business is (config: PAWROUTE_BUSINESS_NAME,
 * _PHONE, _ADDRESS), and what was paid for: the pets groomed with their package and add-ons, from the
 * appointment's estimate as last saved (the EstimateSaved the completion charged), or, for a transaction
 * with no appointment, its reason. Read from the streams, as the figures are.
 */
export async function receiptContextOf(ctx: Pick<CommandHandlerContext, 'services'>, facts: TransactionFacts): Promise<ReceiptContext> {
  const { store, config, db } = ctx.services;
  const business = { name: config.businessName ?? 'Pawroute', phone: config.businessPhone ?? null, address: config.businessAddress ?? null };
  if (facts.appointmentId !== null) {
    const appointment = fold(appointmentDecider, (await streamEvents(store, appointmentStream(facts.appointmentId))) as never[]) as AppointmentState;
    if (appointment.kind === 'active') {
      const events = await streamEvents(store, estimateStream(appointment.estimateId));
      const saved = events.filter((e) => e.type === 'EstimateSaved').at(-1)?.data as EstimateSavedData | undefined;
      const pets = saved ? petsOf(saved) : [];
      if (pets.length > 0) return { business, pets, reason: null, appointmentDate: appointment.appointmentDate };
    }
  }
  // No appointment (a cancellation fee, a gift card, account credit...): its reason, as the options name it.
  const created = (await streamEvents(store, transactionStream(facts.transactionId))).find((e) => e.type === 'TransactionCreated');
  const reasonId = (created?.data as { reasonId?: number } | undefined)?.reasonId ?? null;
  let reason: string | null = null;
  if (reasonId !== null) {
    const { rows } = await db.query<{ reason: string }>(`SELECT reason FROM transaction_reasons WHERE id = $1`, [reasonId]);
    reason = rows[0]?.reason ?? TRANSACTION_REASONS.find((r) => r.id === reasonId)?.reason ?? null;
  }
  return { business, pets: [], reason, appointmentDate: null };
}

/** The pets the estimate charged for (domain groomedPetsOf: included, alive), each with its package and add-ons. */
export function petsOf(saved: Pick<EstimateSavedData, 'pets' | 'figures'>): ReceiptContext['pets'] {
  const groomed = new Set(groomedPetsOf(saved).map((p) => p.petId));
  return saved.pets
    .filter((p) => groomed.has(p.petId))
    .map((p) => ({ name: p.petName, packageLabel: PACKAGE_LABELS[p.estimatePackage], addons: p.addons.map((a) => a.item), other: p.otherDescription }));
}
