import { toast } from 'sonner';
import { isApiError } from '../../../lib/apiClient';
import { useAskForCard } from '../api';

/** The customer page's "Ask for a card": sends the card-on-file request (its template) with the portal link. */
export function AskForCardButton({ customerId }: { customerId: number }) {
  const ask = useAskForCard();
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={ask.isPending}
      onClick={() =>
        ask.mutate(
          { customerId },
          {
            onSuccess: (answer) => toast.success(answer.message),
            onError: (err) => toast.error(isApiError(err) && err.statusCode < 500 ? err.message : 'Failed to ask for a card'),
          },
        )
      }
    >
      Ask for a card
    </button>
  );
}
