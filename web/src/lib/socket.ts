/**
 * The push: ONE WebSocket per tab to /api/v4/live, authenticated by the session cookie.
 * It reconnects by itself with exponential backoff (and at once when the browser comes back online),
 * and reports its state to lib/connection so the banners can follow it.
 */
import { connection } from './connection';

export interface ChangedKey {
  scope: string;
  id?: string | number;
  ownerUserId?: number;
}

export type LiveMessage =
  | { type: 'changed'; keys: ChangedKey[] }
  | { type: 'event'; name: string; data: unknown };

export interface LiveHandlers {
  onChanged(keys: ChangedKey[]): void;
  onEvent?(name: string, data: unknown): void;
  /** The socket opened again after a drop: pushes may have been missed. */
  onReconnected?(): void;
  /** The socket dropped (the session may have ended). */
  onDropped?(): void;
}

/** Listeners of one live event by name (features listen without owning the socket's handlers). */
const eventListeners = new Map<string, Set<(data: unknown) => void>>();

/** Calls `listener` with the data of every `name` event this tab's socket receives; returns the unsubscribe. */
export function onLiveEvent(name: string, listener: (data: unknown) => void): () => void {
  let set = eventListeners.get(name);
  if (!set) eventListeners.set(name, (set = new Set()));
  set.add(listener);
  return () => void set.delete(listener);
}

const MIN_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

let socket: WebSocket | null = null;
let handlers: LiveHandlers | null = null;
let users = 0;
let attempt = 0;
let everOpened = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let stopTimer: ReturnType<typeof setTimeout> | undefined;

export function liveUrl(loc: Location = window.location): string {
  return `${loc.protocol === 'https:' ? 'wss:' : 'ws:'}//${loc.host}/api/v4/live`;
}

function parse(data: unknown): LiveMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const msg = JSON.parse(data) as LiveMessage;
    return msg && typeof msg === 'object' && typeof msg.type === 'string' ? msg : null;
  } catch {
    return null;
  }
}

function open(): void {
  clearTimeout(retryTimer);
  retryTimer = undefined;
  if (socket || users === 0) return;
  connection.socketConnecting();
  const ws = new WebSocket(liveUrl());
  socket = ws;
  ws.onopen = () => {
    attempt = 0;
    const again = everOpened;
    everOpened = true;
    connection.socketOpened();
    if (again) handlers?.onReconnected?.();
  };
  ws.onmessage = (event) => {
    const msg = parse(event.data);
    if (!msg) return;
    if (msg.type === 'changed' && Array.isArray(msg.keys)) handlers?.onChanged(msg.keys);
    else if (msg.type === 'event') {
      handlers?.onEvent?.(msg.name, msg.data);
      eventListeners.get(msg.name)?.forEach((listener) => listener(msg.data));
    }
  };
  ws.onclose = () => {
    if (socket !== ws) return;
    socket = null;
    if (users === 0) return;
    connection.socketClosed();
    handlers?.onDropped?.();
    scheduleRetry();
  };
}

function scheduleRetry(): void {
  clearTimeout(retryTimer);
  const base = Math.min(MAX_DELAY_MS, MIN_DELAY_MS * 2 ** attempt);
  attempt += 1;
  // Jitter so a restarted server is not hit by every tab in the same millisecond.
  retryTimer = setTimeout(open, base / 2 + Math.random() * (base / 2));
}

function onBrowserOnline(): void {
  if (users > 0 && !socket) {
    attempt = 0;
    open();
  }
}

/**
 * Start the push for this tab (idempotent: counted, so React StrictMode's mount-unmount-mount and several
 * callers share one socket). Returns the function that releases it.
 */
export function startLive(next: LiveHandlers): () => void {
  handlers = next;
  users += 1;
  clearTimeout(stopTimer);
  if (users === 1) window.addEventListener('online', onBrowserOnline);
  open();
  return () => {
    users -= 1;
    if (users > 0) return;
    // Close a tick later: a remount right after (StrictMode, route change) keeps the same socket.
    stopTimer = setTimeout(() => {
      if (users > 0) return;
      window.removeEventListener('online', onBrowserOnline);
      clearTimeout(retryTimer);
      const ws = socket;
      socket = null;
      attempt = 0;
      everOpened = false;
      handlers = null;
      ws?.close();
      connection.socketStopped();
    }, 0);
  };
}
