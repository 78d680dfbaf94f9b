import type { AppointmentRow } from '@pawroute/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { whenIdle } from '../../lib/whenIdle';

/**
 * Issue 16: while there is a signal, the day's appointments are read ahead (prefetchCompletionFacts) and
 * the completion screens' code is loaded, so opening them later in a dead zone works from the persisted
 * cache. Issue 32: all of it once the list has shown and the page is idle, never on the list's way.
 */
export function usePrefetchDay(rows: readonly AppointmentRow[]): void {
  const client = useQueryClient();
  const latest = useRef(rows);
  latest.current = rows;
  const ids = rows.map((r) => `${r.ID}:${r.estimateId}:${r.customerUserId}`).join(',');
  useEffect(() => {
    if (ids === '' || !navigator.onLine) return;
    return whenIdle(() => {
      void import('./completion').catch(() => undefined);
      void import('./CurrentAppointmentPage').catch(() => undefined);
      void import('./prefetchCompletionFacts').then((m) => m.prefetchCompletionFacts(client, latest.current)).catch(() => undefined);
    });
  }, [ids, client]);
}
