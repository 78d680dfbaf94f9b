import { PageHeader } from '../../../components/PageHeader';
import { useSessionUser } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { PreviousAppointmentsTable } from './PreviousAppointmentsTable';

/** /dashboard/appointments/history for a customer: their own previous appointments (part 1 §2). */
export function PreviousAppointmentsPage() {
  useDocumentTitle('Previous Appointments — Pawroute');
  const { data: user } = useSessionUser();
  return (
    <div className="page">
      <PageHeader title="Previous Appointments" />
      <section className="panel panel--flush" aria-label="Previous appointments">
        {user && <PreviousAppointmentsTable userId={user.ID} />}
      </section>
    </div>
  );
}
