import { useState } from 'react';
import type { AppointmentRow } from '@pawroute/domain';
import { useCan } from '../../lib/session';
import { SendReceiptDialog } from '../transactions';

/**
 * Issue 28: the stylist sends a completed appointment's receipt later (the completion's tab closed before
 * its receipt step): transactions/sendReceipt with the appointment, which picks its live payment.
 */
export function CompletedReceipt({ row }: { row: AppointmentRow }) {
  const mayCreate = useCan('CreateTransactions');
  const [open, setOpen] = useState(false);
  if (!mayCreate || row.status !== 'completed' || row.paymentVoided) return null;
  return (
    <>
      <button type="button" className="button button--secondary button--small daily__receipt" onClick={() => setOpen(true)} aria-label={`Send receipt: ${row.Customer.name}`}>
        Send Receipt
      </button>
      <SendReceiptDialog target={{ appointmentId: row.ID }} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
