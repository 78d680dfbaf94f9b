import { APPOINTMENT_MESSAGES, displayAddressLine } from '@pawroute/domain';
import { Link, useParams } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { useAppointment } from '../appointments';
import { timeRange, petNames } from '../appointments';
import { StatusBadge } from '../appointments';
import { useFailureToast } from '../appointments';
import { EstimateReadOnly } from '../estimates';
import { useQueuedEffects, withQueued } from '../../lib/offline/useQueuedEffects';
import { AppointmentActions } from './AppointmentActions';
import { QueuedTag } from './QueuedTag';
import './daily.css';

/**
 * /dashboard/schedule/currentAppointment/{appointmentId}/estimate/{estimateId}/user/{userId} (part 2 §2.2):
 * the appointment's buttons on top (thumb reach), its estimate below (the estimate's read-only screen).
 */
export function CurrentAppointmentPage() {
  const params = useParams();
  const appointmentId = Number(params.appointmentId);
  const estimateId = Number(params.estimateId);
  const found = useAppointment(appointmentId);
  const effects = useQueuedEffects();
  const loaded = found.data?.appointment ?? null;
  const row = loaded && withQueued(loaded, effects);
  useFailureToast(found.isError, APPOINTMENT_MESSAGES.informationMissing, `daily-current-${appointmentId}`);
  return (
    <div className="daily daily--current-page">
      <div className="page daily__top">
        <Link to="/dashboard/schedule/upcoming" className="button button--ghost daily__back">
          ← My Day
        </Link>
        {found.isPending ? (
          <Spinner />
        ) : row ? (
          <section className="panel daily__current" data-testid="current-appointment">
            <div className="daily__current-main">
              <span className="daily__current-time">{timeRange(row.startTime, row.endTime)}</span>
              <span className="daily__current-customer">{row.Customer.name}</span>
              <span className="daily__current-sub">{petNames(row.pets)}</span>
              {row.address && <span className="daily__current-sub">{displayAddressLine(row.address)}</span>}
              <span>
                <StatusBadge status={row.status} standing={row.standingId !== null} />
                <QueuedTag queued={effects.get(row.ID)} />
              </span>
            </div>
            <AppointmentActions row={row} />
          </section>
        ) : (
          <p role="alert" className="panel">
            {APPOINTMENT_MESSAGES.informationMissing}
          </p>
        )}
      </div>
      <EstimateReadOnly estimateId={estimateId} />
    </div>
  );
}
