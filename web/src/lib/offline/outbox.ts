/**
 * The outbox ("A signal lost in the van"): the stylist's writes made without a connection wait
 * here, in IndexedDB (a reload within the tab's life keeps them), and go out in order, each with the
 * Idempotency-Key it was given when it was queued, once the connection returns. Every answer is
 * reconciled: a 2xx removes the action (the caller's onSent refreshes the reads); a refusal (4xx) moves
 * it to the conflicts, shown until dismissed, never dropped; a lost request, a 5xx, an expired session
 * stay queued and are tried again later. No service worker (the spec unregisters them): this works only
 * while a tab is open.
 */
import { createStore, get, set } from 'idb-keyval';
import { useSyncExternalStore } from 'react';
import { ApiError, apiWrite, newIdempotencyKey } from '../apiClient';

type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A JSON body, or a multipart one (an image) kept as a Blob, which IndexedDB stores as is. */
export type QueuedBody =
  | { kind: 'json'; value: Record<string, unknown> }
  | { kind: 'multipart'; fields: Record<string, string>; file: { blob: Blob; name: string } };

/** What the action does to an appointment, shown while it waits (optimistic state). */
export interface QueuedEffect {
  appointmentId: number;
  status?: 'inProgress' | 'completed';
  paid?: boolean;
}

export interface QueuedAction {
  id: string;
  /** Shown in the banner's conflicts: 'Start appointment (Dana Day)'. */
  label: string;
  method: WriteMethod;
  path: string;
  body: QueuedBody;
  idempotencyKey: string;
  queuedAt: number;
  effect?: QueuedEffect;
  /** A field of this body filled from an earlier action's answer when that one is sent (the signature's fileName). */
  fill?: { field: string; fromId: string; answerField: string };
  /** Earlier actions this one makes sense only after (the completion after its payment): refused with them. */
  dependsOn?: readonly string[];
}

export interface Conflict {
  action: QueuedAction;
  status: number;
  message: string;
  at: number;
}

export interface OutboxState {
  actions: readonly QueuedAction[];
  conflicts: readonly Conflict[];
}

const store = typeof indexedDB === 'undefined' ? null : createStore('pawroute-outbox', 'outbox');
const KEY = 'state';
/** While queued actions wait and the browser says it is online: try again this often. */
const RETRY_MS = 10_000;

let state: OutboxState = { actions: [], conflicts: [] };
const listeners = new Set<() => void>();
let onSent: (action: QueuedAction, answer: unknown) => void = () => undefined;
let onDrained: (sent: number) => void = () => undefined;
let flushing: Promise<void> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function update(next: OutboxState): void {
  state = next;
  listeners.forEach((l) => l());
  if (store) void set(KEY, state, store).catch(() => undefined);
  scheduleRetry();
}

// What an earlier life of this tab left (a reload while offline).
const loaded: Promise<void> = store
  ? get<OutboxState>(KEY, store)
      .then((saved) => {
        if (saved && (saved.actions.length || saved.conflicts.length)) {
          update({ actions: [...saved.actions, ...state.actions], conflicts: [...saved.conflicts, ...state.conflicts] });
          void flushOutbox();
        }
      })
      .catch(() => undefined)
  : Promise.resolve();

function scheduleRetry(): void {
  clearTimeout(retryTimer);
  if (state.actions.length === 0 || typeof window === 'undefined') return;
  retryTimer = setTimeout(() => void flushOutbox(), RETRY_MS);
}

/** Called once by the app: what to refresh after an action reached the server. */
export function configureOutbox(options: { onSent(action: QueuedAction, answer: unknown): void; onDrained?(sent: number): void }): void {
  onSent = options.onSent;
  onDrained = options.onDrained ?? (() => undefined);
}

export const isBrowserOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Whether a new write must wait in line: no connection, or earlier actions still waiting (order matters). */
export const mustQueue = (): boolean => isBrowserOffline() || state.actions.length > 0;

