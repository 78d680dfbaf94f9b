import { APPOINTMENT_MESSAGES, displayAddressLine } from '@pawroute/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import type { AppointmentRow } from '../api/types';
import { instantDate } from '../../../lib/dates';
import { petNames, ratingText } from '../../../lib/listFormat';
import { ListTable } from '../../../components/lists/ListTable';
import { Pager } from '../../../components/Pager';
import { StatusBadge } from '../../../components/lists/StatusBadge';
import { useFailureToast } from '../../../lib/useFailureToast';
import { WAITING_LIST_PAGE_SIZE } from '../lists/pageSizes';
import { useClampedPage } from '../../../lib/useClampedPage';
import { useWaitingList } from '../api/queries';

const columns: ColumnDef<AppointmentRow, unknown>[] = [
  {
    id: 'customer',
    header: 'Customer',
    cell: ({ row }) => <span className="appt-list__cell-strong">{row.original.Customer.name}</span>,
  },
  { id: 'rating', header: 'Rating', cell: ({ row }) => ratingText(row.original.Customer.rating) },
  { id: 'status', header: 'Status', cell: ({ row }) => <StatusBadge status={row.original.status} /> },
  { id: 'pets', header: 'Pets', cell: ({ row }) => petNames(row.original.pets) },
  { id: 'address', header: 'Address', cell: ({ row }) => displayAddressLine(row.original.address) },
  { id: 'added', header: 'Added', cell: ({ row }) => instantDate(row.original.DateAdded) },
  {
    id: 'comment',
    header: 'Last Comment',
    cell: ({ row }) => <span className="appt-list__comment">{row.original.lastComment ?? row.original.initialComment ?? ''}</span>,
  },
];

/** The estimate route of an appointment's estimate and customer (part 1 §2). */
export const estimatePath = (row: Pick<AppointmentRow, 'estimateId' | 'customerUserId'>): string | null =>
  row.estimateId === null ? null : `/dashboard/estimate/${row.estimateId}/user/${row.customerUserId}`;

/**
 * /dashboard/appointments/waitingList: waiting and rescheduled appointments, status then the customer's
 * rating (highest first) as the server sorts them, 20 a page; a row opens its estimate to schedule it.
 */
export function WaitingListPage() {
  useDocumentTitle('Waiting List — Pawroute');
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  const list = useWaitingList(page, WAITING_LIST_PAGE_SIZE);
  useClampedPage(page, list.data?.pages, setPage);
  useFailureToast(list.isError, APPOINTMENT_MESSAGES.failedToRetrieve, 'waiting-list');
  const rows = list.data?.appointments ?? [];
  return (
    <div className="page">
      <PageHeader title="Waiting List" subtitle="Waiting and rescheduled appointments, by status then customer rating. Open one to schedule it." />
      <section className="panel panel--flush" aria-label="Waiting list">
        <ListTable
          caption="Waiting list: waiting and rescheduled appointments, by status then customer rating."
          columns={columns}
          rows={rows}
          getRowId={(row) => String(row.ID)}
          busy={list.isFetching}
          emptyText={list.isPending ? 'Loading the waiting list…' : list.isError ? APPOINTMENT_MESSAGES.failedToRetrieve : 'Nobody is waiting.'}
          onRowClick={(row) => {
            const path = estimatePath(row);
            if (path) navigate(path);
          }}
          footer={<Pager label="Waiting list pages" page={page} pageCount={list.data?.pages ?? 1} busy={list.isFetching} onPage={setPage} />}
        />
      </section>
    </div>
  );
}
