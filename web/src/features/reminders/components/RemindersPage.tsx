import { toast } from 'sonner';
import { PageHeader } from '../../../components/PageHeader';
import { isApiError } from '../../../lib/apiClient';
import { businessTimeZone, useBusinessTimeZone } from '../../../lib/businessTime';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useReminderAction, useReminders, type ReminderRow } from '../api';
import { PetRemindersTable } from './PetRemindersTable';

const WHICH = { first: 'First reminder', second: 'Second reminder' } as const;
const REASONS: Record<string, string> = { noPhone: 'no phone that takes texts', optedOut: 'the number opted out (STOP)', dismissed: 'dismissed' };

function when(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: businessTimeZone(), weekday: 'short', month: '2-digit', day: '2-digit', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}
function stateOf(row: ReminderRow): string {
  if (row.state === 'sent') return 'Sent';
  if (row.state === 'skipped') return `Skipped: ${REASONS[row.reason ?? ''] ?? row.reason ?? ''}`;
  return 'Scheduled';
}

/**
 * /dashboard/reminders (ViewAllAppointments, as the confirmation board; docs/TEXTS.md "Reminders"):
 * the next 7 days' appointment reminders, when each goes and what became of it, with Send now (once:
 * the same dedupe key as the server's pass) and Dismiss; below, the pets' reminders. Live: the reminders projectors' push.
 */
export function RemindersPage() {
  useDocumentTitle('Reminders — Pawroute');
  useBusinessTimeZone();
  const reminders = useReminders();
  const sendNow = useReminderAction('sendNow');
  const dismiss = useReminderAction('dismiss');
  const run = (action: typeof sendNow, row: ReminderRow) =>
    action.mutate(
      { appointmentId: row.appointmentId, which: row.which },
      { onSuccess: (a) => toast.success(a.message), onError: (e) => toast.error(isApiError(e) ? e.message : 'Failed') },
    );
  return (
    <div className="page reminders">
      <PageHeader title="Reminders" />
      {reminders.isLoading && <p className="muted">Loading…</p>}
      {reminders.isError && <p role="alert">Failed to get the reminders</p>}
      {reminders.data && reminders.data.rows.length === 0 && <p className="muted">No reminders in the next 7 days.</p>}
      {reminders.data && reminders.data.rows.length > 0 && (
        <div className="table-scroll">
          <table className="table" aria-label="Scheduled reminders">
            <thead>
              <tr>
                <th>Customer</th>
                <th>Pets</th>
                <th>Appointment</th>
                <th>Reminder</th>
                <th>Goes</th>
                <th>State</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {reminders.data.rows.map((row) => (
                <tr key={`${row.appointmentId}-${row.which}-${row.startsAt}`} data-appointment={row.appointmentId} data-which={row.which}>
                  <td>{row.customerName ?? '—'}</td>
                  <td>{row.pets.join(', ')}</td>
                  <td>{when(row.startsAt)}</td>
                  <td>{WHICH[row.which]}</td>
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
      <PetRemindersTable />
    </div>
  );
}
