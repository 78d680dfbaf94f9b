import {
  CONFIRMATION_MESSAGES,
  CONFIRMATION_STATE_LABELS,
  NO_ANSWER_AFTER_MS,
  toSpecDate,
  type ConfirmationBoardRow,
} from '@pawroute/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { PageHeader } from '../../../components/PageHeader';
import { isApiError } from '../../../lib/apiClient';
import { TOAST_MS } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { personName, petNames, timeRange } from '../../../lib/listFormat';
import { ListTable } from '../../../components/lists/ListTable';
import { useFailureToast } from '../../../lib/useFailureToast';
import { useConfirmationBoard, useSendConfirmation } from './api';
import './confirmations.css';
import { businessTimeZone } from '../../../lib/businessTime';

const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
/** 'Fri 11-27-2026' for a business-local 'YYYY-MM-DD'. */
const dayLabel = (date: string | null): string => (date ? `${WEEKDAY.format(new Date(`${date}T00:00:00Z`))} ${toSpecDate(date)}` : '');
/** '11/26, 3:05 PM' in the business time zone (the office's clock, not the browser's). */
const clock = (iso: string, timeZone: string): string =>
  new Date(iso).toLocaleString('en-US', { timeZone, month: '2-digit', day: '2-digit', hour: 'numeric', minute: '2-digit' });

/** What is known of the mail, under the badge. */
function mailDetail(row: ConfirmationBoardRow, timeZone: string): string {
  if (row.state === 'confirmed' || row.sentAt === null) return '';
  const sent = `Sent ${clock(row.sentAt, timeZone)}${row.sentTo ? ` to ${row.sentTo}` : ''}`;
  return row.state === 'opened' && row.openedAt ? `${sent}; link opened ${clock(row.openedAt, timeZone)}` : sent;
}

/** Send (never sent for this time) or Resend; a confirmed appointment needs neither. */
function SendButton({ row }: { row: ConfirmationBoardRow }) {
  const send = useSendConfirmation();
  if (row.state === 'confirmed') return <span className="confirm-board__done">—</span>;
  const again = row.state !== 'notSent';
  const who = row.appointment.Customer.name || `appointment ${row.appointment.ID}`;
  return (
    <button
      type="button"
      className="button button--secondary button--small"
      disabled={send.isPending}
      aria-label={`${again ? 'Resend' : 'Send'} the confirmation email to ${who}`}
      onClick={() =>
        send.mutate(row.appointment.ID, {
          onSuccess: (answer) => toast.success(answer.message, { description: answer.emailAddress, duration: TOAST_MS }),
          onError: (error) =>
            toast.error(CONFIRMATION_MESSAGES.sendFailed, { description: isApiError(error) && error.statusCode > 0 ? error.message : undefined, duration: TOAST_MS }),
        })
      }
    >
      {send.isPending ? 'Sending…' : again ? 'Resend' : 'Send'}
    </button>
  );
}

const columnsIn = (timeZone: string): ColumnDef<ConfirmationBoardRow, unknown>[] => [
  {
    id: 'date',
    header: 'Date',
    cell: ({ row }) => dayLabel(row.original.appointment.date),
  },
  { id: 'time', header: 'Time', cell: ({ row }) => timeRange(row.original.appointment.startTime, row.original.appointment.endTime) },
  { id: 'customer', header: 'Customer', cell: ({ row }) => <span className="appt-list__cell-strong">{row.original.appointment.Customer.name}</span> },
  { id: 'pets', header: 'Pets', cell: ({ row }) => petNames(row.original.appointment.pets) },
  { id: 'stylist', header: 'Stylist', cell: ({ row }) => personName(row.original.appointment.Employee) },
  {
    id: 'confirmation',
    header: 'Confirmation',
    cell: ({ row }) => (
      <span className="confirm-board__state">
        <span className={`confirm-badge confirm-badge--${row.original.state}`} data-state={row.original.state}>
          {CONFIRMATION_STATE_LABELS[row.original.state]}
        </span>
        {mailDetail(row.original, timeZone) && <span className="appt-list__cell-sub">{mailDetail(row.original, timeZone)}</span>}
      </span>
    ),
  },
  { id: 'action', header: 'Email', cell: ({ row }) => <SendButton row={row.original} /> },
];

/**
 * /dashboard/appointments/confirmations (ViewAllAppointments): the scheduled and confirmed
 * appointments of the next two business days and where each one's confirmation email stands; Send or
 * Resend mails the customer the confirmation link. The board refreshes itself when a mail goes out, a
 * link is followed or an appointment changes (live pushes).
 */
export function ConfirmationBoardPage() {
  useDocumentTitle('Confirmations — Pawroute');
  const [onlyUnconfirmed, setOnlyUnconfirmed] = useState(false);
  const board = useConfirmationBoard(onlyUnconfirmed);
  useFailureToast(board.isError, CONFIRMATION_MESSAGES.loadFailed, 'confirmation-board');
  const days = board.data?.days ?? [];
  const timeZone = board.data?.timeZone ?? businessTimeZone();
  const columns = useMemo(() => columnsIn(timeZone), [timeZone]);
  const hours = NO_ANSWER_AFTER_MS / 3_600_000;

  return (
    <div className="page">
      <PageHeader
        title="Confirmations"
        subtitle={
          days.length > 0
            ? `Appointments on ${days.map(dayLabel).join(' and ')}. "No answer": sent ${hours} hours ago or more and not confirmed.`
            : 'Appointments of the next two business days.'
        }
      />
      <section className="panel panel--flush" aria-label="Appointment confirmations">
        <div className="confirm-board__filters">
          <label className="confirm-board__filter">
            <input type="checkbox" checked={onlyUnconfirmed} onChange={(e) => setOnlyUnconfirmed(e.target.checked)} /> Only unconfirmed
          </label>
        </div>
        <ListTable
          caption="Appointments of the next two business days and their confirmation emails."
          columns={columns}
          rows={board.data?.rows ?? []}
          getRowId={(row) => String(row.appointment.ID)}
          busy={board.isFetching}
          emptyText={
            board.isPending
              ? 'Loading confirmations…'
              : board.isError
                ? CONFIRMATION_MESSAGES.loadFailed
                : onlyUnconfirmed
                  ? 'Every appointment of these days is confirmed.'
                  : 'No appointments on these days.'
          }
        />
      </section>
    </div>
  );
}
