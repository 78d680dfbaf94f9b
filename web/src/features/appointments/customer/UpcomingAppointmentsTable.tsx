import { APPOINTMENT_MESSAGES, displayAddressLine } from '@pawroute/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useUpcomingByCustomer } from '../api/queries';
import { isPlaceholder, type UpcomingItem } from '../api/types';
import { personName, petNames, timeRange } from '../../../lib/listFormat';
import { ListTable } from '../../../components/lists/ListTable';
import { UPCOMING_APPOINTMENTS_PAGE_SIZE } from '../lists/pageSizes';
import { Pager } from '../../../components/Pager';
import { StatusBadge } from '../../../components/lists/StatusBadge';
import { useClampedPage } from '../../../lib/useClampedPage';
import { useFailureToast } from '../../../lib/useFailureToast';
import { isStandingAppointment, upcomingRowId, upcomingRows } from './upcomingItems';
import { AppointmentPhotosCell } from './AppointmentPhotosCell';

/** Part 1 §2, word for word. */
export const RECURRING_BANNER =
  'Recurring appointments are subject to change until confirmed to best accommodate time preferences and routing.';

/** Part 1 §2: Date, Time, S App (check mark for standing), Status, Stylist, Pets, Address, Last Comment. */
const columns: ColumnDef<UpcomingItem, unknown>[] = [
  { id: 'date', header: 'Date', cell: ({ row }) => <span className="appt-list__cell-strong">{row.original.appointmentDate ?? ''}</span> },
  { id: 'time', header: 'Time', cell: ({ row }) => timeRange(row.original.startTime, row.original.endTime) },
  {
    id: 'standing',
    header: 'S App',
    cell: ({ row }) =>
      isStandingAppointment(row.original) ? (
        <span className="appt-list__check" role="img" aria-label="Standing appointment">
          ✓
        </span>
      ) : null,
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) =>
      isPlaceholder(row.original) ? (
        <span className="appt-badge appt-badge--standing">Standing</span>
      ) : (
        <StatusBadge status={row.original.status} />
      ),
  },
  { id: 'stylist', header: 'Stylist', cell: ({ row }) => personName(row.original.Employee) },
  { id: 'pets', header: 'Pets', cell: ({ row }) => petNames(row.original.pets) },
  { id: 'address', header: 'Address', cell: ({ row }) => (isPlaceholder(row.original) ? '' : displayAddressLine(row.original.address)) },
  {
    id: 'lastComment',
    header: 'Last Comment',
    // No comment: nothing in the cell, so the phone's card leaves out the label too (no stray label).
    cell: ({ row }) => (isPlaceholder(row.original) || !row.original.lastComment ? '' : <span className="appt-list__comment">{row.original.lastComment}</span>),
  },
  {
    id: 'photos',
    header: 'Photos',
    // The stylist's before/after photos, from the door on (the customer sees the visible ones).
    cell: ({ row }) => (isPlaceholder(row.original) ? '' : <AppointmentPhotosCell appointmentId={row.original.ID} when={row.original.appointmentDate ?? ''} />),
  },
];

/**
 * A customer's upcoming appointments (appointments/findUpcomingByCustomer: scheduled, confirmed,
 * conflicting and in progress from today on, and their standings' placeholders), 5 a page, under the
 * recurring-appointments banner.
 */
export function UpcomingAppointmentsTable({ userId }: { userId: number }) {
  const [page, setPage] = useState(0);
  const upcoming = useUpcomingByCustomer(userId);
  useFailureToast(upcoming.isError, APPOINTMENT_MESSAGES.failedToRetrieveUpcoming, `upcoming-appointments-${userId}`);
  const all = useMemo(() => upcomingRows(upcoming.data?.rows ?? []), [upcoming.data]);
  const pageCount = Math.max(1, Math.ceil(all.length / UPCOMING_APPOINTMENTS_PAGE_SIZE));
  useClampedPage(page, pageCount, setPage);
  const rows = all.slice(page * UPCOMING_APPOINTMENTS_PAGE_SIZE, (page + 1) * UPCOMING_APPOINTMENTS_PAGE_SIZE);
  return (
    <>
      <p className="notice notice--warning appt-list-banner">{RECURRING_BANNER}</p>
      <ListTable
        caption="Upcoming appointments, soonest first."
        columns={columns}
        rows={rows}
        getRowId={upcomingRowId}
        busy={upcoming.isFetching}
        emptyText={
          upcoming.isPending
            ? 'Loading upcoming appointments…'
            : upcoming.isError
              ? APPOINTMENT_MESSAGES.failedToRetrieveUpcoming
              : 'No upcoming appointments yet.'
        }
        footer={<Pager label="Upcoming appointment pages" page={page} pageCount={pageCount} onPage={setPage} />}
      />
    </>
  );
}
