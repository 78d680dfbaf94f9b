import type { AppointmentRow } from '@pawroute/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { afterPaint } from '../../lib/afterPaint';

/**
 * while there is a signal, the day's appointments are read ahead (prefetchCompletionFacts) and
 * the completion screens' code is loaded, so opening them later in a dead zone works from the persisted
 * cache. All of it just after the list has painted, never on the list's way (and soon enough for
 * the stylist who opens the completion at once).
 */
export function usePrefetchDay(rows: readonly AppointmentRow[]): void {
  const client = useQueryClient();
  const latest = useRef(rows);
  latest.current = rows;
  const ids = rows.map((r) => `${r.ID}:${r.estimateId}:${r.customerUserId}`).join(',');
  useEffect(() => {
    if (ids === '' || !navigator.onLine) return;
    return afterPaint(() => {
      void import('./prefetchCompletionFacts').then((m) => m.prefetchCompletionFacts(client, latest.current)).catch(() => undefined);
      void import('./completion').catch(() => undefined);
      void import('./CurrentAppointmentPage').catch(() => undefined);
    });
  }, [ids, client]);
}
