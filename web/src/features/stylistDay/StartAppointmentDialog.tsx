import { displayAddressLine } from '@pawroute/domain';
import type { AppointmentRow } from '@pawroute/domain';
import { ModalDialog } from '../../components/ModalDialog';
import { petNames, timeRange } from '../../lib/listFormat';

/**
 * The start-appointment confirmation dialog (part 1 §2 "Other panels"): Start Appointment asks first, so
 * a stray tap in the van does not start the clock. A native modal <dialog> (ModalDialog): focus stays
 * inside, the page behind is inert, Escape or Cancel closes it.
 */
export function StartAppointmentDialog({
  row,
  open,
  busy,
  onCancel,
  onConfirm,
}: {
  row: AppointmentRow;
  open: boolean;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  return (
    <ModalDialog
      open={open}
      title="Start Appointment?"
      onClose={onCancel}
      busy={busy}
      actions={
        <>
          <button type="button" className="button button--secondary daily__big" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button type="button" className="button button--primary daily__big" onClick={onConfirm} disabled={busy}>
            {busy ? 'Starting…' : 'Yes, Start Appointment'}
          </button>
        </>
      }
    >
      <p>
        Start the appointment for <strong>{row.Customer.name}</strong> now?
      </p>
      <p className="muted">{[timeRange(row.startTime, row.endTime), petNames(row.pets), displayAddressLine(row.address)].filter(Boolean).join(' · ')}</p>
    </ModalDialog>
  );
}
