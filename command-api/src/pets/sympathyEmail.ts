import { DomainError, PET_MESSAGES, petDecider, petStream, sympathyEmailKey, type SympathyEmailAnswer } from '@pawroute/domain';
import { mailerFor, type CommandHandlerContext, type MailMessage } from '@pawroute/platform';
import { findUserContact, loadPet } from './lookups';

/** Kind and short: the owner did not ask for a sales pitch. */
export function sympathyMessage(to: string, firstName: string, petName: string): MailMessage {
  const text = [
    `Dear ${firstName},`,
    '',
    `We were so sorry to hear about ${petName}. It was a privilege to care for ${petName}, and we are thinking of you and your family.`,
    '',
    'With heartfelt sympathy,',
    'Your Pawroute grooming team',
  ].join('\n');
  return { to, subject: `Thinking of you and ${petName}`, text };
}

/**
 * POST /api/v4/pets/sendSympathyEmail: SympathyEmailRequested on the pet's stream (once per pet),
 * then the mail, keyed by the pet: a retry, a second click or a crash between the two sends once.
 */
export async function sendSympathyEmail(petId: number, ctx: CommandHandlerContext): Promise<SympathyEmailAnswer> {
  const before = await loadPet(ctx, petId);
  if (before.status !== 'active') throw new DomainError(404, PET_MESSAGES.petNotFound);
  const owner = await findUserContact(ctx, before.userId);
  if (!owner) throw new DomainError(404, PET_MESSAGES.customerNotFound);
  await ctx.execute(petStream(petId), petDecider, {
    type: 'RequestSympathyEmail',
    data: { petId, emailAddress: owner.emailAddress, ownerFirstName: owner.firstName },
  });
  const after = await loadPet(ctx, petId);
  if (after.status === 'none' || !after.sympathyEmail) throw new DomainError(404, PET_MESSAGES.petNotFound);
  const { emailAddress, ownerFirstName, petName } = after.sympathyEmail;
  const { sent } = await mailerFor(ctx.services).send(sympathyMessage(emailAddress, ownerFirstName, petName), {
    dedupeKey: sympathyEmailKey(petId),
  });
  return { petId, sent };
}
