import type { AppointmentRow } from '@pawroute/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { businessTimeZone, businessWallClock } from '../../lib/businessTime';
import { useCan } from '../../lib/session';
import { businessToday } from '../../lib/businessTime';
import { currentAppointmentPath, enRouteNote, missedNote } from './model';

/** The business's wall clock, read again each minute (a missed appointment shows once its end passes). */
function useWallClockMinute(): { today: string; time: string } {
  const [now, setNow] = useState(() => businessWallClock());
  useEffect(() => {
    const timer = setInterval(() => setNow(businessWallClock()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return { today: businessToday(), time: now.toISOString().slice(11, 16) };
}

/**
 * What the status alone does not say (the groomer's van): the customer was told the stylist is on the
 * way, and when; an appointment whose end passed without a start is missed, with what the stylist may do.
 */
export function AppointmentStateNotes({ row, onAppointmentPage = false }: { row: AppointmentRow; onAppointmentPage?: boolean }) {
  const { today, time } = useWallClockMinute();
  const mayReschedule = useCan('EditAppointments');
  const enRoute = enRouteNote(row, businessTimeZone());
  const missed = missedNote(row, today, time);
  if (!enRoute && !missed) return null;
  return (
    <div className="daily__state-notes">
      {enRoute && (
        <p className="daily__en-route" data-testid="en-route-note">
          <span aria-hidden="true">🚐</span> {enRoute}
        </p>
      )}
      {missed && (
        <div className="daily__missed" role="status" data-testid="missed-note">
          <strong>{missed}</strong>
          <span>Call the customer before going; the office reschedules a missed groom.</span>
          <span className="daily__missed-actions">
            {!onAppointmentPage && (
              <Link className="button button--secondary" to={currentAppointmentPath(row)}>
                Call the customer
              </Link>
            )}
            {mayReschedule && row.date && (
              <Link className="button button--ghost" to={`/dashboard/appointments?date=${row.date}`}>
                Reschedule
              </Link>
            )}
          </span>
        </div>
      )}
    </div>
  );
}
