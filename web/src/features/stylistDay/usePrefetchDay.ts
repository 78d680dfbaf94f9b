import type { AppointmentRow } from '@pawroute/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appointmentKeys } from '../appointments';
import { fetchAppointment } from '../appointments';
import { defaultGratuityKey, fetchDefaultGratuity } from './completion/api';
import { getCreditCards } from '../contacts';
import { contactKeys } from '../contacts';
import { findEstimate } from '../estimates';
import { estimateKeys } from '../estimates';

/**
 * Issue 16: while there is a signal, the day's appointments are read ahead (the appointment, its
 * estimate, the customer's cards and default gratuity) and the completion screens' code is loaded, so
 * opening them later in a dead zone works from the persisted cache.
 */
export function usePrefetchDay(rows: readonly AppointmentRow[]): void {
  const client = useQueryClient();
  const ids = rows.map((r) => `${r.ID}:${r.estimateId}:${r.customerUserId}`).join(',');
  useEffect(() => {
    if (rows.length === 0 || !navigator.onLine) return;
    // The completion pages and the appointment's page are lazy chunks (issue 32: off the list's
    // critical path): fetched now, once the list shows, while there is a signal.
    void import('./completion').catch(() => undefined);
    void import('./CurrentAppointmentPage').catch(() => undefined);
    for (const row of rows) {
      void client.prefetchQuery({ queryKey: appointmentKeys.byId(row.ID), queryFn: ({ signal }) => fetchAppointment(row.ID, signal) });
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
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids, client]);
}
