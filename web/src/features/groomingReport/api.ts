import type { GroomingReportBody } from '@pawroute/domain';
import { enqueue, flushOutbox, isBrowserOffline, useOutbox } from '../../lib/offline/outbox';

/** POST groomingReport/write. */
export const WRITE_PATH = '/api/v4/groomingReport/write';

/**
 * The report goes through the outbox (docs/OFFLINE.md), after the completion it follows: written without
 * a signal it waits, with its Idempotency-Key, and goes once the completion has; online it goes at once
 * and the promise waits for it, so a receipt mailed next carries it.
 */
export async function queueGroomingReport(body: GroomingReportBody, customer: string): Promise<void> {
  enqueue({ label: `Grooming report (${customer})`, method: 'POST', path: WRITE_PATH, body: { kind: 'json', value: { ...body } } });
  if (!isBrowserOffline()) await flushOutbox();
}

/** Whether this appointment's report still waits in the outbox (or was refused there). */
export function useReportWaiting(appointmentId: number): { waiting: boolean; refused: string | null } {
  const outbox = useOutbox();
  const mine = (path: string, value: unknown) => path === WRITE_PATH && (value as { appointmentId?: number })?.appointmentId === appointmentId;
  const waiting = outbox.actions.some((a) => a.body.kind === 'json' && mine(a.path, a.body.value));
  const refused = outbox.conflicts.find((c) => c.action.body.kind === 'json' && mine(c.action.path, c.action.body.value));
  return { waiting, refused: refused?.message ?? null };
}

/** The appointment's photos still waiting in the outbox that the customer will see (taken without a signal). */
export function useQueuedVisiblePhotos(appointmentId: number): number {
  const outbox = useOutbox();
  return outbox.actions.filter(
    (a) => a.path === '/api/v4/appointments/uploadPicture' && a.body.kind === 'multipart' && a.body.fields.appointmentId === String(appointmentId) && a.body.fields.visibleToCustomer === 'true',
  ).length;
}
