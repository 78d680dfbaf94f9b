import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { configureOutbox, flushOutbox } from './outbox';
import { persistQueryCache } from './persistCache';

/** What an answered queued action makes stale (the same as the completion's refresh, plus the route). */
const AFTER_SENT = [['appointments'], ['estimates'], ['transactions'], ['balances'], ['completion'], ['routes']] as const;

/** wired once by the app: the persisted day, and the outbox refreshing reads as it empties. */
export function startOfflineSupport(client: QueryClient): () => void {
  const stop = persistQueryCache(client);
  configureOutbox({
    onSent: () => {
      for (const queryKey of AFTER_SENT) void client.invalidateQueries({ queryKey: [...queryKey] });
    },
    onDrained: (sent) => toast.success(`${sent} queued action${sent === 1 ? '' : 's'} sent`, { id: 'outbox-drained' }),
  });
  void flushOutbox();
  return stop;
}
