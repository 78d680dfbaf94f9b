import { DomainError, contactsStream, type ContactsCommand } from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import { assertMayEditContacts, type ContactKind } from './access';
import { contactsOwnerOf, ownerOf } from './load';

/** Runs a contacts command on the stream of `userId`, once the actor may edit that user's `kind` (403 otherwise). */
export async function executeForUser(ctx: CommandHandlerContext, userId: number, kind: ContactKind, command: ContactsCommand) {
  const { decider, owner } = await contactsOwnerOf(ctx, userId);
  assertMayEditContacts(ctx.actor, userId, kind, owner);
  return ctx.execute(contactsStream(userId), decider, command);
}

/**
 * A command on an existing record known by id only: find its owner, check the actor may edit that
 * user's contacts (403, nothing written), then run it on the owner's stream.
 */
export async function executeOnRecord(
  ctx: CommandHandlerContext,
  kind: ContactKind,
  id: number,
  notFound: string,
  command: ContactsCommand,
) {
  const owner = await ownerOf(ctx, kind, id);
  if (owner === null) throw new DomainError(404, notFound);
  return executeForUser(ctx, owner, kind, command);
}
