import { toast } from 'sonner';
import { isApiError } from '../../../lib/apiClient';
import { businessTimeZone } from '../../../lib/businessTime';

const REASONS: Record<string, string> = { noPhone: 'no phone that takes texts', optedOut: 'the number opted out (STOP)', dismissed: 'dismissed' };

/** When a reminder goes, or its appointment starts, in the business's time zone. */
export const when = (iso: string): string =>
  new Intl.DateTimeFormat('en-US', { timeZone: businessTimeZone(), weekday: 'short', month: '2-digit', day: '2-digit', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/** What became of a reminder, in words: Scheduled, Sent, or Skipped and why. */
export function stateText(row: { state: 'scheduled' | 'sent' | 'skipped'; reason: string | null }): string {
  if (row.state === 'sent') return 'Sent';
  if (row.state === 'skipped') return `Skipped: ${REASONS[row.reason ?? ''] ?? row.reason ?? ''}`;
  return 'Scheduled';
}

interface Action {
  isPending: boolean;
  mutate: (body: never, options: { onSuccess: (a: { message: string }) => void; onError: (e: unknown) => void }) => void;
}

/** Send now and Dismiss of a scheduled reminder (appointment's or pet's), each saying what came of it. */
export function ReminderActions<B>({ body, sendNow, dismiss }: { body: B; sendNow: Action; dismiss: Action }) {
  const run = (action: Action) =>
    action.mutate(body as never, { onSuccess: (a) => toast.success(a.message), onError: (e) => toast.error(isApiError(e) ? e.message : 'Failed') });
  return (
    <>
      <button type="button" className="button" disabled={sendNow.isPending} onClick={() => run(sendNow)}>
        Send now
      </button>{' '}
      <button type="button" className="button button--secondary" disabled={dismiss.isPending} onClick={() => run(dismiss)}>
        Dismiss
      </button>
    </>
  );
}
