import { APPOINTMENT_MESSAGES } from '@pawroute/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { PageHeader } from '../../../components/PageHeader';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useServiceIssues } from '../api/queries';
import type { AppointmentRow } from '../api/types';
import { AppointmentPanel } from '../panel/AppointmentPanel';
import { personName, petNames, timeRange } from '../../../lib/listFormat';
import { ListTable } from '../../../components/lists/ListTable';
import { Pager } from '../../../components/Pager';
import { StatusBadge } from '../../../components/lists/StatusBadge';
import { useClampedPage } from '../../../lib/useClampedPage';
import { useFailureToast } from '../../../lib/useFailureToast';
import { useTallWindowPageSize } from '../../../lib/useTallWindowPageSize';

const columns: ColumnDef<AppointmentRow, unknown>[] = [
  { id: 'customer', header: 'Customer', cell: ({ row }) => <span className="appt-list__cell-strong">{row.original.Customer.name}</span> },
  { id: 'status', header: 'Status', cell: ({ row }) => <StatusBadge status={row.original.status} /> },
  { id: 'date', header: 'Date', cell: ({ row }) => row.original.appointmentDate ?? '' },
  { id: 'time', header: 'Time', cell: ({ row }) => timeRange(row.original.startTime, row.original.endTime) },
  { id: 'stylist', header: 'Stylist', cell: ({ row }) => personName(row.original.Employee) },
  { id: 'pets', header: 'Pets', cell: ({ row }) => petNames(row.original.pets) },
  { id: 'lastComment', header: 'Last Comment', cell: ({ row }) => <span className="appt-list__comment">{row.original.lastComment ?? ''}</span> },
];

/**
 * /dashboard/appointments/serviceIssuesList: appointments in status serviceIssue or standingRequest
 * (part 1 §2), 25 a page on a window taller than 1000 px, else 10; a row opens its details panel,
 * where a service issue is resolved and a standing request becomes a standing appointment.
 */
export function ServiceIssuesPage() {
  useDocumentTitle('Service Issues — Pawroute');
  const pageSize = useTallWindowPageSize();
  const [page, setPage] = useState(0);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const issues = useServiceIssues(page, pageSize);
  const data = issues.data?.data;
  useClampedPage(page, data?.pages, setPage);
  useFailureToast(issues.isError, APPOINTMENT_MESSAGES.failedToRetrieveServiceIssues, 'service-issues');

  return (
    <div className={`page${selectedId !== null ? ' appt-list-page--drawer' : ''}`}>
      <PageHeader title="Service Issues" subtitle="Service issues and requests for standing appointments." />
      <section className="panel panel--flush" aria-label="Service issues">
        <ListTable
          caption="Service issues and standing requests. Choose one to see its details."
          columns={columns}
          rows={data?.appointments ?? []}
          getRowId={(row) => String(row.ID)}
          busy={issues.isFetching}
          onRowClick={(row) => setSelectedId(row.ID)}
          isRowSelected={(row) => row.ID === selectedId}
          emptyText={
            issues.isPending
              ? 'Loading service issues…'
              : issues.isError
                ? APPOINTMENT_MESSAGES.failedToRetrieveServiceIssues
                : 'No open service issues or standing requests.'
          }
          footer={<Pager label="Service issue pages" page={page} pageCount={data?.pages ?? 1} busy={issues.isFetching} onPage={setPage} />}
        />
      </section>
      {selectedId !== null && (
        <AppointmentPanel key={selectedId} appointmentId={selectedId} row={(data?.appointments ?? []).find((r) => r.ID === selectedId)} onClose={() => setSelectedId(null)} />
      )}
    </div>
  );
}
