import type WebSocket from 'ws';

export interface LiveMessage {
  type: string;
  [key: string]: unknown;
}

/**
 * A test's end of /api/v4/live: every message is kept, and `next` waits for the first one (after
 * those already taken) that matches. No timeouts here: a test that waits forever fails by the
 * runner's test timeout, which names the test.
 */
export class LiveSocket {
  readonly messages: LiveMessage[] = [];
  /** Resolves with the close code and reason once the socket closes. */
  readonly closed: Promise<{ code: number; reason: string }>;
  private cursor = 0;
  private waiters: Array<() => void> = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.messages.push(JSON.parse(data.toString()) as LiveMessage);
      this.wake();
    });
    this.closed = new Promise((resolve) => {
      socket.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        this.wake();
      });
    });
  }

  /** Resolves once the socket is open (or closed by the server straight away: see `closed`). */
  static open(socket: WebSocket): Promise<LiveSocket> {
    const live = new LiveSocket(socket);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(live));
      socket.once('close', () => resolve(live));
      socket.once('error', reject);
    });
  }

  /** The next message (after earlier `next` results) that matches `predicate`. */
  async next(predicate: (message: LiveMessage) => boolean = () => true): Promise<LiveMessage> {
    for (;;) {
      while (this.cursor < this.messages.length) {
        const message = this.messages[this.cursor]!;
        this.cursor += 1;
        if (predicate(message)) return message;
      }
      if (this.socket.readyState >= 2) throw new Error('live socket closed while waiting for a message');
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  close(): void {
    this.socket.close();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}
