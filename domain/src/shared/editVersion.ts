import { z } from 'zod';

/**
 * Optimistic concurrency for edit forms: a read of an editable record carries `version`,
 * the revisions of the streams an edit of it writes, in a fixed order ("4.12"); the edit sends it
 * back as `expectedVersion`, and the command refuses it when any of those streams moved on meanwhile,
 * so a second person's save never silently overwrites the first's.
 */
export const STALE_EDIT_MESSAGE = 'Someone else saved changes to this record after you opened it. Reload to see their changes, then make yours again.';

export const EDIT_VERSION_MESSAGE = 'expectedVersion must be the version the record was read at.';

const VERSION = /^-?\d{1,10}(\.-?\d{1,10}){0,7}$/;

export const editVersion = (revisions: readonly number[]): string => revisions.join('.');

/** The revisions of a token, or null when it does not have `count` of them. */
export function parseEditVersion(token: string, count: number): number[] | null {
  if (!VERSION.test(token)) return null;
  const revisions = token.split('.').map(Number);
  return revisions.length === count ? revisions : null;
}

/** The optional body field; absent means the client does not ask for the check (older clients, scripts). */
export const expectedVersionField = z
  .string({ error: EDIT_VERSION_MESSAGE })
  .regex(VERSION, { error: EDIT_VERSION_MESSAGE })
  .nullish()
  .transform((v) => v ?? undefined);
