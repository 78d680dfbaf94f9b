import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { configureOutbox, flushOutbox } from './outbox';

/** What an answered queued action makes stale (the same as the completion's refresh, plus the route). */
const AFTER_SENT = [['appointments'], ['estimates'], ['transactions'], ['balances'], ['completion'], ['routes']] as const;

/**
 * wired once by the app: the outbox refreshing reads as it empties. (The persisted day is restored and
 * saved from the client's creation, persistCache.ts, so a warm open paints it before the first render's effects.)
 */
export function startOfflineSupport(client: QueryClient): void {
  configureOutbox({
    onSent: () => {
      for (const queryKey of AFTER_SENT) void client.invalidateQueries({ queryKey: [...queryKey] });
    },
    onDrained: (sent) => toast.success(`${sent} queued action${sent === 1 ? '' : 's'} sent`, { id: 'outbox-drained' }),
  });
  void flushOutbox();
}
