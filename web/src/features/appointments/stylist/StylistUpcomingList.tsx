import { APPOINTMENT_MESSAGES, displayAddressLine } from '@pawroute/domain';
import { Link } from 'react-router-dom';
import { useAppointmentsByEmployee } from '../api/queries';
import type { AppointmentRow } from '../api/types';
import { longDate } from '../../../lib/dates';
import { petNames, timeRange } from '../../../lib/listFormat';
import { StatusBadge } from '../../../components/lists/StatusBadge';
import { useFailureToast } from '../../../lib/useFailureToast';
import './stylist.css';

/** The rows by day, in the server's order (date, then start time). */
function byDay(rows: readonly AppointmentRow[]): [string, AppointmentRow[]][] {
  const days = new Map<string, AppointmentRow[]>();
  for (const row of rows) {
    const day = row.date ?? '';
    days.set(day, [...(days.get(day) ?? []), row]);
  }
  return [...days];
}

/**
 * The signed-in stylist's upcoming appointments (profile/getAppointmentsByEmployee: scheduled,
 * confirmed, conflicting and in progress from today on), by day; each opens its estimate, where the
 * appointment is started.
 */
export function StylistUpcomingList({ employeeId = null }: { employeeId?: number | null }) {
  const upcoming = useAppointmentsByEmployee(employeeId);
  useFailureToast(upcoming.isError, APPOINTMENT_MESSAGES.failedToRetrieveUpcoming, 'stylist-upcoming');
  const rows = upcoming.data?.rows ?? [];
  return (
    <section className="panel stylist-upcoming" aria-labelledby="stylist-upcoming-title">
      <div className="stylist-upcoming__head">
        <h2 id="stylist-upcoming-title" className="panel__title">
          My Upcoming Appointments
        </h2>
        {upcoming.isFetching && !upcoming.isPending && <span className="pager__busy" aria-label="Refreshing" />}
      </div>
      {upcoming.isPending ? (
        <p className="muted">Loading upcoming appointments…</p>
      ) : upcoming.isError ? (
        <p className="muted" role="alert">
          {APPOINTMENT_MESSAGES.failedToRetrieveUpcoming}
        </p>
      ) : rows.length === 0 ? (
        <p className="muted">No upcoming appointments.</p>
      ) : (
        byDay(rows).map(([day, dayRows]) => (
          <div key={day} className="stylist-upcoming__day">
            <h3 className="stylist-upcoming__date">{day ? longDate(day) : 'No date'}</h3>
            <ul className="stylist-upcoming__list">
              {dayRows.map((row) => {
                const body = (
                  <>
                    <span className="stylist-upcoming__time">{timeRange(row.startTime, row.endTime)}</span>
                    <span className="stylist-upcoming__main">
                      <span className="stylist-upcoming__customer">{row.Customer.name}</span>
                      <span className="stylist-upcoming__sub">{[petNames(row.pets), displayAddressLine(row.address)].filter(Boolean).join(' · ')}</span>
                    </span>
                    <StatusBadge status={row.status} standing={row.standingId !== null} />
                  </>
                );
                return (
                  <li key={row.ID} data-appointment-id={row.ID}>
                    {row.estimateId !== null ? (
                      <Link className="stylist-upcoming__item" to={`/dashboard/estimate/${row.estimateId}/user/${row.customerUserId}`}>
                        {body}
                      </Link>
                    ) : (
                      <div className="stylist-upcoming__item">{body}</div>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
