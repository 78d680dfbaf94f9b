import { APPOINTMENT_MESSAGES } from '@pawroute/domain';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { useOutbox } from '../../../lib/offline/outbox';
import { useQueuedEffects, withQueued } from '../../../lib/offline/useQueuedEffects';
import { useAppointment } from '../../appointments';
import { useCreditCards } from '../../contacts/api';
import { useEstimate } from '../../estimates/api';
import { useDefaultGratuity } from './api';

/**
 * What the completion reads: the appointment (as the outbox will leave it), its estimate (the total),
 * the customer's saved cards that have not expired and default gratuity. Missing information is a toast.
 */
export function useCompletionData(appointmentId: number) {
  const found = useAppointment(appointmentId);
  // an appointment started offline is 'In Progress' here while its start waits in the outbox.
  const effects = useQueuedEffects();
  const outbox = useOutbox();
  const loaded = found.data?.appointment ?? null;
  const appointment = loaded && withQueued(loaded, effects);
  const estimateQuery = useEstimate(appointment?.estimateId ?? null, false);
  const estimate = estimateQuery.data?.estimate ?? null;
  const customerUserId = appointment?.customerUserId ?? null;
  const cards = useCreditCards(customerUserId ?? 0);
  const savedCards = customerUserId === null ? [] : (cards.data?.creditCards ?? []).filter((c) => !c.isExpired);
  const defaults = useDefaultGratuity(customerUserId);

  useEffect(() => {
    if (found.isError || estimateQuery.isError || (appointment && appointment.estimateId === null)) {
      toast.error(APPOINTMENT_MESSAGES.informationMissing, { id: `completion-missing-${appointmentId}` });
    }
  }, [found.isError, estimateQuery.isError, appointment, appointmentId]);

  return {
    appointment,
    estimate,
    loading: found.isPending || (appointment !== null && estimateQuery.isPending),
    savedCards,
    defaults,
    totalFee: estimate?.feeTotal ?? 0,
    /** The pets as the groomer needs them (their 'Grooming and Cut'), from findById's visit. */
    visitPets: found.data?.visit?.pets ?? [],
    /** Actions for this appointment still wait in the outbox, or its read is being refreshed after they were sent. */
    settling: found.isFetching || outbox.actions.some((a) => a.effect?.appointmentId === appointmentId),
  };
}
