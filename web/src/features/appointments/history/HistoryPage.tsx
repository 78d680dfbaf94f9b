import { APPOINTMENT_MESSAGES, displayAddressLine } from '@pawroute/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useAppointmentHistory } from '../api/queries';
import type { AppointmentRow } from '../api/types';
import { AppointmentPanel } from '../panel/AppointmentPanel';
import { businessToday } from '../../../lib/businessTime';
import { addDays } from '../../../lib/dates';
import { DayBar } from '../lists/DayBar';
import { personName, petNames, timeRange } from '../../../lib/listFormat';
import { ListTable } from '../../../components/lists/ListTable';
import { StatusBadge } from '../../../components/lists/StatusBadge';
import { useFailureToast } from '../../../lib/useFailureToast';
import { initialHistoryDay } from './historyState';

const columns: ColumnDef<AppointmentRow, unknown>[] = [
  { id: 'time', header: 'Time', cell: ({ row }) => <span className="appt-list__cell-strong">{timeRange(row.original.startTime, row.original.endTime)}</span> },
  { id: 'customer', header: 'Customer', cell: ({ row }) => row.original.Customer.name },
  { id: 'status', header: 'Status', cell: ({ row }) => <StatusBadge status={row.original.status} standing={row.original.isStanding} /> },
  { id: 'stylist', header: 'Stylist', cell: ({ row }) => personName(row.original.Employee) },
  { id: 'pets', header: 'Pets', cell: ({ row }) => petNames(row.original.pets) },
  { id: 'address', header: 'Address', cell: ({ row }) => displayAddressLine(row.original.address) },
  { id: 'lastComment', header: 'Last Comment', cell: ({ row }) => <span className="appt-list__comment">{row.original.lastComment ?? ''}</span> },
];

/**
 * /dashboard/appointments/history (ViewAppointmentHistory): the appointments of one day, a day at a
 * time, never past today; a row opens its details beside the list. The navigation state may name the
 * day and the appointment to preselect (historyState.ts).
 */
export function HistoryPage() {
  useDocumentTitle('Appointment History — Pawroute');
  const location = useLocation();
  const today = businessToday();
  const [initial] = useState(() => initialHistoryDay(location.state, today));
  const [date, setDate] = useState(initial.date);
  const [selectedId, setSelectedId] = useState<number | null>(initial.appointmentId);
  const history = useAppointmentHistory(date);
  useFailureToast(history.isError, APPOINTMENT_MESSAGES.failedToRetrieveHistory, 'appointment-history');

  const showDay = (next: string) => {
    setDate(next > today ? today : next);
    setSelectedId(null);
  };
  const select = (row: AppointmentRow) => setSelectedId(row.ID);

  const rows = history.data?.rows ?? [];
  return (
    <div className={`page${selectedId !== null ? ' appt-list-page--drawer' : ''}`}>
      <PageHeader title="Appointment History" />
      <section className="panel panel--flush" aria-label="Appointments of the day">
        <DayBar date={date} max={today} label="Appointment history days" onChange={showDay} onStep={(days) => showDay(addDays(date, days))} />
        <ListTable
          caption="The day's appointments by time. Choose one to see its details."
          columns={columns}
          rows={rows}
          getRowId={(row) => String(row.ID)}
          busy={history.isFetching}
          onRowClick={select}
          isRowSelected={(row) => row.ID === selectedId}
          emptyText={
            history.isPending
              ? 'Loading appointments…'
              : history.isError
                ? APPOINTMENT_MESSAGES.failedToRetrieveHistory
                : 'No appointments on this day.'
          }
        />
      </section>
      {selectedId !== null && (
        <AppointmentPanel key={selectedId} appointmentId={selectedId} row={rows.find((r) => r.ID === selectedId)} onClose={() => setSelectedId(null)} />
      )}
    </div>
  );
}
