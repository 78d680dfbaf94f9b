import {
  appointmentDecider,
  appointmentStream,
  estimateStream,
  fold,
  groomedPetsOf,
  petDecider,
  petStream,
  settingsRecordDecider,
  SETTINGS_STREAM,
  type CompletionBody,
  type CompletionState,
  type EstimateSavedData,
} from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import { loadCustomer, storedCardToken } from '../shared/customers';
import { loadStream } from '../shared/streams';

/**
 * Everything appointments/complete decides on, each stream read once with its revision: the
 * appointment, the estimate's last save, the pets it charged for, the stored card's token when the
 * body pays with one (a load: 404 when the card is not the customer's).
 */
export async function loadCompletion(ctx: CommandHandlerContext, body: CompletionBody): Promise<{ state: CompletionState; cardToken: string | null }> {
  const { store } = ctx.services;
  const appointment = await loadStream(store, appointmentStream(body.appointmentId));
  const appointmentState = fold(appointmentDecider, appointment.events as never[]);
  let estimate: EstimateSavedData | null = null;
  let pets: CompletionState['pets'] = [];
  let storedCard: { token: string; last4: string; brand: string } | null = null;
  if (appointmentState.kind === 'active') {
    const estimateEvents = (await loadStream(store, estimateStream(appointmentState.estimateId))).events;
    estimate = (estimateEvents.filter((e) => e.type === 'EstimateSaved').at(-1)?.data as EstimateSavedData | undefined) ?? null;
    if (estimate) {
      pets = await Promise.all(
        groomedPetsOf(estimate).map(async ({ petId }) => {
          const pet = await loadStream(store, petStream(petId));
          return { petId, state: fold(petDecider, pet.events as never[]), revision: pet.revision };
        }),
      );
    }
    const t = body.transaction;
    if (appointmentState.paymentTransactionId === null && t.creditCardAmount > 0 && !t.isOneTimePayment && t.creditCardId !== null) {
      const customer = await loadCustomer(ctx, appointmentState.customerId);
      storedCard = await storedCardToken(ctx, customer.userId, t.creditCardId);
    }
  }
  return {
    state: {
      appointment: { state: appointmentState, revision: appointment.revision },
      estimate,
      pets,
      storedCard: storedCard && { last4: storedCard.last4, brand: storedCard.brand },
      timeZone: ctx.services.config.timeZone,
      // TIP-BASE's setting, from the Settings stream (a command decides from streams, never a read model).
      tipBase: body.gratuityPercent == null ? undefined : fold(settingsRecordDecider, (await loadStream(store, SETTINGS_STREAM)).events as never[]).tipBase,
    },
    cardToken: storedCard?.token ?? null,
  };
}
