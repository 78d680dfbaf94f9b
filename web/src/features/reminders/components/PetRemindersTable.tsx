import { toast } from 'sonner';
import type { PetReminderRow } from '@pawroute/domain';
import { isApiError } from '../../../lib/apiClient';
import { businessTimeZone } from '../../../lib/businessTime';
import { usePetReminderAction, usePetReminders } from '../api';

const KIND = { vaccineExpiry: 'Vaccine expiry' } as const;
const REASONS: Record<string, string> = { noPhone: 'no phone that takes texts', optedOut: 'the number opted out (STOP)', dismissed: 'dismissed' };

const when = (iso: string): string =>
  new Intl.DateTimeFormat('en-US', { timeZone: businessTimeZone(), weekday: 'short', month: '2-digit', day: '2-digit', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
const day = (date: string): string => `${date.slice(5, 7)}-${date.slice(8, 10)}-${date.slice(0, 4)}`;
const stateOf = (row: PetReminderRow): string =>
  row.state === 'sent' ? 'Sent' : row.state === 'skipped' ? `Skipped: ${REASONS[row.reason ?? ''] ?? row.reason ?? ''}` : 'Scheduled';

/**
 * The pets' reminders on the Reminders page (docs/TEXTS.md "A pet's reminders"): each vaccine expiry
 * reminder of the next 7 days (VAC-REMIND), when it goes and what became of it, with Send now (once:
 * the same dedupe key as the server's pass) and Dismiss.
 */
export function PetRemindersTable() {
  const reminders = usePetReminders();
  const sendNow = usePetReminderAction('sendNow');
  const dismiss = usePetReminderAction('dismiss');
  const run = (action: typeof sendNow, row: PetReminderRow) =>
    action.mutate({ key: row.key }, { onSuccess: (a) => toast.success(a.message), onError: (e) => toast.error(isApiError(e) ? e.message : 'Failed') });
  return (
    <section aria-labelledby="pet-reminders-title">
      <h2 id="pet-reminders-title">Pets</h2>
      {reminders.isLoading && <p className="muted">Loading…</p>}
      {reminders.isError && <p role="alert">Failed to get the pets' reminders</p>}
      {reminders.data && reminders.data.rows.length === 0 && <p className="muted">No pet reminders in the next 7 days.</p>}
      {reminders.data && reminders.data.rows.length > 0 && (
        <div className="table-scroll">
          <table className="table" aria-label="Pet reminders">
            <thead>
              <tr>
                <th>Customer</th>
                <th>Pet</th>
                <th>Reminder</th>
                <th>About</th>
                <th>Goes</th>
                <th>State</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {reminders.data.rows.map((row) => (
                <tr key={row.key} data-key={row.key}>
                  <td>{row.customerName ?? '—'}</td>
                  <td>{row.petName}</td>
                  <td>{KIND[row.kind]}</td>
                  <td>{`${row.vaccine ?? 'Vaccine'} expires ${day(row.expiresOn)}`}</td>
                  <td>{when(row.dueAt)}</td>
                  <td className="reminders__state">{stateOf(row)}</td>
                  <td>
                    {row.state === 'scheduled' && (
                      <>
                        <button type="button" className="button" disabled={sendNow.isPending} onClick={() => run(sendNow, row)}>
                          Send now
                        </button>{' '}
                        <button type="button" className="button button--secondary" disabled={dismiss.isPending} onClick={() => run(dismiss, row)}>
                          Dismiss
                        </button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
