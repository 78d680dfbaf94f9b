import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import {
  CHANGES_CHANNEL,
  declareRouteAccess,
  isStaff,
  LIVE_EVENTS_CHANNEL,
  parseSessionsEnded,
  sessionIdOf,
  SESSIONS_ENDED_CHANNEL,
  type LiveEventMessage,
} from '@pawroute/platform';
import { originAllowed } from './origin';
import { LiveHub } from './liveHub';
import { loadViewer, UPDATED_PERMISSIONS } from './viewer';
import { parseChangesPayload } from './messages';

/** Close code for a socket opened without a signed-in session (4000-4999: application codes). */
export const UNAUTHENTICATED_CLOSE = 4401;
/** Close code for a socket opened from another site's page (cross-site WebSocket hijacking). */
export const FOREIGN_ORIGIN_CLOSE = 4403;

/**
 * GET /api/v4/live (WebSocket), authenticated by the session cookie like any request. The process
 * LISTENs once on pawroute_changes (projectors' changed keys) and pawroute_live (spec live events,
 * see publishLiveEvent in platform) and fans each notification out to its sockets.
 * A socket keeps the permissions it had when it opened; the client reconnects after login/logout.
 * Logout and a deleted user close their sockets at once (pawroute_sessions_ended), and a page of
 * another origin cannot open one with the user's cookie (the Origin is checked).
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
      const message = JSON.parse(payload) as LiveEventMessage;
      // A user type's permissions changed or its users moved: the addressed sockets reload their viewer first.
      if (message.name === UPDATED_PERMISSIONS) {
        hub.refreshThenSend(message, (userId) => loadViewer(db, userId)).catch((error: unknown) => {
          logger.warn({ err: error }, 'push: could not refresh permissions of live sockets');
        });
      } else hub.event(message);
    } catch {
      logger.warn({ payload: payload.slice(0, 200) }, 'push: unreadable live event');
    }
  });
  const stopSessions = await db.listen(SESSIONS_ENDED_CHANNEL, (payload) => {
    const ended = parseSessionsEnded(payload);
    if (ended) hub.endSessions(ended);
  });
  app.addHook('onClose', async () => {
    hub.close();
    await stopChanges();
    await stopEvents();
    await stopSessions();
  });

  declareRouteAccess('GET', '/api/v4/live', 'signedIn');
  app.get('/api/v4/live', { websocket: true }, (socket, request) => {
    if (!originAllowed(request.headers.origin, request.headers.host, app.services.config.allowedOrigins)) {
      socket.close(FOREIGN_ORIGIN_CLOSE, 'Origin not allowed');
      return;
    }
    const actor = request.actor;
    const session = request.session;
    if (!actor || !session) {
      socket.close(UNAUTHENTICATED_CLOSE, 'Not signed in');
      return;
    }
    // The client only listens; anything it sends is ignored.
    hub.add(socket, { userId: actor.userId, userTypeId: actor.userTypeId, staff: isStaff(actor), permissions: actor.permissions }, sessionIdOf(session.token));
  });
}
