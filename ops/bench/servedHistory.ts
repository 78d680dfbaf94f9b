/**
 * A generated history has never had a server running, so two things a running server does along the way
 * are left for the first server to do at once, inside the measured minute:
 * - every reminder whose time passed while the history was written is due and unsent (79 on a million
 *   events generated ten minutes earlier), where a server sends each at its time;
 * - the event log was never sealed: the daily seal (60 s after a server starts) checks and re-hashes every
 *   event since the last seal, a million of them, in the server's process, where a running server seals a
 *   day's events at a time.
 * The mixed load measures a busy day, not that catching up, so the history is first brought to where a
 * running server would have left it, with the server's own code: one pass of the reminder sender
 * (appointments' and pets') and one seal.
 */
import { sendDuePetReminders, sendDueReminders } from '@pawroute/command-api';
import { auditKeyFor, sealCheckpoint } from '@pawroute/platform';
import { openServices } from '../src/services';

export interface ServedHistory {
  remindersSent: number;
  sealedEvents: number;
  seconds: number;
}

export async function serveHistory(databaseUrl: string): Promise<ServedHistory> {
  const started = Date.now();
  const services = await openServices({ config: { databaseUrl, eventStoreUrl: undefined, logLevel: 'error' } });
  try {
    const outcomes = [...(await sendDueReminders(services)), ...(await sendDuePetReminders(services))];
    const sealed = await sealCheckpoint(services.db, auditKeyFor(services.config));
    return {
      remindersSent: outcomes.filter((o) => o.outcome === 'sent').length,
      sealedEvents: sealed.added,
      seconds: Number(((Date.now() - started) / 1000).toFixed(1)),
    };
  } finally {
    await services.close();
  }
}
