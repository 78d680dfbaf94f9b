import { lazy, Suspense, useState } from 'react';
import type { AppointmentRow } from '@pawroute/domain';
import { useCan } from '../../lib/session';

// Payment code off the day's critical path: the dialog's chunk loads when it is first opened.
const SendReceiptDialog = lazy(() => import('../transactions/components/SendReceiptDialog').then((m) => ({ default: m.SendReceiptDialog })));

/**
 * the stylist sends a completed appointment's receipt later (the completion's tab closed before
 * its receipt step): transactions/sendReceipt with the appointment, which picks its live payment. In the
 * day's completed list (a small button named by the customer) and on the appointment's own page (`big`:
 * a full-width button among the page's actions).
 */
export function CompletedReceipt({ row, big = false }: { row: AppointmentRow; big?: boolean }) {
  const mayCreate = useCan('CreateTransactions');
  const [open, setOpen] = useState(false);
  if (!mayCreate || row.status !== 'completed' || row.paymentVoided) return null;
  return (
    <>
      <button
        type="button"
        className={big ? 'button button--secondary daily__big daily__receipt--page' : 'button button--secondary button--small daily__receipt'}
        onClick={() => setOpen(true)}
        aria-label={big ? undefined : `Send receipt: ${row.Customer.name}`}
      >
        Send Receipt
      </button>
      {open && (
        <Suspense fallback={null}>
          <SendReceiptDialog target={{ appointmentId: row.ID }} open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
