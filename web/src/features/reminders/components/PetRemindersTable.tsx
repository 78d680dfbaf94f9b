import { toSpecDate, type PetReminderRow } from '@pawroute/domain';
import { usePetReminderAction, usePetReminders } from '../api';
import { ReminderActions, stateText, when } from './reminderCells';
import '../petReminders.css';

const KIND = { vaccineExpiry: 'Vaccine expiry', rebook: 'Rebook' } as const;

/** What the reminder is about, in words: the vaccine and its expiry, or the groom the pet is due for. */
const about = (row: PetReminderRow): string =>
  row.kind === 'vaccineExpiry' ? `${row.vaccine ?? 'Vaccine'} expires ${toSpecDate(row.expiresOn)}` : `Due for a groom ${toSpecDate(row.dueOn)}`;

/** The way it will go (the template narrowed to the customer's preferred channel). */
const by = ({ channels }: PetReminderRow): string => (channels.sms && channels.email ? 'Text and email' : channels.sms ? 'Text' : channels.email ? 'Email' : '—');

/**
 * The pets' reminders on the Reminders page (docs/TEXTS.md "A pet's reminders"): each vaccine expiry
 * reminder (VAC-REMIND) and rebook reminder of the next 7 days, the way it will go (the customer's
 * preferred channel) and when it goes that way (a text waits out quiet hours, REM-QUIET; mail alone
 * does not), what became of it, with Send now (once: the same dedupe key as the server's pass) and Dismiss.
 */
export function PetRemindersTable() {
  const reminders = usePetReminders();
  const sendNow = usePetReminderAction('sendNow');
  const dismiss = usePetReminderAction('dismiss');
  return (
    <section className="pet-reminders" aria-labelledby="pet-reminders-title">
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
                <th>By</th>
                <th>Goes</th>
                <th>State</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {reminders.data.rows.map((row) => (
                <tr key={row.key} data-key={row.key}>
                  <td data-label="Customer">{row.customerName ?? '—'}</td>
                  <td data-label="Pet">{row.petName}</td>
                  <td data-label="Reminder">{KIND[row.kind]}</td>
                  <td data-label="About">{about(row)}</td>
                  <td data-label="By">{by(row)}</td>
                  <td data-label="Goes">{when(row.goesAt)}</td>
                  <td data-label="State" className="reminders__state">{stateText(row)}</td>
                  <td>
                    {row.state === 'scheduled' && <ReminderActions body={{ key: row.key }} sendNow={sendNow} dismiss={dismiss} />}
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
