/**
 * Connection state for the banners (part 2 §2.7, §4.6): the browser's network and the server push.
 * A tiny external store (useSyncExternalStore), fed by lib/socket and the window online/offline events.
 */
import { useSyncExternalStore } from 'react';

export type BannerKind = 'offline' | 'lost' | 'restored';

export interface Banner {
  kind: BannerKind;
  text: string;
}

/** How long the 'back again' banners stay (part 2 §9: reconnect toast 3 seconds). */
export const RECONNECT_BANNER_MS = 3_000;

interface State {
  browserOnline: boolean;
  socketStarted: boolean;
  socketOpen: boolean;
  socketEverOpened: boolean;
  socketFailedBeforeOpen: boolean;
  flash: Banner | null;
}

let state: State = {
  browserOnline: typeof navigator === 'undefined' ? true : navigator.onLine,
  socketStarted: false,
  socketOpen: false,
  socketEverOpened: false,
  socketFailedBeforeOpen: false,
  flash: null,
};
let banner: Banner | null = null;
let flashTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function derive(s: State): Banner | null {
  if (!s.browserOnline) return { kind: 'offline', text: 'Not Connected' };
  if (s.socketStarted && !s.socketOpen) {
    if (s.socketEverOpened) return { kind: 'lost', text: 'Connection to Server Lost' };
    if (s.socketFailedBeforeOpen) return { kind: 'offline', text: 'Not Connected' };
  }
  return s.flash;
}

function set(patch: Partial<State>): void {
  state = { ...state, ...patch };
  const next = derive(state);
  if (next?.kind !== banner?.kind || next?.text !== banner?.text) {
    banner = next;
    listeners.forEach((l) => l());
  }
}

function flash(text: string): void {
  clearTimeout(flashTimer);
  set({ flash: { kind: 'restored', text } });
  flashTimer = setTimeout(() => set({ flash: null }), RECONNECT_BANNER_MS);
}

export const connection = {
  socketConnecting() {
    set({ socketStarted: true });
  },
  socketOpened() {
    const wasLost = state.socketEverOpened && !state.socketOpen;
    set({ socketOpen: true, socketEverOpened: true, socketFailedBeforeOpen: false });
    if (wasLost) flash('Connection to Server Reestablished');
  },
  socketClosed() {
    set({ socketOpen: false, socketFailedBeforeOpen: !state.socketEverOpened });
  },
  socketStopped() {
    set({ socketStarted: false, socketOpen: false, socketEverOpened: false, socketFailedBeforeOpen: false });
  },
  browserOnline() {
    const wasOffline = !state.browserOnline;
    set({ browserOnline: true });
    if (wasOffline) flash('Reconnected');
  },
  browserOffline() {
    set({ browserOnline: false });
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => connection.browserOnline());
  window.addEventListener('offline', () => connection.browserOffline());
  banner = derive(state);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The banner shown now (the hook below is how components read it). */
export function currentBanner(): Banner | null {
  return banner;
}

export function useConnectionBanner(): Banner | null {
  return useSyncExternalStore(subscribe, () => banner);
}
