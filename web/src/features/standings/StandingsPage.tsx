import { STANDING_MESSAGES } from '@pawroute/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { ModalDialog } from '../../components/ModalDialog';
import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useDeleteStanding } from './api';
import { useStandings } from './api';
import type { StandingTableRow } from '@pawroute/domain';
import { personName, petNames, statusLabel } from '../../lib/listFormat';
import { ListTable } from '../../components/lists/ListTable';
import { Pager } from '../../components/Pager';
import { useClampedPage } from '../../lib/useClampedPage';
import { useFailureToast } from '../../lib/useFailureToast';
import { useTallWindowPageSize } from '../../lib/useTallWindowPageSize';
import { useOptions } from '../options';
import { EditStandingDialog } from './EditStandingDialog';
import { RecurrenceDialog } from './RecurrenceDialog';
import { describeRecurrence, draftOf } from './recurrence';
import { failureDetail } from './submitErrors';
import './standings.css';

function ClockIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}

function PencilIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4zM13.5 6.5l4 4" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  );
}

interface Actions {
  onEditStanding(row: StandingTableRow): void;
  onEdit(row: StandingTableRow): void;
  onDelete(row: StandingTableRow): void;
}

function columnsWith({ onEditStanding, onEdit, onDelete }: Actions): ColumnDef<StandingTableRow, unknown>[] {
  return [
    {
      id: 'customer',
      header: 'Customer',
      cell: ({ row }) => (
        <Link className="table__primary-link" to={`/dashboard/customers/${row.original.customerUserId}`}>
          {row.original.Customer.name}
        </Link>
      ),
    },
    {
      id: 'title',
      header: 'Title',
      cell: ({ row }) => (
        <>
          <span className="appt-list__cell-strong">{row.original.Title}</span>
          <span className="appt-list__cell-sub">
            {describeRecurrence(draftOf(row.original.event))} · {row.original.startTime} – {row.original.endTime}
            {row.original.Employee ? ` · ${row.original.Employee.name}` : ''}
          </span>
        </>
      ),
    },
    { id: 'preferredStylist', header: 'Preferred Stylist', cell: ({ row }) => personName(row.original.PreferredStylist) },
    { id: 'pets', header: 'Pets', cell: ({ row }) => petNames(row.original.Pets) },
    { id: 'lastComment', header: 'Last Comment', cell: ({ row }) => <span className="appt-list__comment">{row.original.LastComment ?? ''}</span> },
    {
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      cell: ({ row }) => (
        <div className="appt-list__cell-actions">
          <span className="visually-hidden">Status: {statusLabel(row.original.status)}</span>
          <button
            type="button"
            className="appt-icon-button"
            title="Edit stylist and times"
            aria-label={`Edit stylist and times: ${row.original.Title}`}
            onClick={() => onEditStanding(row.original)}
          >
            <PencilIcon />
          </button>
          <button
            type="button"
            className="appt-icon-button"
            title="Edit Standing Appointment Recurrence"
            aria-label={`Edit Standing Appointment Recurrence: ${row.original.Title}`}
            onClick={() => onEdit(row.original)}
          >
            <ClockIcon />
          </button>
          <button
            type="button"
            className="appt-icon-button appt-icon-button--danger"
            title="Delete standing appointment"
            aria-label={`Delete standing appointment: ${row.original.Title}`}
            onClick={() => onDelete(row.original)}
          >
            <TrashIcon />
          </button>
        </div>
      ),
    },
  ];
}

function DeleteStandingDialog({ standing, onClose }: { standing: StandingTableRow; onClose(): void }) {
  const remove = useDeleteStanding();
  const confirm = () =>
    remove.mutate(
      { appointmentId: standing.appointmentId },
      {
        onSuccess: () => {
          toast.success('Deleted standing appointment.');
          onClose();
        },
        onError: (error) => toast.error(STANDING_MESSAGES.failedToDelete, { description: failureDetail(error) }),
      },
    );
  return (
    <ModalDialog
      open
      title="Delete standing appointment?"
      onClose={onClose}
      busy={remove.isPending}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={remove.isPending}>
            Keep it
          </button>
          <button type="button" className="button button--danger" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting…' : 'Delete'}
          </button>
        </>
      }
    >
      <p>
        <strong>{standing.Title}</strong> for {standing.Customer.name} stops repeating: its future dates leave the schedule.
        Appointments already created from it stay.
      </p>
    </ModalDialog>
  );
}

