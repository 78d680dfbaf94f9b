import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { usePaymentVoidedAppointments } from '../api/queries';
import type { AppointmentRow } from '../api/types';
import { AppointmentPanel } from '../panel/AppointmentPanel';
import { personName, petNames, timeRange } from '../../../lib/listFormat';
import { ListTable } from '../../../components/lists/ListTable';
import { useFailureToast } from '../../../lib/useFailureToast';
import { replacementPaymentPath } from './paths';


const FAILED = 'Failed to retrieve the appointments with a voided payment.';

const columns: ColumnDef<AppointmentRow, unknown>[] = [
  { id: 'customer', header: 'Customer', cell: ({ row }) => <span className="appt-list__cell-strong">{row.original.Customer.name}</span> },
  { id: 'date', header: 'Date', cell: ({ row }) => row.original.appointmentDate ?? '' },
  { id: 'time', header: 'Time', cell: ({ row }) => timeRange(row.original.startTime, row.original.endTime) },
  { id: 'stylist', header: 'Stylist', cell: ({ row }) => personName(row.original.Employee) },
  { id: 'pets', header: 'Pets', cell: ({ row }) => petNames(row.original.pets) },
  {
    id: 'record',
    header: 'Payment',
    cell: ({ row }) => (
      <Link className="button button--small button--secondary" to={replacementPaymentPath(row.original)} onClick={(e) => e.stopPropagation()}>
        Record Payment
      </Link>
    ),
  },
];

/**
 * /dashboard/appointments/paymentVoided: completed appointments whose payment was voided and
 * no replacement recorded yet (the void removes the transaction from the balance, so nothing else
 * shows the groom is unpaid). A row opens its details; Record Payment opens the transaction form for it.
 */
export function PaymentVoidedPage() {
  useDocumentTitle('Voided Payments — Pawroute');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const list = usePaymentVoidedAppointments();
  useFailureToast(list.isError, FAILED, 'payment-voided');
  const rows = list.data ?? [];
  return (
    <div className={`page${selectedId !== null ? ' appt-list-page--drawer' : ''}`}>
      <PageHeader title="Voided Payments" subtitle="Completed appointments whose payment was voided, until a new payment is recorded." />
      <section className="panel panel--flush" aria-label="Completed appointments with a voided payment">
        <ListTable
          caption="Completed appointments with no live payment. Choose one to see its details."
          columns={columns}
          rows={rows}
          getRowId={(row) => String(row.ID)}
          busy={list.isFetching}
          onRowClick={(row) => setSelectedId(row.ID)}
          isRowSelected={(row) => row.ID === selectedId}
          emptyText={list.isPending ? 'Loading…' : list.isError ? FAILED : 'Every completed appointment has a live payment.'}
        />
      </section>
      {selectedId !== null && <AppointmentPanel key={selectedId} appointmentId={selectedId} row={rows.find((r) => r.ID === selectedId)} onClose={() => setSelectedId(null)} />}
    </div>
  );
}
