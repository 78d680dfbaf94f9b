/**
 * A generated history has never had a server running: every reminder whose time passed while it was
 * written (the coming days' first reminders, two days ahead) is due and unsent, hundreds of them, where a
 * business's server would have sent each at its time. The mixed load measures a busy day, not that
 * backlog, so the history is first brought to where a running server would have left it: one pass of
 * the reminder sender (appointments' and pets'), the very code the server runs every 15 s.
 */
import { sendDuePetReminders, sendDueReminders } from '@pawroute/command-api';
import { openServices } from '../src/services';

export async function sendHistoryReminders(databaseUrl: string): Promise<{ sent: number; seconds: number }> {
  const started = Date.now();
  const services = await openServices({ config: { databaseUrl, eventStoreUrl: undefined, logLevel: 'error' } });
  try {
    const outcomes = [...(await sendDueReminders(services)), ...(await sendDuePetReminders(services))];
    return { sent: outcomes.filter((o) => o.outcome === 'sent').length, seconds: Number(((Date.now() - started) / 1000).toFixed(1)) };
  } finally {
    await services.close();
  }
}
