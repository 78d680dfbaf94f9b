import { displayAddressLine } from '@pawroute/domain';
import type { AppointmentRow } from '@pawroute/domain';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { useCurrentUser } from '../../lib/useCurrentUser';
import { useAppointmentsByEmployee, useDaySchedule } from '../appointments';
import { businessToday } from '../../lib/businessTime';
import { longDate } from '../../lib/dates';
import { petNames, timeRange } from '../../lib/listFormat';
import { StatusBadge } from '../../components/lists/StatusBadge';
import { useFailureToast } from '../../lib/useFailureToast';
import { COMPLETION_MESSAGES } from './completion/model';
import { StaffLandingPage } from '../dashboard';
import { useQueuedEffects, withQueued, type QueuedAppointment } from '../../lib/offline/useQueuedEffects';
import { useIdleReady } from '../../lib/useIdleReady';
import { AppointmentActions } from './AppointmentActions';
import { AppointmentStateNotes } from './AppointmentStateNotes';
import { CompletedReceipt } from './CompletedReceipt';
import { QueuedTag } from './QueuedTag';
import { usePrefetchDay } from './usePrefetchDay';
import { currentAppointmentPath, stylistDay } from './model';
import './daily.css';

// The map (leaflet, ~160 KB) is not on the list's critical path: it loads once the list has
// shown and the page is idle (parsing it takes the phone's CPU for a moment).
const DayRoute = lazy(() => import('../route/DayRoute').then((m) => ({ default: m.DayRoute })));

function Row({ row, today, queued, children }: { row: AppointmentRow; today: string; queued: QueuedAppointment | undefined; children?: React.ReactNode }) {
  return (
    <li data-appointment-id={row.ID}>
      <Link className="daily__row" to={currentAppointmentPath(row)}>
        <span className="daily__row-time">
          {row.date && row.date !== today && <span className="daily__row-date">{longDate(row.date)}</span>}
          {timeRange(row.startTime, row.endTime)}
        </span>
        <span className="daily__row-main">
          <span className="daily__row-customer">{row.Customer.name}</span>
          <span className="daily__row-sub">{[petNames(row.pets), displayAddressLine(row.address)].filter(Boolean).join(' · ')}</span>
        </span>
        <StatusBadge status={row.status} standing={row.standingId !== null} />
        <QueuedTag queued={queued} />
      </Link>
      {children}
    </li>
  );
}

/**
 * /dashboard/schedule/upcoming (ViewDailyRoute, part 2 §2.2, §4.2): the signed-in stylist's current
 * appointment with its buttons, then the upcoming ones (today first), then the ones completed today,
 * then today's numbers (the staff landing it replaces).
 */
export function DayPage() {
  const user = useCurrentUser();
  const today = businessToday();
  const upcoming = useAppointmentsByEmployee(null);
  const day = useDaySchedule(today, user.ID);
  useFailureToast(upcoming.isError, COMPLETION_MESSAGES.failedToRetrieveAppointments, 'daily-upcoming');
  // what waits in the outbox shows already ('In Progress', 'Completed' with a 'queued' tag).
  const effects = useQueuedEffects();
  const { current, upcoming: next, completed } = stylistDay(
    (upcoming.data?.rows ?? []).map((r) => withQueued(r, effects)),
    (day.data?.appointments ?? []).map((r) => withQueued(r, effects)),
    today,
  );
  usePrefetchDay(current ? [current, ...next.filter((r) => r.date === today)] : next.filter((r) => r.date === today));
  const showMap = useIdleReady(upcoming.isSuccess);

  return (
    // Today's numbers (the staff landing's tiles) stay below the day.
    <StaffLandingPage title="My Day">
      <div className="daily">
        {upcoming.isPending ? (
          <div className="panel">
            <Spinner />
          </div>
        ) : upcoming.isError ? (
          <div className="panel" role="alert">
            {COMPLETION_MESSAGES.failedToRetrieveAppointments}
          </div>
        ) : (
          <>
            <section className="panel daily__current" aria-labelledby="daily-current-title" data-testid="current-appointment">
              <h2 id="daily-current-title" className="daily__label">
                {current?.status === 'inProgress' ? 'In progress' : 'Next up'}
              </h2>
              {current ? (
                <div className="daily__current-body" data-appointment-id={current.ID}>
                  <Link className="daily__current-main" to={currentAppointmentPath(current)}>
                    <span className="daily__current-time">
                      {current.date && current.date !== today ? `${longDate(current.date)} · ` : ''}
                      {timeRange(current.startTime, current.endTime)}
                    </span>
                    <span className="daily__current-customer">{current.Customer.name}</span>
                    <span className="daily__current-sub">{petNames(current.pets)}</span>
                    {current.address && <span className="daily__current-sub">{current.address}</span>}
                    <span>
                      <StatusBadge status={current.status} standing={current.standingId !== null} />
                      <QueuedTag queued={effects.get(current.ID)} />
                    </span>
                  </Link>
                  <AppointmentStateNotes row={current} />
                  <AppointmentActions row={current} />
                  <Link className="button button--ghost daily__big" to={currentAppointmentPath(current)}>
                    Open appointment
                  </Link>
                </div>
              ) : (
                <p className="muted">No appointments ahead. Enjoy the break.</p>
              )}
            </section>
            <section className="panel" aria-labelledby="daily-upcoming-title">
              <h2 id="daily-upcoming-title" className="daily__label">
                Upcoming
              </h2>
              {next.length === 0 ? (
                <p className="muted">Nothing else scheduled.</p>
              ) : (
                <ul className="daily__list">
                  {next.map((row) => (
                    <Row key={row.ID} row={row} today={today} queued={effects.get(row.ID)} />
                  ))}
                </ul>
              )}
            </section>
            {/* The day on the road: the map and the drive between appointments. */}
            {showMap && (
              <Suspense fallback={null}>
                <DayRoute employeeId={user.ID} date={today} />
              </Suspense>
            )}
            {completed.length > 0 && (
              <section className="panel" aria-labelledby="daily-completed-title">
                <h2 id="daily-completed-title" className="daily__label">
                  Completed today
                </h2>
                <ul className="daily__list">
                  {completed.map((row) => (
                    <Row key={row.ID} row={row} today={today} queued={effects.get(row.ID)}>
                      <CompletedReceipt row={row} />
                    </Row>
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </div>
    </StaffLandingPage>
  );
}
