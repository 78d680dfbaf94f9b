import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { CHANGES_CHANNEL, isStaff, LIVE_EVENTS_CHANNEL, type LiveEventMessage } from '@pawroute/platform';
import { LiveHub } from './liveHub';
import { parseChangesPayload } from './messages';

/** Close code for a socket opened without a signed-in session (4000-4999: application codes). */
export const UNAUTHENTICATED_CLOSE = 4401;

/**
 * GET /api/v4/live (WebSocket), authenticated by the session cookie like any request. The process
 * LISTENs once on pawroute_changes (projectors' changed keys) and pawroute_live (spec live events,
 * see publishLiveEvent in platform) and fans each notification out to its sockets.
 * A socket keeps the permissions it had when it opened; the client reconnects after login/logout.
 */
export async function pushQueries(app: FastifyInstance): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  const hub = new LiveHub();
  const { db, logger } = app.services;

  const stopChanges = await db.listen(CHANGES_CHANNEL, (payload) => {
    const keys = parseChangesPayload(payload);
    if (keys === null) logger.warn({ payload: payload.slice(0, 200) }, 'push: unreadable changes notification');
    else if (keys.length > 0) hub.changed(keys);
  });
  const stopEvents = await db.listen(LIVE_EVENTS_CHANNEL, (payload) => {
    try {
      hub.event(JSON.parse(payload) as LiveEventMessage);
    } catch {
      logger.warn({ payload: payload.slice(0, 200) }, 'push: unreadable live event');
    }
  });
  app.addHook('onClose', async () => {
    hub.close();
    await stopChanges();
    await stopEvents();
  });

  app.get('/api/v4/live', { websocket: true }, (socket, request) => {
    const actor = request.actor;
    if (!actor) {
      socket.close(UNAUTHENTICATED_CLOSE, 'Not signed in');
      return;
    }
    // The client only listens; anything it sends is ignored.
    hub.add(socket, { userId: actor.userId, staff: isStaff(actor), permissions: actor.permissions });
  });
}
