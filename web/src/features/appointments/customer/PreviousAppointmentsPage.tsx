import { PageHeader } from '../../../components/PageHeader';
import { useSessionUser } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { PreviousAppointmentsTable } from './PreviousAppointmentsTable';
import { UpcomingAppointmentsTable } from './UpcomingAppointmentsTable';

/**
 * /dashboard/appointments/history for a customer (part 1 §2, 'Previous Appointments'): their own
 * previous appointments, and above them the upcoming ones with the recurring-appointments banner
 * (part 1 §2 "Upcoming appointments table"): the portal's one appointments page, so a customer finds
 * what is coming as well as what was.
 */
export function PreviousAppointmentsPage() {
  useDocumentTitle('Previous Appointments — Pawroute');
  const { data: user } = useSessionUser();
  return (
    <div className="page">
      <PageHeader title="Previous Appointments" />
      <section className="panel panel--flush" aria-label="Upcoming appointments">
        <h2 className="panel__title">Upcoming Appointments</h2>
        {user && <UpcomingAppointmentsTable userId={user.ID} />}
      </section>
      <section className="panel panel--flush" aria-label="Previous appointments">
        <h2 className="panel__title">Previous</h2>
        {user && <PreviousAppointmentsTable userId={user.ID} />}
      </section>
    </div>
  );
}
