import { APPOINTMENT_MESSAGES, type AppointmentRow } from '@pawroute/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { isApiError } from '../../lib/apiClient';
import { sendOrQueue } from '../../lib/offline/sendOrQueue';
import { useCan } from '../../lib/session';
import { useCurrentUser } from '../../lib/useCurrentUser';
import { recordPaymentPath, UnpaidGroomNotice } from '../../components/UnpaidGroomNotice';
import { CompletedReceipt } from './CompletedReceipt';
import { EnRouteDialog } from './EnRouteDialog';
import { completionPath, offersCompletion, offersStart } from './model';
import { StartAppointmentDialog } from './StartAppointmentDialog';

export const QUEUED_START = 'No connection: the start is saved and will be sent when the connection returns.';

/**
 * The current appointment's buttons (part 2 §2.3, §4.2), full width and 48 px tall for a thumb:
 * En Route (upcoming), Start (scheduled or confirmed, non-standing; StartAppointments or the assigned
 * stylist; confirmed in a dialog), and when it is in progress the completion actions: customer on site,
 * customer not home; once completed, Send Receipt (the receipt later, from the appointment itself).
 * Without a connection the start waits in the outbox.
 */
export function AppointmentActions({ row }: { row: AppointmentRow }) {
  const user = useCurrentUser();
  const canStartAny = useCan('StartAppointments');
  // Record Payment opens the transaction form, on the ledger's screen (ViewAllTransactions, app/screens.ts).
  const mayCreate = useCan('CreateTransactions');
  const mayOpenLedger = useCan('ViewAllTransactions');
  const mayRecord = mayCreate && mayOpenLedger;
  const navigate = useNavigate();
  const client = useQueryClient();
  const start = useMutation({
    // 'always': offline the write is queued here rather than paused by the query client.
    networkMode: 'always',
    mutationFn: () =>
      sendOrQueue({
        label: `Start appointment (${row.Customer.name})`,
        method: 'POST',
        path: '/api/v4/appointments/start',
        body: { kind: 'json', value: { appointmentId: row.ID } },
        effect: { appointmentId: row.ID, status: 'inProgress' },
      }),
  });
  const [enRouteOpen, setEnRouteOpen] = useState(false);
  const [confirmStart, setConfirmStart] = useState(false);
  const upcoming = row.status === 'scheduled' || row.status === 'confirmed';

  const startNow = () =>
    start.mutate(undefined, {
      onSuccess: (result) => {
        setConfirmStart(false);
        if (result.queued) {
          toast.info(QUEUED_START);
          return;
        }
        void Promise.all(['appointments', 'standings', 'estimates'].map((k) => client.invalidateQueries({ queryKey: [k] })));
        toast.success(APPOINTMENT_MESSAGES.started);
      },
      onError: (e) => {
        setConfirmStart(false);
        toast.error(isApiError(e) ? e.message : APPOINTMENT_MESSAGES.informationMissing);
      },
    });

  return (
    <div className="daily__actions">
      {upcoming && (
        <button type="button" className="button button--secondary daily__big" onClick={() => setEnRouteOpen(true)}>
          En Route
        </button>
      )}
      {offersStart(row, user.ID, canStartAny) && (
        <button type="button" className="button button--primary daily__big" disabled={start.isPending} onClick={() => setConfirmStart(true)}>
          {start.isPending ? 'Starting…' : 'Start Appointment'}
        </button>
      )}
      {offersCompletion(row) && (
        <>
          <button type="button" className="button button--primary daily__big" onClick={() => navigate(completionPath(row.ID, false))}>
            Customer On Site — Complete
          </button>
          <button type="button" className="button button--secondary daily__big" onClick={() => navigate(completionPath(row.ID, true))}>
            Customer Not Home
          </button>
        </>
      )}
      {row.status === 'completed' && row.paymentVoided && (
        <UnpaidGroomNotice
          appointmentDate={row.appointmentDate ?? ''}
          recordPath={mayRecord ? recordPaymentPath(row.customerUserId, row.ID) : null}
          otherwise="The office records the new payment."
        />
      )}
      <CompletedReceipt row={row} big />
      <EnRouteDialog open={enRouteOpen} onClose={() => setEnRouteOpen(false)} appointmentId={row.ID} address={row.address ?? ''} label={row.Customer.name} />
      <StartAppointmentDialog row={row} open={confirmStart} busy={start.isPending} onCancel={() => setConfirmStart(false)} onConfirm={startNow} />
    </div>
  );
}
