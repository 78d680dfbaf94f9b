import { APPOINTMENT_MESSAGES, type AppointmentRow } from '@pawroute/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { isApiError } from '../../lib/apiClient';
import { useCan } from '../../lib/session';
import { useCurrentUser } from '../../app/guards/useCurrentUser';
import { useStartAppointment } from '../appointments/api/commands';
import { EnRouteDialog } from './EnRouteDialog';
import { completionPath, offersCompletion, offersStart } from './model';

/**
 * The current appointment's buttons (part 2 §2.3, §4.2), full width and 48 px tall for a thumb:
 * En Route (upcoming), Start (scheduled or confirmed, non-standing; StartAppointments or the assigned
 * stylist), and when it is in progress the completion actions: customer on site, customer not home.
 */
export function AppointmentActions({ row }: { row: AppointmentRow }) {
  const user = useCurrentUser();
  const canStartAny = useCan('StartAppointments');
  const navigate = useNavigate();
  const start = useStartAppointment();
  const [enRouteOpen, setEnRouteOpen] = useState(false);
  const upcoming = row.status === 'scheduled' || row.status === 'confirmed';

  return (
    <div className="daily__actions">
      {upcoming && (
        <button type="button" className="button button--secondary daily__big" onClick={() => setEnRouteOpen(true)}>
          En Route
        </button>
      )}
      {offersStart(row, user.ID, canStartAny) && (
        <button
          type="button"
          className="button button--primary daily__big"
          disabled={start.isPending}
          onClick={() =>
            start.mutate(
              { appointmentId: row.ID },
              {
                onSuccess: () => toast.success(APPOINTMENT_MESSAGES.started),
                onError: (e) => toast.error(isApiError(e) ? e.message : APPOINTMENT_MESSAGES.informationMissing),
              },
            )
          }
        >
          {start.isPending ? 'Starting…' : 'Start Appointment'}
        </button>
      )}
      {offersCompletion(row) && (
        <>
          <button type="button" className="button button--primary daily__big" onClick={() => navigate(completionPath(row.ID, false))}>
            Customer On Site — Complete
          </button>
          <button type="button" className="button button--secondary daily__big" onClick={() => navigate(completionPath(row.ID, true))}>
            Customer Not Home
          </button>
        </>
      )}
      <EnRouteDialog open={enRouteOpen} onClose={() => setEnRouteOpen(false)} appointmentId={row.ID} address={row.address ?? ''} />
    </div>
  );
}
