import type { WebSocket } from 'ws';
import type { LiveEventMessage, SessionsEnded } from '@pawroute/platform';
import type { ChangedKey } from '@pawroute/projections';
import { inAudience, keysFor, type LiveViewer } from './audience';
import type { LiveServerMessage } from './messages';

interface Client extends LiveViewer {
  socket: WebSocket;
  /** The session the socket was opened in (its stored id): logout closes it. */
  sessionId: string;
  /** Cleared at each ping, set by the pong: a socket that misses one ping is dead. */
  alive: boolean;
}

export const PING_INTERVAL_MS = 25_000;
/** Close code of a socket whose session ended (4000-4999: application codes; like 401). */
export const SESSION_ENDED_CLOSE = 4401;

/**
 * The sockets of one process and the fan-out to them. The hub is fed by ONE LISTEN per process
 * (see plugin.ts), never one per socket.
 */
export class LiveHub {
  private readonly clients = new Set<Client>();
  private readonly timer: NodeJS.Timeout;

  constructor() {
    // Protocol pings keep proxies from closing idle sockets and find peers that vanished.
    this.timer = setInterval(() => this.ping(), PING_INTERVAL_MS);
    this.timer.unref();
  }

  get size(): number {
    return this.clients.size;
  }

  add(socket: WebSocket, viewer: LiveViewer, sessionId: string): void {
    const client: Client = { ...viewer, socket, sessionId, alive: true };
    this.clients.add(client);
    socket.on('pong', () => {
      client.alive = true;
    });
    socket.on('close', () => this.clients.delete(client));
    send(client, { type: 'hello', userId: viewer.userId });
  }

  changed(keys: readonly ChangedKey[]): void {
    for (const client of this.clients) {
      const visible = keysFor(client, keys);
      if (visible.length > 0) send(client, { type: 'changed', keys: visible });
    }
  }

  event(message: LiveEventMessage): void {
    for (const client of this.clients) {
      if (inAudience(client, message.audience)) send(client, { type: 'event', name: message.name, data: message.data });
    }
  }

  /**
   * An updatedPermissions event: the sockets it addresses first reload who they are (permissions, type,
   * staff) so later pushes follow the new permissions, then receive the event (the browser refetches the
   * session user and redraws its menus). A user that is gone keeps the old viewer until its socket closes.
   */
  async refreshThenSend(message: LiveEventMessage, load: (userId: number) => Promise<Omit<LiveViewer, 'userId'> | null>): Promise<void> {
    const addressed = [...this.clients].filter((client) => inAudience(client, message.audience));
    const byUser = new Map<number, Promise<Omit<LiveViewer, 'userId'> | null>>();
    for (const client of addressed) if (!byUser.has(client.userId)) byUser.set(client.userId, load(client.userId));
    for (const client of addressed) {
      const viewer = await byUser.get(client.userId)!;
      if (viewer) Object.assign(client, viewer);
      send(client, { type: 'event', name: message.name, data: message.data });
    }
  }

  /** Closes the sockets of ended sessions (logout, a deleted user): a push must not outlive its session. */
  endSessions(ended: SessionsEnded): number {
    let closed = 0;
    for (const client of this.clients) {
      const match = 'sessionId' in ended ? client.sessionId === ended.sessionId : client.userId === ended.userId;
      if (!match) continue;
      client.socket.close(SESSION_ENDED_CLOSE, 'Session ended');
      this.clients.delete(client);
      closed += 1;
    }
    return closed;
  }

  close(): void {
    clearInterval(this.timer);
    for (const client of this.clients) client.socket.close(1001, 'Server shutting down');
    this.clients.clear();
  }

  private ping(): void {
    for (const client of this.clients) {
      if (!client.alive) {
        client.socket.terminate();
        this.clients.delete(client);
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }
}

// 1 = OPEN; a socket closing meanwhile just misses the message.
function send(client: Client, message: LiveServerMessage): void {
  if (client.socket.readyState === 1) client.socket.send(JSON.stringify(message));
}
