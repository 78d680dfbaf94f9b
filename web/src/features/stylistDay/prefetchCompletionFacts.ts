import type { AppointmentRow } from '@pawroute/domain';
import type { QueryClient } from '@tanstack/react-query';
import { appointmentKeys, fetchAppointment } from '../appointments';
// The features' light `api` entries, not their indexes: those carry the forms and their schemas (zod),
// and these requests should go out the moment the list shows, not after that code has loaded and run.
import { contactKeys, getCreditCards } from '../contacts/api';
import { estimateKeys, findEstimate } from '../estimates/api';
import { defaultGratuityKey, fetchDefaultGratuity } from './completion/api';
import { petVaccinationsQuery } from '../vaccinations/api';

/**
 * the facts the appointment's page and its completion read (the appointment, its estimate, the
 * customer's cards and default gratuity), asked ahead for each of the day's appointments under the keys
 * those pages use. Its own chunk (estimate and payment code), loaded once the list shows.
 */
export function prefetchCompletionFacts(client: QueryClient, rows: readonly AppointmentRow[]): void {
  for (const row of rows) {
    void client
      .fetchQuery({ queryKey: appointmentKeys.byId(row.ID), queryFn: ({ signal }) => fetchAppointment(row.ID, signal) })
      // VAC-VALID at the door without a signal: each pet's vaccinations, read ahead.
      .then((found) => (found.visit?.pets ?? []).forEach((pet) => void client.prefetchQuery(petVaccinationsQuery(pet.ID))))
      .catch(() => undefined);
    if (row.estimateId !== null) {
      const estimateId = row.estimateId;
      void client.prefetchQuery({ queryKey: estimateKeys.byId(estimateId, false), queryFn: ({ signal }) => findEstimate(estimateId, false, signal) });
    }
    if (row.customerUserId !== null) {
      const userId = row.customerUserId;
      void client.prefetchQuery({ queryKey: contactKeys.creditCards(userId), queryFn: ({ signal }) => getCreditCards(userId, signal) });
      void client.prefetchQuery({ queryKey: defaultGratuityKey(userId), queryFn: ({ signal }) => fetchDefaultGratuity(userId, signal) });
    }
  }
}
