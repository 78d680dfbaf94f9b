import { PageHeader } from '../../../components/PageHeader';
import { useSessionUser } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { PreviousAppointmentsTable } from './PreviousAppointmentsTable';
import { UpcomingAppointmentsTable } from './UpcomingAppointmentsTable';
import '../../../components/lists/lists.css';

/**
 * /dashboard/appointments/history for a customer (part 1 §2, 'Previous Appointments'): the portal's one
 * appointments page, titled "My Appointments", with each list under its own title: the upcoming ones
 * first, with the recurring-appointments banner (part 1 §2 "Upcoming appointments table"), then the
 * spec's Previous Appointments, where a completed one can be rated (part 2 §5.5).
 */
export function PreviousAppointmentsPage() {
  useDocumentTitle('My Appointments — Pawroute');
  const { data: user } = useSessionUser();
  return (
    <div className="page">
      <PageHeader title="My Appointments" />
      <section className="panel panel--flush" aria-labelledby="portal-upcoming-title">
        <h2 id="portal-upcoming-title" className="panel__title appt-list__title">
          Upcoming Appointments
        </h2>
        {user && <UpcomingAppointmentsTable userId={user.ID} />}
      </section>
      <section className="panel panel--flush" aria-labelledby="portal-previous-title">
        <h2 id="portal-previous-title" className="panel__title appt-list__title">
          Previous Appointments
        </h2>
        {user && <PreviousAppointmentsTable userId={user.ID} canRate />}
      </section>
    </div>
  );
}
