import { COMPLAINT_MESSAGES, type ComplaintView } from '@pawroute/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { PageHeader } from '../../../components/PageHeader';
import { ServerPagedTable } from '../../../components/ServerPagedTable';
import { useBrowserPagedTable } from '../../../components/useBrowserPagedTable';
import { isApiError } from '../../../lib/apiClient';
import { useCan } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useUrlListState } from '../../../lib/useUrlListState';
import { useUrlPagination } from '../../../lib/urlTableState';
import { useComplaints, useSetComplaintBlocking } from '../api/complaints';
import '../../../styles/table.css';

/** Part 2 §9: complaints table page size 20. */
export const COMPLAINTS_PAGE_SIZE = 20;

const name = (u: { firstName: string; lastName: string }) => [u.firstName, u.lastName].filter(Boolean).join(' ');
const dateAdded = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' }).replaceAll('/', '-');

function BlockingCell({ complaint, editable }: { complaint: ComplaintView; editable: boolean }) {
  const setBlocking = useSetComplaintBlocking();
  // The clicked value shows at once and until the table has refetched (or the save failed).
  const [clicked, setClicked] = useState<boolean | null>(null);
  if (!editable) {
    return complaint.isBlocking ? (
      <span role="img" aria-label="Blocking">
        ✓
      </span>
    ) : (
      <span className="visually-hidden">Not blocking</span>
    );
  }
  return (
    <input
      type="checkbox"
      aria-label={`Blocking: ${complaint.complaint}`}
      checked={clicked ?? complaint.isBlocking}
      aria-busy={setBlocking.isPending}
      onClick={(e) => e.stopPropagation()}
      onChange={(e) => {
        const isBlocking = e.target.checked;
        setClicked(isBlocking);
        setBlocking.mutate(
          { complaintId: complaint.ID, isBlocking },
          {
            onError: (error) => toast.error(isApiError(error) && error.statusCode === 404 ? error.message : COMPLAINT_MESSAGES.failedToSetBlocking),
            onSettled: () => setClicked(null),
          },
        );
      }}
    />
  );
}

/** /dashboard/complaints (ViewComplaints, part 2 §2.7): complaint, date added, blocking, employee, customer. */
export function ComplaintsPage() {
  useDocumentTitle('Complaints — Pawroute');
  const editable = useCan('EditComplaints');
  // The toggle and page live in the URL, so Back returns to the list as it was.
  const [list, setList] = useUrlListState({ showTerminated: false, page: 1 });
  const showTerminated = list.showTerminated;
  const [pagination, setPagination] = useUrlPagination(Math.max(list.page - 1, 0), COMPLAINTS_PAGE_SIZE, setList);
  const complaints = useComplaints(showTerminated);

  useEffect(() => {
    if (complaints.isError) toast.error(COMPLAINT_MESSAGES.failedToRetrieve, { id: 'complaints-load' });
  }, [complaints.isError]);

  const columns = useMemo<ColumnDef<ComplaintView>[]>(
    () => [
      { id: 'complaint', header: 'Complaint', cell: ({ row }) => row.original.complaint },
      { id: 'dateAdded', header: 'Date Added', cell: ({ row }) => dateAdded(row.original.DateAdded) },
      { id: 'blocking', header: 'Blocking', cell: ({ row }) => <BlockingCell complaint={row.original} editable={editable} /> },
      {
        id: 'employee',
        header: 'Employee',
        cell: ({ row }) => (
          <>
            {name(row.original.Employee.User) || `#${row.original.employeeId}`}
            {row.original.Employee.isTerminated && <span className="badge"> Stylist No Longer Working</span>}
          </>
        ),
      },
      { id: 'customer', header: 'Customer', cell: ({ row }) => name(row.original.Customer.User) || `#${row.original.customerId}` },
    ],
    [editable],
  );

  const { table, pageCount } = useBrowserPagedTable({ data: complaints.data?.complaints ?? [], columns, pagination, onPaginationChange: setPagination });

  return (
    <div className="page">
      <PageHeader
        title="Complaints"
        actions={
          <label className="check">
            <input
              type="checkbox"
              checked={showTerminated}
              onChange={(e) => setList({ showTerminated: e.target.checked })}
            />{' '}
            Show terminated
          </label>
        }
      />
      <ServerPagedTable
        table={table}
        captionId="complaints-caption"
        caption={<>Complaints, newest first. Page {pagination.pageIndex + 1} of {pageCount}.</>}
        busy={complaints.isFetching}
        empty={complaints.isPending ? 'Loading complaints…' : complaints.isError ? COMPLAINT_MESSAGES.failedToRetrieve : 'No complaints.'}
        pager={{ label: 'Complaint pages', page: pagination.pageIndex, pageCount }}
        rowProps={(complaint) => ({ 'data-complaint-id': complaint.ID })}
      />
    </div>
  );
}
