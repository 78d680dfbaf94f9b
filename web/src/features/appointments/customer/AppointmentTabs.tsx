import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCan } from '../../../lib/session';
import { PreviousAppointmentsTable } from './PreviousAppointmentsTable';
import { UpcomingAppointmentsTable } from './UpcomingAppointmentsTable';

function TabPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="panel panel--flush" aria-label={title}>
      <div className="panel__head appt-list-tab__head">
        <h2 className="panel__title">{title}</h2>
      </div>
      {children}
    </section>
  );
}

/** The customer profile's upcomingAppointments tab (part 1 §2). */
export function UpcomingAppointmentsTab({ userId }: { userId: number }) {
  return (
    <TabPanel title="Upcoming Appointments">
      <UpcomingAppointmentsTable userId={userId} />
    </TabPanel>
  );
}

/**
 * The customer profile's appointmentHistory tab: the previous appointments table; with
 * ViewAppointmentHistory a row opens that day of the appointment history with the row preselected.
 */
export function AppointmentHistoryTab({ userId }: { userId: number }) {
  const navigate = useNavigate();
  const canViewHistory = useCan('ViewAppointmentHistory');
  const canViewAppointments = useCan('ViewAllAppointments');
  const canOpen = canViewHistory && canViewAppointments;
  return (
    <TabPanel title="Appointment History">
      <PreviousAppointmentsTable
        userId={userId}
        onOpen={
          canOpen
            ? (row) =>
                navigate('/dashboard/appointments/history', {
                  state: { defaultAppointmentDate: row.appointmentDate, defaultAppointmentId: row.ID },
                })
            : undefined
        }
      />
    </TabPanel>
  );
}
