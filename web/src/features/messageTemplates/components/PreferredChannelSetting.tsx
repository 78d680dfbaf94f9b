import type { MessageChannels } from '@pawroute/domain';
import { toast } from 'sonner';
import { isApiError } from '../../../lib/apiClient';
import { usePreferredChannel, useSavePreferredChannel } from '../api';

const LABELS: Record<MessageChannels, string> = { both: 'Text and email', sms: 'Text (SMS) only', email: 'Email only' };

/**
 * A customer's preferred channel for the automatic messages (reminders, confirmations, receipts...):
 * on the customer page (the office) and on the portal profile (the customer). Saved as it changes.
 */
export function PreferredChannelSetting({ customerId, canEdit }: { customerId: number; canEdit: boolean }) {
  const current = usePreferredChannel(customerId);
  const save = useSavePreferredChannel();
  const channel = save.isPending && save.variables ? save.variables.channel : current.data?.channel;
  return (
    <section className="panel" aria-labelledby="preferred-channel-heading">
      <h2 id="preferred-channel-heading">Automatic messages</h2>
      <label>
        Preferred channel{' '}
        <select
          aria-label="Preferred channel"
          value={channel ?? 'both'}
          disabled={!canEdit || current.isLoading || save.isPending}
          onChange={(e) =>
            save.mutate(
              { customerId, channel: e.target.value as MessageChannels },
              {
                onSuccess: () => toast.success('Saved the preferred channel'),
                onError: (err) => toast.error(isApiError(err) && err.statusCode < 500 ? err.message : 'Failed to save the preferred channel'),
              },
            )
          }
        >
          {(['both', 'sms', 'email'] as const).map((c) => (
            <option key={c} value={c}>
              {LABELS[c]}
            </option>
          ))}
        </select>
      </label>
    </section>
  );
}
