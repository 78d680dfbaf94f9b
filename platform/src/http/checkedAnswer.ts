import type { z } from 'zod';

/**
 * A write's answer checked against its domain schema, only when NODE_ENV is 'test' (vitest sets it): a
 * handler that drifts from the contract the web reads fails the tests, and production pays nothing. The
 * handler's own value is returned, not the parsed one, so a test run answers exactly what production does.
 */
export function checkedAnswer<Answer extends object>(
  command: string,
  schema: z.ZodType<object, object>,
  answer: Answer,
): Answer {
  if (process.env.NODE_ENV !== 'test') return answer;
  const parsed = schema.safeParse(answer);
  if (!parsed.success) {
    throw new Error(`${command} answered outside its domain schema: ${parsed.error.message}`);
  }
  return answer;
}
