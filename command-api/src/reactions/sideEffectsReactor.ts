import type { AppServices, Position, RecordedEvent } from '@pawroute/platform';
import { ensureReactorCheckpoints, readReactorCheckpoint, saveReactorCheckpoint } from './reactorCheckpoint';
import { SIDE_EFFECTS, type Reaction } from './sideEffects';

export interface SideEffectsReactor {
  /** The position of the last event reacted to (null: none yet). */
  checkpoint(): Position | null;
  /** The event types it reacts to. */
  readonly eventTypes: readonly string[];
  stop(): Promise<void>;
}

export interface SideEffectsReactorOptions {
  name?: string;
  reactions?: Record<string, Reaction>;
  /** Attempts per event before it is logged and passed (a mail that can never go must not stop all mail). */
  attempts?: number;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Reads the events its reactions name, from its own checkpoint, and runs each reaction, then moves
 * the checkpoint past the event: at least once per event, and the reactions' dedupe keys make it once.
 * The first start on a database begins at the head (what came before was sent by the handlers of
 * the day). Several processes may each run one: the dedupe keys keep a message single.
 */
export async function startSideEffectsReactor(services: AppServices, options: SideEffectsReactorOptions = {}): Promise<SideEffectsReactor> {
  const { db, store, logger } = services;
  const name = options.name ?? 'sideEffects';
  const reactions = options.reactions ?? SIDE_EFFECTS;
  const attempts = options.attempts ?? 5;
  await ensureReactorCheckpoints(db);
  let after = await readReactorCheckpoint(db, name);
  if (after === undefined) {
    after = await store.headPosition();
    await saveReactorCheckpoint(db, name, after);
  }
  let position: Position | null = after;
  const controller = new AbortController();
  const { signal } = controller;

  const react = async (event: RecordedEvent) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await reactions[event.type]!(services, event);
        return;
      } catch (error) {
        if (signal.aborted) throw error;
        if (attempt >= attempts) {
          logger.error({ err: error, type: event.type, position: event.position }, 'side effect failed for good; passed');
          return;
        }
        logger.warn({ err: error, type: event.type, position: event.position, attempt }, 'side effect failed; trying again');
        await sleep(200 * 2 ** attempt, signal);
      }
    }
  };

  const running = (async () => {
    while (!signal.aborted) {
      try {
        for await (const item of store.subscribeAll({ after: position, filter: { eventTypes: Object.keys(reactions) }, signal })) {
          if (signal.aborted) break;
          if (item.kind !== 'event') continue;
          await react(item.event);
          if (signal.aborted) break; // stopped mid-reaction: react again after the restart
          position = item.event.position;
          await saveReactorCheckpoint(db, name, position);
        }
      } catch (error) {
        if (signal.aborted) break;
        logger.warn({ err: error }, 'side effects reactor: subscription failed, resubscribing');
        await sleep(1_000, signal);
      }
    }
  })();

  return {
    checkpoint: () => position,
    eventTypes: Object.keys(reactions),
    async stop() {
      controller.abort();
      await running.catch(() => undefined);
    },
  };
}
