import { recordPaymentPath } from '../../../components/UnpaidGroomNotice';
import type { AppointmentRow } from '../api/types';

/** where a voided payment is replaced: the transaction form for that appointment's customer. */
export const replacementPaymentPath = (row: Pick<AppointmentRow, 'ID' | 'customerUserId'>) => recordPaymentPath(row.customerUserId, row.ID);
