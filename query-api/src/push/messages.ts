import type { ChangedKey } from '@pawroute/projections';

/** What the server sends on /api/v4/live (the web app's lib/socket.ts reads these). */
export type LiveServerMessage =
  | { type: 'hello'; userId: number }
  | { type: 'changed'; keys: ChangedKey[] }
  | { type: 'event'; name: string; data: unknown };

/** The NOTIFY payload the projection runner sends on pawroute_changes. */
export function parseChangesPayload(payload: string): ChangedKey[] | null {
  try {
    const parsed = JSON.parse(payload) as { keys?: unknown };
    if (!Array.isArray(parsed.keys)) return null;
    return parsed.keys.filter(
      (k): k is ChangedKey => !!k && typeof k === 'object' && typeof (k as ChangedKey).scope === 'string',
    );
  } catch {
    return null;
  }
}
