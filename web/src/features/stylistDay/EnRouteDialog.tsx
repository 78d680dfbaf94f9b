import { displayAddressLine, type CompletionAppointmentIdBody } from '@pawroute/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ModalDialog } from '../../components/ModalDialog';
import { sendOrQueue } from '../../lib/offline/sendOrQueue';
import { COMPLETION_MESSAGES } from './completion/model';
import { directionsUrl } from './model';

/**
 * Part 2 §2.3: the stylist's 'En Route' prompt. 'Directions Only' opens maps to the estimate's address;
 * 'En Route' also tells the customer the stylist is on the way (appointments/notifyOnTheWay: marks the
 * stylist en route and mails the customer, once per appointment). Maps opens at the tap itself so the browser does not block the window.
 */
export function EnRouteDialog({
  open,
  onClose,
  appointmentId,
  address,
  label = '',
}: {
  open: boolean;
  onClose(): void;
  appointmentId: number;
  address: string;
  /** The customer's name, for the outbox's list. */
  label?: string;
}) {
  const client = useQueryClient();
  const enRoute = useMutation({
    // without a connection it waits in the outbox ('always': not paused by the query client).
    networkMode: 'always',
    mutationFn: ({ appointmentId: id }: CompletionAppointmentIdBody) =>
      sendOrQueue({
        label: `En Route${label ? ` (${label})` : ''}`,
        method: 'POST',
        path: '/api/v4/appointments/notifyOnTheWay',
        body: { kind: 'json', value: { appointmentId: id } satisfies CompletionAppointmentIdBody },
      }),
    onSuccess: (result) => {
      if (!result.queued) void client.invalidateQueries({ queryKey: ['appointments'] });
    },
  });
  const openMaps = () => {
    if (address.trim()) window.open(directionsUrl(address), '_blank', 'noopener');
  };
  return (
    <ModalDialog
      open={open}
      title="On Your Way?"
      onClose={onClose}
      busy={enRoute.isPending}
      actions={
        <>
          <button
            type="button"
            className="button button--secondary daily__big"
            onClick={() => {
              openMaps();
              onClose();
            }}
          >
            Directions Only
          </button>
          <button
            type="button"
            className="button button--primary daily__big"
            disabled={enRoute.isPending}
            onClick={() => {
              openMaps();
              enRoute.mutate(
                { appointmentId },
                {
                  onSuccess: (result) => {
                    if (result.queued) toast.info('No connection: the customer will be told you are on the way when the connection returns.');
                    else toast.success('The customer was told you are on the way.');
                    onClose();
                  },
                  onError: () => toast.error(COMPLETION_MESSAGES.failedToNotify),
                },
              );
            }}
          >
            {enRoute.isPending ? 'Sending…' : 'En Route'}
          </button>
        </>
      }
    >
      <p>'En Route' lets the customer know you are on the way and opens directions.</p>
      <p className="muted">{displayAddressLine(address) || 'No address on the estimate.'}</p>
    </ModalDialog>
  );
}
