import { APPOINTMENT_MESSAGES, displayAddressLine } from '@pawroute/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { usePreviousByCustomer } from '../api/queries';
import type { AppointmentRow } from '../api/types';
import { personName, petNames, timeRange } from '../../../lib/listFormat';
import { ListTable } from '../../../components/lists/ListTable';
import { PREVIOUS_APPOINTMENTS_PAGE_SIZE } from '../lists/pageSizes';
import { Pager } from '../../../components/Pager';
import { useClampedPage } from '../../../lib/useClampedPage';
import { useFailureToast } from '../../../lib/useFailureToast';
import { RateAppointment } from '../panel/RateAppointment';
import { AppointmentPhotosCell } from './AppointmentPhotosCell';

/** Part 1 §2: the previous appointments table is Date, Time, Stylist, Pets, Address. */
const columns: ColumnDef<AppointmentRow, unknown>[] = [
  { id: 'date', header: 'Date', cell: ({ row }) => <span className="appt-list__cell-strong">{row.original.appointmentDate ?? ''}</span> },
  { id: 'time', header: 'Time', cell: ({ row }) => timeRange(row.original.startTime, row.original.endTime) },
  { id: 'stylist', header: 'Stylist', cell: ({ row }) => personName(row.original.Employee) },
  { id: 'pets', header: 'Pets', cell: ({ row }) => petNames(row.original.pets) },
  { id: 'address', header: 'Address', cell: ({ row }) => displayAddressLine(row.original.address) },
  { id: 'photos', header: 'Photos', cell: ({ row }) => <AppointmentPhotosCell appointmentId={row.original.ID} when={row.original.appointmentDate ?? ''} /> },
];

/** Part 2 §5.5 in the portal: a completed appointment is rated by its customer (Rate, then Rated). */
const rateColumn: ColumnDef<AppointmentRow, unknown> = {
  id: 'rate',
  header: 'Rating',
  cell: ({ row }) => (row.original.status === 'completed' ? <RateAppointment appointment={row.original} /> : null),
};

interface Props {
  /** The customer's user id. */
  userId: number;
  /** Staff open a row in the appointment history (that day, the row preselected). */
  onOpen?(row: AppointmentRow): void;
  /** The customer's own portal: a Rate button on each completed appointment. */
  canRate?: boolean;
}

/** A customer's previous appointments (appointments/findByCustomer), newest first, 5 a page from the server. */
export function PreviousAppointmentsTable({ userId, onOpen, canRate = false }: Props) {
  const [page, setPage] = useState(0);
  const shown = useMemo(() => (canRate ? [...columns, rateColumn] : columns), [canRate]);
  const previous = usePreviousByCustomer(userId, page, PREVIOUS_APPOINTMENTS_PAGE_SIZE);
  useClampedPage(page, previous.data?.pages, setPage);
  useFailureToast(previous.isError, APPOINTMENT_MESSAGES.failedToRetrieveHistory, `previous-appointments-${userId}`);
  return (
    <ListTable
      caption="Previous appointments, newest first."
      columns={shown}
      rows={previous.data?.rows ?? []}
      getRowId={(row) => String(row.ID)}
      busy={previous.isFetching}
      onRowClick={onOpen}
      emptyText={
        previous.isPending
          ? 'Loading previous appointments…'
          : previous.isError
            ? APPOINTMENT_MESSAGES.failedToRetrieveHistory
            : 'No previous appointments yet.'
      }
      footer={<Pager label="Previous appointment pages" page={page} pageCount={previous.data?.pages ?? 1} busy={previous.isFetching} onPage={setPage} />}
    />
  );
}
