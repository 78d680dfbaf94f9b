import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ModalDialog } from '../../components/ModalDialog';
import { notifyOnTheWay } from '../completion/api';
import { COMPLETION_MESSAGES } from '../completion/model';
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
}: {
  open: boolean;
  onClose(): void;
  appointmentId: number;
  address: string;
}) {
  const client = useQueryClient();
  const enRoute = useMutation({
    mutationFn: ({ appointmentId: id }: { appointmentId: number }) => notifyOnTheWay(id),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['appointments'] }),
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
                  onSuccess: () => {
                    toast.success('The customer was told you are on the way.');
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
      <p className="muted">{address || 'No address on the estimate.'}</p>
    </ModalDialog>
  );
}
