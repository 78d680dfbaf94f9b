import type { AppointmentRow } from '../api/types';

/** Issue 28: where a voided payment is replaced: the transaction form for that appointment's customer. */
export const replacementPaymentPath = (row: Pick<AppointmentRow, 'ID' | 'customerUserId'>) =>
  `/dashboard/transactions/new/user/${row.customerUserId}?appointmentId=${row.ID}`;
