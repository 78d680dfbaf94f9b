import type { CommandHandlerContext } from '@pawroute/platform';

/**
 * A retry of a command this request's Idempotency-Key already wrote (a crash before its answer was
 * recorded): the greatest position its events reached in `streams`, so the answer rebuilt from them
 * is the first answer; null when the key wrote nothing there (decide and write as usual).
 */
export async function firstWrite(ctx: CommandHandlerContext, streams: readonly string[]): Promise<{ position: string | null } | null> {
  const earlier = await ctx.earlierEvents(streams);
  if (earlier.length === 0) return null;
  const position = earlier.reduce<string | null>((max, e) => (max === null || ctx.services.store.comparePositions(e.position, max) > 0 ? e.position : max), null);
  return { position };
}
