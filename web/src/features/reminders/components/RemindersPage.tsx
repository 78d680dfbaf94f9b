import { PageHeader } from '../../../components/PageHeader';
import { useBusinessTimeZone } from '../../../lib/businessTime';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useReminderAction, useReminders } from '../api';
import { PetRemindersTable } from './PetRemindersTable';
import { ReminderActions, stateText, when } from './reminderCells';

const WHICH = { first: 'First reminder', second: 'Second reminder' } as const;
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
                  <td className="reminders__state">{stateText(row)}</td>
                  <td>
                    {row.state === 'scheduled' && <ReminderActions body={{ appointmentId: row.appointmentId, which: row.which }} sendNow={sendNow} dismiss={dismiss} />}
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