/**
 * /dashboard/appointments/standings (EditStandingAppointments): Customer, Title, Preferred Stylist
 * (a dropdown filter), Pets, Last Comment; rows coloured by the status of their latest instance; the
 * clock opens 'Edit Standing Appointment Recurrence', the pencil 'Edit Standing Appointment' (stylist and
 * times, appointments/updateStanding). 25 a page on a window taller than 1000 px, else 10.
 */
export function StandingsPage() {
  useDocumentTitle('Standing Appointments — Pawroute');
  const filterId = useId();
  const pageSize = useTallWindowPageSize();
  const [page, setPage] = useState(0);
  const [stylistFilter, setStylistFilter] = useState<number | null>(null);
  const [editing, setEditing] = useState<StandingTableRow | null>(null);
  const [editingStanding, setEditingStanding] = useState<StandingTableRow | null>(null);
  const [deleting, setDeleting] = useState<StandingTableRow | null>(null);
  const standings = useStandings(page, pageSize, stylistFilter);
  const options = useOptions();
  useClampedPage(page, standings.data?.pages, setPage);
  useFailureToast(standings.isError, STANDING_MESSAGES.failedToRetrieve, 'standings');
  const columns = useMemo(() => columnsWith({ onEditStanding: setEditingStanding, onEdit: setEditing, onDelete: setDeleting }), []);
  const stylists = options.data?.stylists ?? [];
  const legend = [...new Set((standings.data?.standings ?? []).map((row) => row.status))];

  return (
    <div className="page">
      <PageHeader title="Standing Appointments" />
      <section className="panel panel--flush" aria-label="Standing appointments">
        <div className="appt-list-toolbar">
          <div className="field">
            <label htmlFor={filterId}>Preferred Stylist</label>
            <select
              id={filterId}
              value={stylistFilter ?? ''}
              onChange={(e) => {
                setStylistFilter(e.target.value ? Number(e.target.value) : null);
                setPage(0);
              }}
            >
              <option value="">All stylists</option>
              {stylists.map((s) => (
                <option key={s.ID} value={s.ID}>
                  {`${s.firstName} ${s.lastName}`.trim()}
                  {s.isNoLongerWorking ? ' (no longer working)' : ''}
                </option>
              ))}
            </select>
          </div>
          {legend.length > 0 && (
            <p className="appt-list-toolbar__note standing-legend">
              <span>Row colour: status of the latest appointment</span>
              {legend.map((status) => (
                <span key={status} className={`standing-legend__item appt-list-row--${status}`}>
                  {statusLabel(status)}
                </span>
              ))}
            </p>
          )}
        </div>
        <ListTable
          caption="Standing appointments. The pencil edits a standing's stylist and times, the clock its recurrence."
          columns={columns}
          rows={standings.data?.standings ?? []}
          getRowId={(row) => String(row.standingId)}
          busy={standings.isFetching}
          rowClassName={(row) => `appt-list-row appt-list-row--${row.status}`}
          emptyText={
            standings.isPending
              ? 'Loading standing appointments…'
              : standings.isError
                ? STANDING_MESSAGES.failedToRetrieve
                : stylistFilter !== null
                  ? 'No standing appointments for this stylist.'
                  : 'No standing appointments yet.'
          }
          footer={<Pager label="Standing appointment pages" page={page} pageCount={standings.data?.pages ?? 1} busy={standings.isFetching} onPage={setPage} />}
        />
      </section>
      {editingStanding && <EditStandingDialog key={editingStanding.standingId} standing={editingStanding} onClose={() => setEditingStanding(null)} />}
      {editing && <RecurrenceDialog key={editing.standingId} standing={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteStandingDialog key={deleting.standingId} standing={deleting} onClose={() => setDeleting(null)} />}
    </div>
  );
}
