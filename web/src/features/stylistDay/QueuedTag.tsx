import type { QueuedAppointment } from '../../lib/offline/useQueuedEffects';

/** beside the status, 'queued' while the outbox still holds this appointment's actions. */
export function QueuedTag({ queued }: { queued: QueuedAppointment | undefined }) {
  if (!queued) return null;
  return (
    <span className="daily__queued" data-testid="queued-tag" title="Saved on this device; sent when the connection returns">
      (queued{queued.paid ? ', payment recorded' : ''})
    </span>
  );
}
