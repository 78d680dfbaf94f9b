import { APPOINTMENT_MESSAGES } from '@pawroute/domain';
import { Link, useParams } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useAppointment } from '../appointments';
import { businessToday } from '../../lib/businessTime';
import { timeRange } from '../../lib/listFormat';
import { StatusBadge } from '../../components/lists/StatusBadge';
import { useFailureToast } from '../../lib/useFailureToast';
import { useQueuedEffects, withQueued } from '../../lib/offline/useQueuedEffects';
import { AppointmentActions } from './AppointmentActions';
import { AppointmentStateNotes } from './AppointmentStateNotes';
import { QueuedTag } from './QueuedTag';
import { VanPhotos } from './photos/VanPhotos';
import { usePrefetchDay } from './usePrefetchDay';
import { visitDate, visitTitle } from './model';
import { VisitContact, VisitNotes, VisitPets } from './VisitDetails';
import './daily.css';

/**
 * /dashboard/schedule/currentAppointment/{appointmentId}/estimate/{estimateId}/user/{userId} (part 2 §2.2),
 * the stylist's appointment, phone first: titled by the customer and the time, its date,
 * the phone button and the address, the buttons (thumb reach), then what the groomer needs at the door:
 * the address's and the customer's notes and each pet with its habits and notes (findById's `visit`,
 * read ahead for the day so it opens in a dead zone too).
 */
export function CurrentAppointmentPage() {
  const params = useParams();
  const appointmentId = Number(params.appointmentId);
  const estimateId = Number(params.estimateId);
  const userId = Number(params.userId);
  const found = useAppointment(appointmentId);
  const effects = useQueuedEffects();
  const loaded = found.data?.appointment ?? null;
  const visit = found.data?.visit;
  const row = loaded && withQueued(loaded, effects);
  const today = businessToday();
  useDocumentTitle(`${row ? visitTitle(row) : 'Appointment'} — Pawroute`);
  // Opened straight (not from the day), the completion's facts and code are read ahead here too, so it
  // opens in a dead zone (docs/OFFLINE.md).
  usePrefetchDay(loaded ? [loaded] : []);
  useFailureToast(found.isError, APPOINTMENT_MESSAGES.informationMissing, `daily-current-${appointmentId}`);
  return (
    <div className="daily daily--current-page page visit">
      <Link to="/dashboard/schedule/upcoming" className="button button--ghost daily__back">
        ← My Day
      </Link>
      {found.isPending ? (
        <Spinner />
      ) : row ? (
        <>
          <section className="panel daily__current visit__head" data-testid="current-appointment" aria-labelledby="visit-title">
            <div className="daily__current-main">
              <h1 id="visit-title" className="visit__title">
                {visitTitle(row)}
              </h1>
              <span className="visit__date" data-testid="visit-date">
                {visitDate(row.date, today)}
              </span>
              <span className="daily__current-time">{timeRange(row.startTime, row.endTime)}</span>
              <span>
                <StatusBadge status={row.status} standing={row.standingId !== null} />
                <QueuedTag queued={effects.get(row.ID)} />
              </span>
            </div>
            <AppointmentStateNotes row={row} onAppointmentPage />
            <VisitContact row={row} visit={visit} />
            <AppointmentActions row={row} />
          </section>
          {/* On the phone the customer's notes (a gate code) come before the pets; beside them from 900 px. */}
          <div className="visit__columns">
            <div className="visit__side">
              <VisitNotes row={row} visit={visit} />
            </div>
            <VisitPets row={row} visit={visit} />
          </div>
          {/* Before/after photos at the door and during the groom (docs/OFFLINE.md: queued like the other actions). */}
          {(row.status === 'scheduled' || row.status === 'confirmed' || row.status === 'conflicting' || row.status === 'inProgress') && (
            <VanPhotos appointmentId={row.ID} customer={row.Customer.name} />
          )}
          <Link className="button button--ghost visit__estimate" to={`/dashboard/estimates/${estimateId}/user/${userId}`}>
            Estimate and prices
          </Link>
        </>
      ) : (
        <p role="alert" className="panel">
          {APPOINTMENT_MESSAGES.informationMissing}
        </p>
      )}
    </div>
  );
}