export type NewAction = Omit<QueuedAction, 'id' | 'queuedAt' | 'idempotencyKey'> & { idempotencyKey?: string; id?: string };

export function enqueue(action: NewAction): QueuedAction {
  const queued: QueuedAction = { ...action, id: action.id ?? newIdempotencyKey(), idempotencyKey: action.idempotencyKey ?? newIdempotencyKey(), queuedAt: Date.now() };
  update({ ...state, actions: [...state.actions, queued] });
  return queued;
}

/** The action's body as apiWrite takes it (a FormData for an upload). */
function payload(body: QueuedBody): unknown {
  if (body.kind === 'json') return body.value;
  const form = new FormData();
  for (const [k, v] of Object.entries(body.fields)) form.append(k, v);
  form.append('file', new File([body.file.blob], body.file.name, { type: body.file.blob.type || 'application/octet-stream' }));
  return form;
}

/** Still worth sending later: never reached the server, the server failed, or the user must sign in again. */
const retryLater = (e: unknown): boolean =>
  !(e instanceof ApiError) || e.statusCode === 0 || e.statusCode === 401 || e.statusCode >= 500 || (e.statusCode === 409 && e.message.includes('Idempotency-Key'));

async function flushOnce(): Promise<void> {
  await loaded;
  // when the line empties, say how many went ("2 queued actions sent"), not only drop the banner.
  let sent = 0;
  try {
    sent = await sendQueued();
  } finally {
    if (sent > 0 && state.actions.length === 0) onDrained(sent);
  }
}

async function sendQueued(): Promise<number> {
  let sent = 0;
  while (state.actions.length > 0 && !isBrowserOffline()) {
    const action = state.actions[0]!;
    let answer: unknown;
    try {
      answer = await apiWrite<unknown>(action.method, action.path, payload(action.body), { idempotencyKey: action.idempotencyKey });
    } catch (e) {
      if (retryLater(e)) return sent;
      const status = e instanceof ApiError ? e.statusCode : 0;
      const message = e instanceof Error ? e.message : String(e);
      // Refused: shown as a conflict; what was to be filled from its answer cannot go either.
      const dependents = state.actions.filter((a) => a.fill?.fromId === action.id || a.dependsOn?.includes(action.id));
      const at = Date.now();
      update({
        actions: state.actions.filter((a) => a !== action && !dependents.includes(a)),
        conflicts: [
          ...state.conflicts,
          { action, status, message, at },
          ...dependents.map((d) => ({ action: d, status, message: `Not sent: '${action.label}' was refused.`, at })),
        ],
      });
      continue;
    }
    const value = (answer as Record<string, unknown> | null | undefined) ?? {};
    update({
      ...state,
      actions: state.actions
        .filter((a) => a !== action)
        .map((a) =>
          a.fill?.fromId === action.id && a.body.kind === 'json'
            ? { ...a, fill: undefined, body: { kind: 'json', value: { ...a.body.value, [a.fill.field]: value[a.fill.answerField] ?? null } } }
            : a,
        ),
    });
    sent += 1;
    onSent(action, answer);
  }
  return sent;
}

/** Sends what waits, in order; one flush at a time. */
export function flushOutbox(): Promise<void> {
  if (!flushing) {
    flushing = flushOnce().finally(() => {
      flushing = null;
      scheduleRetry();
    });
  }
  return flushing;
}

export function dismissConflict(conflict: Conflict): void {
  update({ ...state, conflicts: state.conflicts.filter((c) => c !== conflict) });
}

/** Tests and sign-out: forget everything. */
export function clearOutbox(): void {
  update({ actions: [], conflicts: [] });
}

export function outboxState(): OutboxState {
  return state;
}

if (typeof window !== 'undefined') window.addEventListener('online', () => void flushOutbox());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOutbox(): OutboxState {
  return useSyncExternalStore(subscribe, () => state);
}
